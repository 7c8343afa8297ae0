import { describe, expect, it } from "vitest";
import { macroCalories, macroGrams, macroSplits } from "./macros.js";

describe("macro splits", () => {
  it("has the spec's percentages, each summing to 100", () => {
    expect(macroSplits.maintenance).toEqual({ protein: 30, carbs: 40, fat: 30 });
    expect(macroSplits.weightloss).toEqual({ protein: 40, carbs: 30, fat: 30 });
    expect(macroSplits.muscle_gain).toEqual({ protein: 35, carbs: 45, fat: 20 });
    expect(macroSplits.keto).toEqual({ protein: 25, carbs: 5, fat: 70 });
    for (const split of Object.values(macroSplits)) expect(split.protein + split.carbs + split.fat).toBe(100);
  });

  it("turns kcal into grams at 4/4/9 kcal per gram", () => {
    expect(macroGrams(2000, macroSplits.maintenance)).toEqual({ proteins: 150, carbs: 200, fats: 67 });
    expect(macroGrams(1800, macroSplits.keto)).toEqual({ proteins: 113, carbs: 23, fats: 140 });
    expect(macroCalories({ proteins: 10, carbs: 10, fats: 10 })).toEqual({ proteins: 40, carbs: 40, fats: 90 });
  });
});
