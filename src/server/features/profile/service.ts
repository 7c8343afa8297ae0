import {
  bodyPreferenceDefaults,
  type CreateProfileRequest,
  MAX_GOAL_RATE_SHARE,
  type Profile,
  profileMessages,
  type UpdateProfileRequest,
} from "../../../shared/contracts/profile.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import { msg } from "../../../shared/i18n/msg.js";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../db/errors.js";
import type { NewProfileRow } from "../../db/schema/index.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { i18nFor } from "../../i18n.js";
import { presentProfile } from "./present.js";
import type { ProfileRepository } from "./repository.js";

/**
 * Issue 26: a weekly rate of at most 1 % of the body weight (the weight sent with it, else the stored
 * one). The message names the cap, so it is written here in the request's language (the error
 * handler leaves a message it does not know as it is).
 */
function checkGoalRate(rateKgPerWeek: number | undefined, weightKg: number | undefined, locale: Locale): void {
  if (rateKgPerWeek === undefined || weightKg === undefined) return;
  const cap = Math.round(weightKg * MAX_GOAL_RATE_SHARE * 100) / 100;
  if (rateKgPerWeek > cap) {
    const message = i18nFor(locale)._(msg("Rate must be at most 1 % of your body weight a week ({cap} kg)"), {
      cap: locale === "it" ? String(cap).replace(".", ",") : String(cap),
    });
    throw badRequest(message, { goalRateKgPerWeek: message });
  }
}

function columnsOf(input: UpdateProfileRequest): Partial<NewProfileRow> {
  const { userId: _userId, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function profileService(repo: ProfileRepository) {
  return {
    async get(userId: number): Promise<Profile> {
      const profile = await repo.findByUser(userId);
      if (!profile) throw notFound(profileMessages.notFound);
      return presentProfile(profile);
    },

    /** One profile per user: a second is a 409, also when two requests race (the unique index decides). */
    async create(userId: number, input: CreateProfileRequest, locale: Locale = "en"): Promise<Profile> {
      if (await repo.findByUser(userId)) throw conflict(profileMessages.exists);
      checkGoalRate(input.goalRateKgPerWeek, input.weight, locale);
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
          units: input.units ?? bodyPreferenceDefaults.units,
          weightDisplay: input.weightDisplay ?? bodyPreferenceDefaults.weightDisplay,
          goalDirection: input.goalDirection ?? bodyPreferenceDefaults.goalDirection,
          goalRateKgPerWeek: input.goalRateKgPerWeek ?? bodyPreferenceDefaults.goalRateKgPerWeek,
          checkInWeekday: input.checkInWeekday ?? bodyPreferenceDefaults.checkInWeekday,
          startingExpenditure: input.startingExpenditure ?? null,
          goalWeightKg: input.goalWeightKg ?? null,
        });
        return presentProfile(created);
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(profileMessages.exists);
        throw error;
      }
    },

    /** Only the caller's own profile; another's id is a 404, as if it did not exist. */
    async update(userId: number, id: number, input: UpdateProfileRequest, locale: Locale = "en"): Promise<Profile> {
      const columns = columnsOf(input);
      if (input.goalRateKgPerWeek !== undefined) {
        checkGoalRate(input.goalRateKgPerWeek, input.weight ?? (await repo.findByUser(userId))?.weight, locale);
      }
      const updated =
        Object.keys(columns).length === 0
          ? await repo.findByUser(userId).then((row) => (row?.id === id ? row : undefined))
          : await repo.update(userId, id, columns);
      if (!updated) throw notFound(profileMessages.notFound);
      return presentProfile(updated);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
