import { z } from "zod";
import { mealTypeSchema } from "./meals.js";

export const foodMessages = {
  query: "Type at least one letter to search",
  name: "Food name is required",
  nameMax: "Food name must be at most 120 characters",
  grams: "Grams must be greater than 0",
  gramsMax: "Grams must be at most 5000",
  amount: "Amounts cannot be negative",
  referenceGrams: "The amount the values refer to must be greater than 0",
  servings: "Servings must be between 1 and 100",
  ingredients: "A recipe needs at least one ingredient",
  selfIngredient: "A recipe cannot contain itself",
  notFound: "Food not found",
  barcode: "A barcode is 8 to 14 digits",
  barcodeUnavailable: "Barcode lookup is unavailable: this server has no food database connection configured",
  barcodeNotFound: "No product found for this barcode",
} as const;

export const MAX_LOG_GRAMS = 5000;

const nonNegative = (max: number) =>
  z.coerce.number({ error: foodMessages.amount }).finite().min(0, foodMessages.amount).max(max, `At most ${max}`);

export const nutrientsPer100Schema = z.object({
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
});
export type NutrientsPer100 = z.infer<typeof nutrientsPer100Schema>;

export const portionSchema = z.object({ id: z.number().int().nullable(), name: z.string(), grams: z.number() });
export type Portion = z.infer<typeof portionSchema>;

export const foodKinds = ["builtin", "custom", "recipe", "barcode"] as const;

export const foodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(foodKinds),
  category: z.string().nullable(),
  basis: z.enum(["g", "ml"]),
  per100: nutrientsPer100Schema,
  portions: z.array(portionSchema),
  /** The caller's own food or recipe (editable), as opposed to the built-in database. */
  isOwn: z.boolean(),
  barcode: z.string().nullable(),
  servings: z.number().int().nullable(),
});
export type Food = z.infer<typeof foodSchema>;
export const foodListSchema = z.array(foodSchema);

export const foodSearchQuerySchema = z.object({
  q: z.string({ error: foodMessages.query }).trim().min(1, foodMessages.query).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const recentFoodsSchema = z.object({ recent: foodListSchema, frequent: foodListSchema });

const gramsSchema = z.coerce
  .number({ error: foodMessages.grams })
  .finite(foodMessages.grams)
  .gt(0, foodMessages.grams)
  .max(MAX_LOG_GRAMS, foodMessages.gramsMax);

/** A user's own food: values for `referenceGrams` grams (100 for "per 100 g", or one portion). */
export const createFoodSchema = z.object({
  name: z.string({ error: foodMessages.name }).trim().min(1, foodMessages.name).max(120, foodMessages.nameMax),
  basis: z.enum(["g", "ml"]).default("g"),
  referenceGrams: z.coerce
    .number()
    .finite()
    .gt(0, foodMessages.referenceGrams)
    .max(MAX_LOG_GRAMS, foodMessages.gramsMax),
  portionName: z.string().trim().max(80).optional(),
  kcal: nonNegative(20_000),
  protein: nonNegative(MAX_LOG_GRAMS),
  carbs: nonNegative(MAX_LOG_GRAMS),
  fat: nonNegative(MAX_LOG_GRAMS),
  fiber: nonNegative(MAX_LOG_GRAMS).default(0),
});
export type CreateFoodRequest = z.infer<typeof createFoodSchema>;

export const createRecipeSchema = z.object({
  name: z.string({ error: foodMessages.name }).trim().min(1, foodMessages.name).max(120, foodMessages.nameMax),
  servings: z.coerce.number().int(foodMessages.servings).min(1, foodMessages.servings).max(100, foodMessages.servings),
  ingredients: z
    .array(z.object({ foodId: z.number().int().positive(), grams: gramsSchema }), { error: foodMessages.ingredients })
    .min(1, foodMessages.ingredients)
    .max(50, "A recipe can have at most 50 ingredients"),
});
export type CreateRecipeRequest = z.infer<typeof createRecipeSchema>;

/** Logging a meal from a food: grams directly, or a number of a named portion. */
export const logFoodSchema = z.object({
  foodId: z.number().int().positive(),
  grams: gramsSchema,
  mealType: mealTypeSchema,
  timestamp: z.iso.datetime({ offset: true, error: "Timestamp must be a valid date and time" }).optional(),
  portionLabel: z.string().trim().max(80).optional(),
});
export type LogFoodRequest = z.infer<typeof logFoodSchema>;

export const barcodeParamsSchema = z.object({ code: z.string().regex(/^\d{8,14}$/, foodMessages.barcode) });
