import { z } from "zod";
import { activityLevels, genders, mapLegacyActivityLevel, mapLegacyGender } from "../domain/legacy-values.js";
import { canonicalTimeZone } from "../domain/local-day.js";
import { jsonNumber, userIdSchema, userText } from "./common.js";

/** Messages are the spec's (core 5) where it names them. */
export const profileMessages = {
  name: "Name must contain at least 2 characters",
  nameMax: "Name must be at most 100 characters",
  ageMin: "Age must be at least 1",
  ageMax: "Age must be at most 120",
  ageWhole: "Age must be a whole number",
  gender: "Please select a gender",
  weightMin: "Weight must be at least 20 kg",
  weightMax: "Weight must be at most 300 kg",
  heightMin: "Height must be at least 50 cm",
  heightMax: "Height must be at most 250 cm",
  activityLevel: "Please select an activity level",
  timeZone: "Unknown time zone",
  notFound: "Profile not found",
  exists: "A profile already exists for this user",
} as const;

export { activityLevels, genders };

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

export const createProfileSchema = z.object(profileFields);
export type CreateProfileRequest = z.infer<typeof createProfileSchema>;
export type CreateProfileInput = z.input<typeof createProfileSchema>;

export const updateProfileSchema = z.object(profileFields).partial();
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
