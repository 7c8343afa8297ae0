import { z } from "zod";
import { createRecipeSchema, type Food } from "../../../shared/contracts/foods.js";
import { type MealNumbers, nutrientsFor, recipePer100 } from "../../../shared/domain/food-math.js";
import { formSchema, numberFromText } from "../../lib/forms.js";

/** An ingredient as the recipe form holds it: the food and its grams input's text. */
export interface IngredientRow {
  food: Food;
  grams: string;
}

const recipeFormFields = z.object({
  name: z.string(),
  /** The servings input's text. */
  servings: z.string(),
  ingredients: z.array(z.object({ food: z.custom<Food>(), grams: z.string() })),
});
export type RecipeFormValues = z.input<typeof recipeFormFields>;

/** An empty amount is not a number ('Grams must be a number'), as the form has always said. */
const gramsOf = (row: IngredientRow) => numberFromText(row.grams) ?? Number.NaN;

/** The request body's shape before createRecipeSchema validates it. */
export function toRecipeInput({ name, servings, ingredients }: RecipeFormValues) {
  return {
    name,
    servings: numberFromText(servings),
    ingredients: ingredients.map((row) => ({ foodId: row.food.id, grams: gramsOf(row) })),
  };
}

/** The shared createRecipeSchema; its issues name `ingredients.<n>.grams`, the rows' fields. */
export const recipeFormSchema = formSchema(recipeFormFields, toRecipeInput, createRecipeSchema);

export const emptyRecipeForm = (): RecipeFormValues => ({ name: "", servings: "2", ingredients: [] });

/**
 * What one serving will hold, computed as the server does: the recipe per 100 g (one decimal), a
 * serving's grams (one decimal), then nutrientsFor. Null until the servings and every amount are valid.
 */
export function perServing(servings: string, rows: IngredientRow[]): { grams: number; numbers: MealNumbers } | null {
  const count = Number(servings);
  if (!Number.isInteger(count) || count < 1 || rows.length === 0) return null;
  const ingredients = rows.map((row) => ({ per100: row.food.per100, grams: gramsOf(row) }));
  if (ingredients.some((i) => !Number.isFinite(i.grams) || i.grams <= 0)) return null;
  const { per100, totalGrams } = recipePer100(ingredients);
  const grams = Math.round((totalGrams / count) * 10) / 10;
  return { grams, numbers: nutrientsFor(per100, grams) };
}

/** A new ingredient starts at one of its first portion, else 100 g. */
export function ingredientOf(food: Food): IngredientRow {
  return { food, grams: String(food.portions[0]?.grams ?? 100) };
}
