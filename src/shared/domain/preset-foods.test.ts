import { describe, expect, it } from "vitest";
import { KCAL_PER_GRAM } from "./macros.js";
import { presetFoods } from "./preset-foods.js";

describe("preset foods", () => {
  it("lists 20 foods with unique ids and names, including the two the spec gives", () => {
    expect(presetFoods).toHaveLength(20);
    expect(new Set(presetFoods.map((food) => food.id)).size).toBe(20);
    expect(new Set(presetFoods.map((food) => food.name)).size).toBe(20);
    expect(presetFoods.find((food) => food.id === "greek-yogurt")).toMatchObject({
      portion: "150 g",
      calories: 145,
      proteins: 15,
      carbs: 6,
      fats: 5,
    });
    expect(presetFoods.find((food) => food.id === "chicken-breast")).toMatchObject({
      portion: "100 g",
      calories: 165,
      proteins: 31,
      carbs: 0,
      fats: 4,
    });
  });

  it("has whole, non-negative amounts whose energy agrees with 4/4/9 Atwater factors within 20 %", () => {
    for (const food of presetFoods) {
      for (const value of [food.calories, food.proteins, food.carbs, food.fats]) {
        expect(Number.isInteger(value) && value >= 0, food.id).toBe(true);
      }
      const atwater =
        food.proteins * KCAL_PER_GRAM.protein + food.carbs * KCAL_PER_GRAM.carbs + food.fats * KCAL_PER_GRAM.fat;
      expect(Math.abs(atwater - food.calories) / food.calories, food.id).toBeLessThanOrEqual(0.2);
    }
  });
});
