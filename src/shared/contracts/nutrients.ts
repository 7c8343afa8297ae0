import { z } from "zod";
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from "../domain/nutrients.js";
import { dateStringSchema, userIdSchema } from "./common.js";

/** Micronutrients (shared/domain/nutrients.ts): a number, or null where nobody knows. */
export const micronutrientsSchema = z.object(
  Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, z.number().nullable()])) as Record<
    MicronutrientKey,
    z.ZodNullable<z.ZodNumber>
  >,
);

export const nutrientMessages = { date: "date must be a valid date (YYYY-MM-DD)" } as const;

/** GET /api/nutrients/day: one local day (default today in the user's zone). */
export const dayNutrientsQuerySchema = z.object({
  date: dateStringSchema(nutrientMessages.date).optional(),
  userId: userIdSchema,
});
export type DayNutrientsQuery = z.infer<typeof dayNutrientsQuerySchema>;

export const referenceIntakeSchema = z.object({
  amount: z.number(),
  /** 'target': reach it (RDA, AI); 'limit': stay below it (CDRR, Daily Value for saturated fat, cholesterol). */
  kind: z.enum(["target", "limit"]),
  /** Which published value: RDA, AI, CDRR or DV. */
  basis: z.enum(["RDA", "AI", "CDRR", "DV"]),
});
export type ReferenceIntake = z.infer<typeof referenceIntakeSchema>;

export const dayNutrientSchema = z.object({
  key: z.enum(MICRONUTRIENT_KEYS as [MicronutrientKey, ...MicronutrientKey[]]),
  /** The day's sum over the meals that say; null when no meal says. */
  amount: z.number().nullable(),
  /** How many of the day's meals do not say (entered by hand, or a food without this value). */
  mealsMissing: z.number().int(),
  reference: referenceIntakeSchema.nullable(),
});
export type DayNutrient = z.infer<typeof dayNutrientSchema>;

export const dayNutrientsSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  mealCount: z.number().int(),
  /** Meals with no micronutrients at all: entered by hand. */
  mealsWithoutDetails: z.number().int(),
  /** Whose reference intakes: e.g. 'Women 31–50 (Dietary Reference Intakes)'. */
  referenceLabel: z.string(),
  /** True when the profile gave sex and age; otherwise the label's values are the FDA Daily Values. */
  personalReference: z.boolean(),
  nutrients: z.array(dayNutrientSchema),
});
export type DayNutrients = z.infer<typeof dayNutrientsSchema>;
