import { z } from "zod";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import {
  activityLevels,
  createProfileSchema,
  genders,
  type Profile,
  profileFormDefaults,
} from "../../../shared/contracts/profile.js";
import { displayLength, displayWeight, lengthInputToCm, weightInputToKg } from "../../../shared/domain/body/units.js";
import type { Gender } from "../../../shared/domain/health.js";
import { formSchema, numberFromText, textOfNumber } from "../../lib/forms.js";

/** What the profile form holds: the number inputs' text ("" when empty), "" for an unchosen option. */
const profileFormFields = z.object({
  name: z.string(),
  age: z.string(),
  gender: z.union([z.enum(genders), z.literal("")]),
  weight: z.string(),
  height: z.string(),
  activityLevel: z.union([z.enum(activityLevels), z.literal("")]),
});
export type ProfileFormValues = z.input<typeof profileFormFields>;

/** The weight and height are typed in the profile's units (lb and in for imperial) and sent in kg and cm. */
export function toProfileRequestInput(values: ProfileFormValues, units: UnitSystem = "metric") {
  const weight = numberFromText(values.weight);
  const height = numberFromText(values.height);
  return {
    name: values.name,
    age: numberFromText(values.age),
    gender: values.gender === "" ? undefined : values.gender,
    weight: weight === undefined ? undefined : weightInputToKg(weight, units),
    height: height === undefined ? undefined : lengthInputToCm(height, units),
    activityLevel: values.activityLevel === "" ? undefined : values.activityLevel,
  };
}

/** The shared createProfileSchema, so the drawer shows the server's messages (in the person's units: `inUnits`). */
export const profileFormSchemaFor = (units: UnitSystem) =>
  formSchema(profileFormFields, (values) => toProfileRequestInput(values, units), createProfileSchema);
export const profileFormSchema = profileFormSchemaFor("metric");

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
  const { name, age, gender, weight, height, activityLevel } = profile ?? {
    ...profileFormDefaults,
    name: hints.name ?? "",
    gender: hints.gender ?? profileFormDefaults.gender,
  };
  const units = profile?.units ?? "metric";
  return {
    name,
    age: textOfNumber(age),
    gender,
    weight: textOfNumber(displayWeight(weight, units)),
    height: textOfNumber(displayLength(height, units)),
    activityLevel,
  };
}
