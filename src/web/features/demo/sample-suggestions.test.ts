import { describe, expect, it } from "vitest";
import { mealSuggestionSchema } from "../../../shared/contracts/ai.js";
import { sampleMealSuggestions } from "./sample-suggestions.js";

describe("the sample meal suggestions", () => {
  it("are valid suggestions, one per meal type, whose calories agree with their macros", () => {
    expect(sampleMealSuggestions.map((m) => m.mealType)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
    for (const meal of sampleMealSuggestions) {
      expect(mealSuggestionSchema.safeParse(meal).success).toBe(true);
      // 4 kcal per g of protein and carbs, 9 per g of fat (fibre counted in carbs, rounding aside).
      const fromMacros = meal.proteins * 4 + meal.carbs * 4 + meal.fats * 9;
      expect(Math.abs(fromMacros - meal.calories) / meal.calories).toBeLessThan(0.12);
    }
  });
});
