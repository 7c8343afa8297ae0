import type { NutrientsPer100 } from "../contracts/foods.js";

export interface MealNumbers {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  fiber: number;
}

/** What `grams` of a food holds, rounded to whole numbers as meals store them. */
export function nutrientsFor(per100: NutrientsPer100, grams: number): MealNumbers {
  const f = grams / 100;
  return {
    calories: Math.round(per100.kcal * f),
    proteins: Math.round(per100.protein * f),
    carbs: Math.round(per100.carbs * f),
    fats: Math.round(per100.fat * f),
    fiber: Math.round(per100.fiber * f),
  };
}

/** Values given for `referenceGrams` grams, scaled to 100 g (one decimal). */
export function toPer100(values: NutrientsPer100, referenceGrams: number): NutrientsPer100 {
  const f = 100 / referenceGrams;
  const r = (n: number) => Math.round(n * f * 10) / 10;
  return {
    kcal: r(values.kcal),
    protein: r(values.protein),
    carbs: r(values.carbs),
    fat: r(values.fat),
    fiber: r(values.fiber),
  };
}

/** A recipe's composition per 100 g from its ingredients (each per 100 g, with grams used). */
export function recipePer100(ingredients: { per100: NutrientsPer100; grams: number }[]): {
  per100: NutrientsPer100;
  totalGrams: number;
} {
  const totalGrams = ingredients.reduce((sum, i) => sum + i.grams, 0);
  const sum = (key: keyof NutrientsPer100) => ingredients.reduce((acc, i) => acc + (i.per100[key] * i.grams) / 100, 0);
  const total = {
    kcal: sum("kcal"),
    protein: sum("protein"),
    carbs: sum("carbs"),
    fat: sum("fat"),
    fiber: sum("fiber"),
  };
  return { per100: toPer100(total, totalGrams), totalGrams };
}
