import { describe, expect, it } from "vitest";
import type { FoodAnalysis } from "../../../shared/contracts/ai.js";
import { analysisHints } from "./analysis-hints.js";

const analysis = (overrides: Partial<FoodAnalysis> = {}): FoodAnalysis => ({
  foods: [{ name: "Apple", portion: "1 medium", calories: 95, proteins: 0, carbs: 25, fats: 0 }],
  totalCalories: 95,
  totalProteins: 0,
  totalCarbs: 25,
  totalFats: 0,
  benefits: [],
  concerns: [],
  ...overrides,
});

describe("analysisHints", () => {
  it("has nothing to say about a complete analysis", () => {
    expect(analysisHints(analysis())).toEqual([]);
  });

  it("names what is missing and suggests a clearer image", () => {
    const hints = analysisHints(analysis({ foods: [], totalCalories: 0, totalCarbs: 0 }));
    expect(hints[0]).toMatch(/No foods identified/);
    expect(hints.some((h) => /calories could not be determined/.test(h))).toBe(true);
    expect(hints.some((h) => /macros could not be determined/.test(h))).toBe(true);
    expect(hints.at(-1)).toMatch(/Try a clearer image/);
  });

  it("speaks of the description and suggests everyday names with amounts for a typed meal", () => {
    const hints = analysisHints(
      analysis({ foods: [], totalCalories: 0, totalProteins: 0, totalCarbs: 0 }),
      "description",
    );
    expect(hints[0]).toBe("No foods identified in this description.");
    expect(hints.at(-1)).toMatch(/^Try everyday names with amounts/);
    expect(hints.some((h) => /clearer image/.test(h))).toBe(false);
  });
});
