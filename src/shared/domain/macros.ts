/** Macro splits (spec core 9): shares of daily kcal; 4 kcal per g of protein and carbs, 9 per g of fat. */

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

export interface MacroSplit {
  protein: number;
  carbs: number;
  fat: number;
}

export const macroSplits = {
  maintenance: { protein: 30, carbs: 40, fat: 30 },
  weightloss: { protein: 40, carbs: 30, fat: 30 },
  muscle_gain: { protein: 35, carbs: 45, fat: 20 },
  keto: { protein: 25, carbs: 5, fat: 70 },
} as const satisfies Record<string, MacroSplit>;

export type MacroSplitName = keyof typeof macroSplits;

/** Grams per day of each macro for a kcal target and a split, rounded to whole grams. */
export function macroGrams(calories: number, split: MacroSplit) {
  return {
    proteins: Math.round((calories * split.protein) / 100 / KCAL_PER_GRAM.protein),
    carbs: Math.round((calories * split.carbs) / 100 / KCAL_PER_GRAM.carbs),
    fats: Math.round((calories * split.fat) / 100 / KCAL_PER_GRAM.fat),
  };
}

/** kcal that the grams of each macro carry. */
export function macroCalories(grams: { proteins: number; carbs: number; fats: number }) {
  return {
    proteins: grams.proteins * KCAL_PER_GRAM.protein,
    carbs: grams.carbs * KCAL_PER_GRAM.carbs,
    fats: grams.fats * KCAL_PER_GRAM.fat,
  };
}
