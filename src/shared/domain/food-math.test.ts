import { describe, expect, it } from "vitest";
import { nutrientsFor, recipePer100, toPer100 } from "./food-math.js";

const banana = { kcal: 89, protein: 1.1, carbs: 22.8, fat: 0.3, fiber: 2.6 };

describe("food maths", () => {
  it("scales per-100 values to grams and rounds like a meal", () => {
    expect(nutrientsFor(banana, 118)).toEqual({ calories: 105, proteins: 1, carbs: 27, fats: 0, fiber: 3 });
    expect(nutrientsFor(banana, 0.5).calories).toBe(0);
  });

  it("turns per-portion values into per-100 values", () => {
    expect(toPer100({ kcal: 145, protein: 15, carbs: 6, fat: 5, fiber: 0 }, 150)).toEqual({
      kcal: 96.7,
      protein: 10,
      carbs: 4,
      fat: 3.3,
      fiber: 0,
    });
  });

  it("computes a recipe per 100 g from its ingredients", () => {
    const oil = { kcal: 884, protein: 0, carbs: 0, fat: 100, fiber: 0 };
    const pasta = { kcal: 158, protein: 5.8, carbs: 30.9, fat: 0.9, fiber: 1.8 };
    const { per100, totalGrams } = recipePer100([
      { per100: pasta, grams: 190 },
      { per100: oil, grams: 10 },
    ]);
    expect(totalGrams).toBe(200);
    // (158*1.9 + 884*0.1) / 2 = 194.3 kcal per 100 g
    expect(per100.kcal).toBeCloseTo(194.3, 1);
    expect(per100.fat).toBeCloseTo((0.9 * 1.9 + 10) / 2, 1);
  });
});
