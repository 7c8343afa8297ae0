import { z } from "zod";
import { activityLevels, genders, mapLegacyActivityLevel, mapLegacyGender } from "../domain/legacy-values.js";
import { canonicalTimeZone } from "../domain/local-day.js";
import { msg } from "../i18n/msg.js";
import { goalDirections, weekdays } from "./check-ins.js";
import { jsonNumber, userIdSchema, userText } from "./common.js";

/** Messages are the spec's (core 5) where it names them. */
export const profileMessages = {
  name: msg("Name must contain at least 2 characters"),
  nameMax: msg("Name must be at most 100 characters"),
  ageMin: msg("Age must be at least 1"),
  ageMax: msg("Age must be at most 120"),
  ageWhole: msg("Age must be a whole number"),
  gender: msg("Please select a gender"),
  weightMin: msg("Weight must be at least 20 kg"),
  weightMax: msg("Weight must be at most 300 kg"),
  heightMin: msg("Height must be at least 50 cm"),
  heightMax: msg("Height must be at most 250 cm"),
  activityLevel: msg("Please select an activity level"),
  timeZone: msg("Unknown time zone"),
  units: msg("units must be metric or imperial"),
  weightDisplay: msg("weightDisplay must be one of: show, trends, hidden"),
  goalDirection: msg("goalDirection must be one of: lose, maintain, gain"),
  goalRateMin: msg("Rate must be at least 0 kg a week"),
  goalRateMax: msg("Rate must be at most 1 % of your body weight a week"),
  checkInWeekday: msg("checkInWeekday must be a day of the week (monday ... sunday)"),
  startingExpenditureMin: msg("Starting expenditure must be at least 800 kcal"),
  startingExpenditureMax: msg("Starting expenditure must be at most 6000 kcal"),
  goalWeightMin: msg("Goal weight must be at least 20 kg"),
  goalWeightMax: msg("Goal weight must be at most 300 kg"),
  notFound: msg("Profile not found"),
  exists: msg("A profile already exists for this user"),
} as const;

export { activityLevels, genders };

/** Issue 26: how weights and lengths are shown and typed (always stored in kg and cm). */
export const unitSystems = ["metric", "imperial"] as const;
export type UnitSystem = (typeof unitSystems)[number];
/** Issue 26, 6: show the scale's number, only the trend, or neither (the expenditure keeps working). */
export const weightDisplays = ["show", "trends", "hidden"] as const;
export type WeightDisplay = (typeof weightDisplays)[number];
/** The largest weekly rate as a share of body weight (issue 26, 5); the service checks it against the weight. */
export const MAX_GOAL_RATE_SHARE = 0.01;

/** Issue 26's body preferences: optional at creation (the defaults below), each changeable by PATCH. */
const bodyPreferenceFields = {
  units: z.enum(unitSystems, { error: profileMessages.units }),
  weightDisplay: z.enum(weightDisplays, { error: profileMessages.weightDisplay }),
  goalDirection: z.enum(goalDirections, { error: profileMessages.goalDirection }),
  /** kg per week, two decimals; at most 1 % of the body weight (checked with the weight). */
  goalRateKgPerWeek: jsonNumber("Rate")
    .min(0, profileMessages.goalRateMin)
    .max(3, profileMessages.goalRateMax)
    .transform((kg) => Math.round(kg * 100) / 100),
  checkInWeekday: z.enum(weekdays, { error: profileMessages.checkInWeekday }),
  /** The person's own starting estimate of their expenditure, kcal per day; null: the formula. */
  startingExpenditure: jsonNumber(msg("Starting expenditure"))
    .min(800, profileMessages.startingExpenditureMin)
    .max(6000, profileMessages.startingExpenditureMax)
    .transform(Math.round)
    .nullable(),
  /** kg, the chart's goal line; null: none. */
  goalWeightKg: jsonNumber(msg("Goal weight"))
    .min(20, profileMessages.goalWeightMin)
    .max(300, profileMessages.goalWeightMax)
    .transform((kg) => Math.round(kg * 100) / 100)
    .nullable(),
};

export const bodyPreferenceDefaults = {
  units: "metric",
  weightDisplay: "show",
  goalDirection: "maintain",
  goalRateKgPerWeek: 0,
  checkInWeekday: "monday",
  startingExpenditure: null,
  goalWeightKg: null,
} as const;

const profileFields = {
  name: userText(profileMessages.name).trim().min(2, profileMessages.name).max(100, profileMessages.nameMax),
  age: jsonNumber("Age").int(profileMessages.ageWhole).min(1, profileMessages.ageMin).max(120, profileMessages.ageMax),
  /** Legacy Italian values (maschio, donna, ...) are mapped before validation. */
  gender: z.preprocess(mapLegacyGender, z.enum(genders, { error: profileMessages.gender })),
  /** kg, kept to one decimal. */
  weight: jsonNumber("Weight")
    .min(20, profileMessages.weightMin)
    .max(300, profileMessages.weightMax)
    .transform((kg) => Math.round(kg * 10) / 10),
  /** cm, kept to one decimal. */
  height: jsonNumber("Height")
    .min(50, profileMessages.heightMin)
    .max(250, profileMessages.heightMax)
    .transform((cm) => Math.round(cm * 10) / 10),
  activityLevel: z.preprocess(mapLegacyActivityLevel, z.enum(activityLevels, { error: profileMessages.activityLevel })),
  /** IANA zone; when set, the user's days are counted in it. */
  timeZone: z
    .string({ error: profileMessages.timeZone })
    .transform((zone, context) => {
      const canonical = canonicalTimeZone(zone);
      if (!canonical) {
        context.addIssue({ code: "custom", message: profileMessages.timeZone });
        return z.NEVER;
      }
      return canonical;
    })
    .nullish(),
  userId: userIdSchema,
};

export const createProfileSchema = z.object({ ...profileFields, ...bodyPreferenceFields }).partial({
  units: true,
  weightDisplay: true,
  goalDirection: true,
  goalRateKgPerWeek: true,
  checkInWeekday: true,
  startingExpenditure: true,
  goalWeightKg: true,
});
export type CreateProfileRequest = z.infer<typeof createProfileSchema>;
export type CreateProfileInput = z.input<typeof createProfileSchema>;

export const updateProfileSchema = z.object({ ...profileFields, ...bodyPreferenceFields }).partial();
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

export const bmiCategories = ["Underweight", "Normal", "Overweight", "Obese"] as const;

export const profileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(genders),
  weight: z.number(),
  height: z.number(),
  activityLevel: z.enum(activityLevels),
  timeZone: z.string().nullable(),
  units: z.enum(unitSystems),
  weightDisplay: z.enum(weightDisplays),
  goalDirection: z.enum(goalDirections),
  goalRateKgPerWeek: z.number(),
  checkInWeekday: z.enum(weekdays),
  startingExpenditure: z.number().int().nullable(),
  goalWeightKg: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** kg / m², one decimal. */
  bmi: z.number(),
  bmiCategory: z.enum(bmiCategories),
  /** Harris-Benedict basal metabolic rate, whole kcal per day. */
  bmr: z.number().int(),
  /** BMR x activity multiplier (TDEE), whole kcal per day. */
  dailyEnergy: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Profile form defaults (spec core 9). */
export const profileFormDefaults = {
  name: "",
  age: 30,
  weight: 70,
  height: 170,
  activityLevel: "moderate",
  gender: "male",
} as const;
