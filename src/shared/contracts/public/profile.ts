import { z } from "zod";
import { activityLevels, genders } from "../../domain/legacy-values.js";
import { canonicalTimeZone } from "../../domain/local-day.js";
import { jsonNumber, userText } from "../common.js";
import { bmiCategories, profileMessages } from "../profile.js";
import type { OperationDoc } from "./common.js";

export const publicProfileChangesSchema = z
  .object({
    name: userText(profileMessages.name)
      .trim()
      .min(2, profileMessages.name)
      .max(100, profileMessages.nameMax)
      .describe("Your name"),
    age: jsonNumber("Age")
      .int(profileMessages.ageWhole)
      .min(1, profileMessages.ageMin)
      .max(120, profileMessages.ageMax)
      .describe("Age in years"),
    gender: z.enum(genders, { error: profileMessages.gender }).describe("male, female or other"),
    weight: jsonNumber("Weight")
      .min(20, profileMessages.weightMin)
      .max(300, profileMessages.weightMax)
      .transform((kg) => Math.round(kg * 10) / 10)
      .describe("Weight in kg (one decimal)"),
    height: jsonNumber("Height")
      .min(50, profileMessages.heightMin)
      .max(250, profileMessages.heightMax)
      .transform((cm) => Math.round(cm * 10) / 10)
      .describe("Height in cm (one decimal)"),
    activityLevel: z
      .enum(activityLevels, { error: profileMessages.activityLevel })
      .describe("sedentary, light, moderate, active or very_active"),
    timeZone: z
      .string({ error: profileMessages.timeZone })
      .max(64, profileMessages.timeZone)
      .transform((zone, context) => {
        const canonical = canonicalTimeZone(zone);
        if (!canonical) {
          context.addIssue({ code: "custom", message: profileMessages.timeZone });
          return z.NEVER;
        }
        return canonical;
      })
      .describe("IANA time zone (e.g. Europe/Rome): your days are counted in it"),
  })
  .partial()
  .meta({ id: "ProfileChanges", description: "The fields to change; the others stay as they are" });
export type PublicProfileChanges = z.infer<typeof publicProfileChangesSchema>;

export const publicProfileSchema = z
  .object({
    name: z.string(),
    age: z.number().int(),
    gender: z.enum(genders),
    weight: z.number().describe("kg"),
    height: z.number().describe("cm"),
    activityLevel: z.enum(activityLevels),
    timeZone: z.string().nullable(),
    bmi: z.number().describe("Body mass index, kg/m², one decimal"),
    bmiCategory: z.enum(bmiCategories),
    bmr: z.number().int().describe("Basal metabolic rate (Harris-Benedict), kcal per day"),
    dailyEnergy: z.number().int().describe("Daily energy need (BMR x activity), kcal per day"),
    updatedAt: z.string(),
  })
  .meta({ id: "Profile", description: "Your body profile and the figures computed from it" });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const exampleProfile = {
  name: "Alex",
  age: 34,
  gender: "female",
  weight: 62.5,
  height: 168,
  activityLevel: "moderate",
  timeZone: "Europe/Rome",
  bmi: 22.1,
  bmiCategory: "Normal",
  bmr: 1399,
  dailyEnergy: 2168,
  updatedAt: "2026-05-11T08:00:00.000Z",
};
const tag = "Profile";

export const publicProfileOperations = {
  get: {
    operationId: "getProfile",
    tag,
    summary: "Get your profile",
    description: "Your body profile with BMI, basal metabolism and daily energy; 404 until you create it in the app.",
    scope: "read",
    errors: [404],
    example: { status: 200, response: exampleProfile },
  },
  update: {
    operationId: "updateProfile",
    tag,
    summary: "Change your profile",
    description: "Changes the fields you send (for example today's weight); the figures are computed again.",
    scope: "write",
    errors: [404],
    example: {
      body: { weight: 62.1 },
      status: 200,
      response: { ...exampleProfile, weight: 62.1, bmi: 22, bmr: 1395, dailyEnergy: 2162 },
    },
  },
} satisfies Record<string, OperationDoc>;
