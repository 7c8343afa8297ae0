import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { foodAnalysisSchema } from "./ai.js";
import { userText } from "./text.js";

/**
 * The food analyzer's typed description (POST /api/analyze-food-text): "2 eggs, a slice of toast
 * with butter" in, the foods the database has for it with their amounts, calories and macros out.
 * It needs no vision model, so it works on every install.
 */
export const MEAL_DESCRIPTION_MAX_LENGTH = 1000;
/** Foods one description may list: each is a search of the food database. */
export const MEAL_DESCRIPTION_MAX_FOODS = 20;

export const mealDescriptionMessages = {
  empty: msg("Please describe what you ate"),
  // The limits are written out for the catalogs (contracts.test.ts holds them to the constants).
  tooLong: msg("Descriptions are limited to 1000 characters"),
  tooManyFoods: msg("Describe at most 20 foods at a time"),
  noFood: msg("Name a food, for example “2 eggs” or “200 g chicken breast”"),
} as const;

export const describeMealRequestSchema = z.object({
  description: userText(mealDescriptionMessages.empty)
    .trim()
    .min(1, mealDescriptionMessages.empty)
    .max(MEAL_DESCRIPTION_MAX_LENGTH, mealDescriptionMessages.tooLong),
});
export type DescribeMealRequest = z.infer<typeof describeMealRequestSchema>;

const analysedFoodSchema = foodAnalysisSchema.shape.foods.element;

/** One food found: the analysis's item, plus what was typed and what the database matched it with. */
export const describedFoodSchema = analysedFoodSchema.extend({
  /** The words it was read from, as typed ("2 eggs"). */
  typed: z.string(),
  /** The food database's id of the food used. */
  foodId: z.number().int(),
  grams: z.number().min(0),
  basis: z.enum(["g", "ml"]),
  /** What was taken for granted (msg("No amount given: 1 serving was taken.")), or null. */
  assumed: z.string().nullable(),
});
export type DescribedFood = z.infer<typeof describedFoodSchema>;

export const unrecognisedPartSchema = z.object({ typed: z.string(), reason: z.string() });
export type UnrecognisedPart = z.infer<typeof unrecognisedPartSchema>;

/** A food analysis (the photo's shape, so the same results panel shows it) with the parts not understood. */
export const describedMealSchema = foodAnalysisSchema.extend({
  foods: z.array(describedFoodSchema),
  unrecognised: z.array(unrecognisedPartSchema),
});
export type DescribedMeal = z.infer<typeof describedMealSchema>;

export const describeMealResponseSchema = z.object({
  success: z.boolean(),
  analysis: describedMealSchema,
  error: z.string().nullable(),
});

/** GET /api/food-analyzer: what this server's analyzer can do, the same for everyone. */
export const foodAnalyzerCapabilitiesSchema = z.object({
  /** A vision model is configured (AI_PROVIDER=openai): photos can be analysed. */
  photos: z.boolean(),
  /** Typed descriptions, answered from the food database: always. */
  descriptions: z.literal(true),
});
export type FoodAnalyzerCapabilities = z.infer<typeof foodAnalyzerCapabilitiesSchema>;
