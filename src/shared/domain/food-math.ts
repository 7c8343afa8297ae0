import {
  MACRONUTRIENT_KEYS,
  MICRONUTRIENT_KEYS,
  type Micronutrients,
  type Nutrients,
  roundMicronutrient,
} from "./nutrients.js";

/** What a meal stores: the four macronutrients as whole numbers (spec core 5), micronutrients to two decimals. */
export type MealNumbers = Nutrients;

/** What `grams` of a food holds, rounded as meals store it; an unknown micronutrient stays unknown. */
export function nutrientsFor(per100: Nutrients, grams: number): MealNumbers {
  const f = grams / 100;
  const numbers = {} as Record<string, number | null>;
  for (const key of MACRONUTRIENT_KEYS) numbers[key] = Math.round(per100[key] * f);
  for (const key of MICRONUTRIENT_KEYS) {
    const value = per100[key];
    numbers[key] = value === null ? null : roundMicronutrient(value * f);
  }
  return numbers as MealNumbers;
}

/** Values given for `referenceGrams` grams, scaled to 100 g (one decimal; micronutrients two). */
export function toPer100(values: Nutrients, referenceGrams: number): Nutrients {
  const f = 100 / referenceGrams;
  const scaled = {} as Record<string, number | null>;
  for (const key of MACRONUTRIENT_KEYS) scaled[key] = Math.round(values[key] * f * 10) / 10;
  for (const key of MICRONUTRIENT_KEYS) {
    const value = values[key];
    scaled[key] = value === null ? null : roundMicronutrient(value * f);
  }
  return scaled as Nutrients;
}

/**
 * A recipe's composition per 100 g from its ingredients (each per 100 g, with grams used). A
 * micronutrient is known only when every ingredient knows it: a partial sum would look complete.
 */
export function recipePer100(ingredients: { per100: Nutrients; grams: number }[]): {
  per100: Nutrients;
  totalGrams: number;
} {
  const totalGrams = ingredients.reduce((sum, i) => sum + i.grams, 0);
  const total = {} as Record<string, number | null>;
  for (const key of MACRONUTRIENT_KEYS) {
    total[key] = ingredients.reduce((acc, i) => acc + (i.per100[key] * i.grams) / 100, 0);
  }
  for (const key of MICRONUTRIENT_KEYS) {
    total[key] = ingredients.some((i) => i.per100[key] === null)
      ? null
      : ingredients.reduce((acc, i) => acc + ((i.per100[key] ?? 0) * i.grams) / 100, 0);
  }
  return { per100: toPer100(total as Nutrients, totalGrams), totalGrams };
}

/** The micronutrients of a composition, as a separate record (meals keep them apart from the four numbers). */
export function micronutrientsOf(values: Micronutrients): Micronutrients {
  return Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, values[key]])) as Micronutrients;
}
