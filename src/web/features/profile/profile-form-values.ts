import type { z } from "zod";
import { createProfileSchema, type Profile, profileFormDefaults } from "../../../shared/contracts/profile.js";
import type { ActivityLevel, Gender } from "../../../shared/domain/health.js";
import { schemaResolver } from "../../lib/schema-resolver.js";

export interface ProfileFormValues {
  name: string;
  age: number;
  gender: Gender | "";
  weight: number;
  height: number;
  activityLevel: ActivityLevel | "";
}

const numberOrUndefined = (value: number) => (Number.isFinite(value) ? value : undefined);

export function toProfileRequestInput(values: ProfileFormValues) {
  return {
    name: values.name,
    age: numberOrUndefined(values.age),
    gender: values.gender === "" ? undefined : values.gender,
    weight: numberOrUndefined(values.weight),
    height: numberOrUndefined(values.height),
    activityLevel: values.activityLevel === "" ? undefined : values.activityLevel,
  };
}

/** The shared createProfileSchema, so the drawer shows the server's messages. */
export const profileFormResolver = schemaResolver<ProfileFormValues, z.output<typeof createProfileSchema>>(
  createProfileSchema,
  toProfileRequestInput,
);

/** What the person already told us at registration, to start a new profile from. */
export interface ProfileHints {
  name?: string;
  /** The registration's gender; the profile takes the same three values, 'other' included. */
  gender?: Gender | null;
}

/**
 * The saved profile; for a new one the spec's defaults (age 30, weight 70, height 170, moderate,
 * male), except what the person already told us: the name and the gender they registered with.
 */
export function profileFormOf(profile: Profile | null, hints: ProfileHints = {}): ProfileFormValues {
  if (!profile) {
    return { ...profileFormDefaults, name: hints.name ?? "", gender: hints.gender ?? profileFormDefaults.gender };
  }
  const { name, age, gender, weight, height, activityLevel } = profile;
  return { name, age, gender, weight, height, activityLevel };
}
