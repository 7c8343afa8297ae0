import { z } from "zod";
import { FOOD_CATEGORIES } from "../domain/food-categories.js";
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from "../domain/nutrients.js";
import { msg } from "../i18n/msg.js";
import { jsonNumber, userText } from "./common.js";
import { mealTypeSchema } from "./meals.js";
import { micronutrientsSchema } from "./nutrients.js";

export const foodMessages = {
  query: msg("Type at least one letter to search"),
  name: msg("Food name is required"),
  nameMax: msg("Food name must be at most 120 characters"),
  grams: msg("Grams must be greater than 0"),
  gramsMax: msg("Grams must be at most 5000"),
  amount: msg("Amounts cannot be negative"),
  referenceGrams: msg("The amount the values refer to must be greater than 0"),
  servings: msg("Servings must be between 1 and 100"),
  ingredients: msg("A recipe needs at least one ingredient"),
  selfIngredient: msg("A recipe cannot contain itself"),
  notFound: msg("Food not found"),
  barcode: msg("A barcode is 8 to 14 digits"),
  barcodeUnavailable: msg("Barcode lookup is unavailable: this server has no food database connection configured"),
  barcodeNotFound: msg("No product found for this barcode"),
  limit: msg("limit must be a whole number from 1 to 50"),
  category: msg("Unknown food group"),
} as const;

export const MAX_LOG_GRAMS = 5000;

/** The longest name a user's own food or recipe may have. */
export const MAX_OWN_FOOD_NAME = 120;

/**
 * The longest text a food search takes: as long as a meal's food text (200), so any name a food
 * has in this app (own foods 120, the built-in database's longest 134) can be searched for. It
 * was 100, and picking an own food with a longer name put it in the search box, which answered 400.
 */
export const MAX_SEARCH_TEXT = 200;
export const searchTextMaxMessage = `Search text must be at most ${MAX_SEARCH_TEXT} characters`;

/** An amount in a JSON body: a JSON number (null, "" and true are not numbers), 0..max, with its field's name. */
const amountSchema = (label: string, max: number, plural = false) =>
  jsonNumber(label, { plural }).min(0, foodMessages.amount).max(max, `${label} must be at most ${max}`);

/** A food's composition per 100 g (100 ml): the meal words for the macronutrients, then the micronutrients. */
export const nutrientsPer100Schema = z.object({
  calories: z.number(),
  proteins: z.number(),
  carbs: z.number(),
  fats: z.number(),
  ...micronutrientsSchema.shape,
});
export type NutrientsPer100 = z.infer<typeof nutrientsPer100Schema>;

export const portionSchema = z.object({ id: z.number().int().nullable(), name: z.string(), grams: z.number() });
export type Portion = z.infer<typeof portionSchema>;

export const foodKinds = ["builtin", "custom", "recipe", "barcode"] as const;

export const foodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(foodKinds),
  /** The food group (shared/domain/food-categories.ts); null for a user's own food. */
  category: z.string().nullable(),
  basis: z.enum(["g", "ml"]),
  per100: nutrientsPer100Schema,
  portions: z.array(portionSchema),
  /** The caller's own food or recipe (editable), as opposed to the built-in database. */
  isOwn: z.boolean(),
  barcode: z.string().nullable(),
  servings: z.number().int().nullable(),
  /** Where the numbers come from ('USDA SR28 #09200'); null for a user's own food. */
  source: z.string().nullable(),
});
export type Food = z.infer<typeof foodSchema>;
export const foodListSchema = z.array(foodSchema);

export const foodSearchQuerySchema = z.object({
  q: userText(foodMessages.query).trim().min(1, foodMessages.query).max(MAX_SEARCH_TEXT, searchTextMaxMessage),
  /** A query string: the one place where text becomes a number. */
  limit: z.coerce
    .number({ error: foodMessages.limit })
    .int(foodMessages.limit)
    .min(1, foodMessages.limit)
    .max(50, foodMessages.limit)
    .default(20),
  /** Only foods of this food group. */
  category: z.enum(FOOD_CATEGORIES, { error: foodMessages.category }).optional(),
});
export type FoodSearchQuery = z.infer<typeof foodSearchQuerySchema>;

export const recentFoodsSchema = z.object({ recent: foodListSchema, frequent: foodListSchema });

const gramsSchema = jsonNumber("Grams", { plural: true })
  .gt(0, foodMessages.grams)
  .max(MAX_LOG_GRAMS, foodMessages.gramsMax);

/** A user's own food: values for `referenceGrams` grams (100 for "per 100 g", or one portion). */
export const createFoodSchema = z.object({
  name: userText(foodMessages.name).trim().min(1, foodMessages.name).max(MAX_OWN_FOOD_NAME, foodMessages.nameMax),
  basis: z.enum(["g", "ml"]).default("g"),
  referenceGrams: jsonNumber(msg("The amount the values refer to"))
    .gt(0, foodMessages.referenceGrams)
    .max(MAX_LOG_GRAMS, foodMessages.gramsMax),
  portionName: userText().trim().max(80, msg("Portion name must be at most 80 characters")).optional(),
  calories: amountSchema("Calories", 20_000, true),
  proteins: amountSchema("Proteins", MAX_LOG_GRAMS, true),
  carbs: amountSchema("Carbs", MAX_LOG_GRAMS, true),
  fats: amountSchema("Fats", MAX_LOG_GRAMS, true),
  /** Optional micronutrients for the same amount; left out means not given (never 0). */
  ...(Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, amountSchema(key, 100_000).nullish()])) as Record<
    MicronutrientKey,
    z.ZodOptional<z.ZodNullable<ReturnType<typeof amountSchema>>>
  >),
});
export type CreateFoodRequest = z.infer<typeof createFoodSchema>;

export const createRecipeSchema = z.object({
  name: userText(foodMessages.name).trim().min(1, foodMessages.name).max(MAX_OWN_FOOD_NAME, foodMessages.nameMax),
  servings: jsonNumber("Servings", { plural: true })
    .int(foodMessages.servings)
    .min(1, foodMessages.servings)
    .max(100, foodMessages.servings),
  ingredients: z
    .array(z.object({ foodId: jsonNumber("foodId").int().positive(), grams: gramsSchema }), {
      error: foodMessages.ingredients,
    })
    .min(1, foodMessages.ingredients)
    .max(50, msg("A recipe can have at most 50 ingredients")),
});
export type CreateRecipeRequest = z.infer<typeof createRecipeSchema>;

/** Logging a meal from a food: grams directly, or a number of a named portion. */
export const logFoodSchema = z.object({
  foodId: jsonNumber("foodId").int().positive(),
  grams: gramsSchema,
  mealType: mealTypeSchema,
  timestamp: z.iso.datetime({ offset: true, error: msg("Timestamp must be a valid date and time") }).optional(),
  portionLabel: userText().trim().max(80, msg("Portion label must be at most 80 characters")).optional(),
});
export type LogFoodRequest = z.infer<typeof logFoodSchema>;

export const barcodeParamsSchema = z.object({ code: z.string().regex(/^\d{8,14}$/, foodMessages.barcode) });
