import type { Food } from "../../../shared/contracts/foods.js";
import { type MealNumbers, nutrientsFor, recipePer100 } from "../../../shared/domain/food-math.js";

export interface IngredientRow {
  /** Stable across edits and removals (a React key). */
  uid: number;
  food: Food;
  /** The grams input's text. */
  grams: string;
}

const parse = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The request body's shape before createRecipeSchema validates it. */
export function toRecipeInput(name: string, servings: string, rows: IngredientRow[]) {
  return {
    name,
    servings: servings.trim() === "" ? undefined : Number(servings),
    ingredients: rows.map((row) => ({ foodId: row.food.id, grams: parse(row.grams) })),
  };
}

/**
 * What one serving will hold, computed as the server does: the recipe per 100 g (one decimal), a
 * serving's grams (one decimal), then nutrientsFor. Null until the servings and every amount are valid.
 */
export function perServing(servings: string, rows: IngredientRow[]): { grams: number; numbers: MealNumbers } | null {
  const count = Number(servings);
  if (!Number.isInteger(count) || count < 1 || rows.length === 0) return null;
  const ingredients = rows.map((row) => ({ per100: row.food.per100, grams: parse(row.grams) }));
  if (ingredients.some((i) => !Number.isFinite(i.grams) || i.grams <= 0)) return null;
  const { per100, totalGrams } = recipePer100(ingredients);
  const grams = Math.round((totalGrams / count) * 10) / 10;
  return { grams, numbers: nutrientsFor(per100, grams) };
}

/** A new ingredient starts at one of its first portion, else 100 g. */
let nextUid = 0;
export function ingredientOf(food: Food): IngredientRow {
  nextUid += 1;
  return { uid: nextUid, food, grams: String(food.portions[0]?.grams ?? 100) };
}
