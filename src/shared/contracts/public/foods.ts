import { z } from "zod";
import { MICRONUTRIENTS, type MicronutrientKey } from "../../domain/nutrients.js";
import { userText } from "../common.js";
import { foodKinds, foodMessages, MAX_SEARCH_TEXT, searchTextMaxMessage } from "../foods.js";
import type { OperationDoc } from "./common.js";

export const publicFoodSearchQuerySchema = z.object({
  q: userText(foodMessages.query)
    .trim()
    .min(1, foodMessages.query)
    .max(MAX_SEARCH_TEXT, searchTextMaxMessage)
    .describe("What to look for, e.g. 'banana'"),
  /** A query string: the one place where text becomes a number. */
  limit: z.coerce
    .number({ error: foodMessages.limit })
    .int(foodMessages.limit)
    .min(1, foodMessages.limit)
    .max(50, foodMessages.limit)
    .default(10)
    .describe("At most this many foods, 1 to 50; default 10"),
});
export type PublicFoodSearchQuery = z.infer<typeof publicFoodSearchQuerySchema>;

/** The micronutrients, by the same keys as everywhere (shared/domain/nutrients.ts), with their units. */
const micronutrientFields = Object.fromEntries(
  MICRONUTRIENTS.map(({ key, unit }) => [key, z.number().nullable().describe(`${unit}; null when not known`)]),
) as Record<MicronutrientKey, z.ZodNullable<z.ZodNumber>>;

export const publicFoodNutrientsSchema = z
  .object({
    calories: z.number().describe("kcal"),
    proteins: z.number().describe("grams"),
    carbs: z.number().describe("grams"),
    fats: z.number().describe("grams"),
    ...micronutrientFields,
  })
  .meta({ id: "FoodNutrients", description: "Nutrients per 100 g (per 100 ml when the basis is ml)" });

export const publicFoodSchema = z
  .object({
    id: z.number().int().describe("Use it as foodId to log a meal"),
    name: z.string(),
    kind: z.enum(foodKinds).describe("builtin (the database), custom or recipe (yours), barcode (a product)"),
    category: z.string().nullable(),
    basis: z.enum(["g", "ml"]).describe("Whether amounts are grams or millilitres"),
    per100g: publicFoodNutrientsSchema,
    portions: z
      .array(z.object({ name: z.string(), grams: z.number() }))
      .describe("Common portions and their weight, e.g. '1 medium' = 118 g"),
    isOwn: z.boolean().describe("One of your own foods or recipes"),
  })
  .meta({ id: "Food", description: "A food from the database or one of your own" });
export type PublicFood = z.infer<typeof publicFoodSchema>;
export const publicFoodListSchema = z.array(publicFoodSchema);

export const publicFoodOperations = {
  search: {
    operationId: "searchFoods",
    tag: "Foods",
    summary: "Search foods",
    description: "Foods by name, best match first; foods you have logged before rank higher.",
    scope: "read",
    example: {
      query: { q: "banana", limit: 1 },
      status: 200,
      response: [
        {
          id: 101,
          name: "Banana, raw",
          kind: "builtin",
          category: "Fruit",
          basis: "g",
          per100g: {
            calories: 89,
            proteins: 1.1,
            carbs: 22.8,
            fats: 0.3,
            ...Object.fromEntries(MICRONUTRIENTS.map(({ key }) => [key, null])),
            fiber: 2.6,
            potassium: 358,
            vitaminC: 8.7,
          },
          portions: [{ name: "1 medium", grams: 118 }],
          isOwn: false,
        },
      ],
    },
  },
} satisfies Record<string, OperationDoc>;
