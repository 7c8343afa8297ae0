import {
  type CreateProfileRequest,
  profileMessages,
  type UpdateProfileRequest,
} from "../../../shared/contracts/profile.js";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../db/errors.js";
import type { NewUserProfileRow, UserProfileRow } from "../../db/schema/index.js";
import { conflict, notFound } from "../../errors.js";
import type { UserProfileRepository } from "./repository.js";

function columnsOf(input: UpdateProfileRequest): Partial<NewUserProfileRow> {
  const { userId: _userId, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** `onUserChanged`: the profile's zone is copied to the user row, which cached sessions carry. */
export function userProfileService(repo: UserProfileRepository, onUserChanged: (userId: number) => void = () => {}) {
  return {
    async get(userId: number): Promise<UserProfileRow> {
      const profile = await repo.findByUser(userId);
      if (!profile) throw notFound(profileMessages.notFound);
      return profile;
    },

    /** One profile per user: a second is a 409, also when two requests race (the unique index decides). */
    async create(userId: number, input: CreateProfileRequest): Promise<UserProfileRow> {
      if (await repo.findByUser(userId)) throw conflict(profileMessages.exists);
      try {
        const created = await repo.create({
          userId,
          name: input.name,
          age: input.age,
          gender: input.gender,
          weight: input.weight,
          height: input.height,
          activityLevel: input.activityLevel,
          timeZone: input.timeZone ?? null,
        });
        if (input.timeZone) onUserChanged(userId);
        return created;
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(profileMessages.exists);
        throw error;
      }
    },

    /** Only the caller's own profile; another's id is a 404, as if it did not exist. */
    async update(userId: number, id: number, input: UpdateProfileRequest): Promise<UserProfileRow> {
      const columns = columnsOf(input);
      const updated =
        Object.keys(columns).length === 0
          ? await repo.findByUser(userId).then((row) => (row?.id === id ? row : undefined))
          : await repo.update(userId, id, columns);
      if (!updated) throw notFound(profileMessages.notFound);
      if (input.timeZone) onUserChanged(userId);
      return updated;
    },
  };
}

export type UserProfileService = ReturnType<typeof userProfileService>;
