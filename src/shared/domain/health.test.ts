import { describe, expect, it } from "vitest";
import { activityMultipliers, bmi, bmiCategory, bmr, healthFigures, tdee } from "./health.js";

describe("BMI", () => {
  it("is kg / m² with one decimal", () => {
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(70, 170)).toBe(24.2);
    expect(bmi(100, 180)).toBe(30.9);
  });

  it("falls into the spec's categories at their edges", () => {
    expect(bmiCategory(18.4)).toBe("Underweight");
    expect(bmiCategory(18.5)).toBe("Normal");
    expect(bmiCategory(24.9)).toBe("Normal");
    expect(bmiCategory(25)).toBe("Overweight");
    expect(bmiCategory(29.9)).toBe("Overweight");
    expect(bmiCategory(30)).toBe("Obese");
  });
});

describe("Harris-Benedict", () => {
  it("uses the male formula for men and the other formula otherwise", () => {
    expect(bmr({ gender: "male", weight: 70, height: 170, age: 30 })).toBeCloseTo(1671.672, 6);
    expect(bmr({ gender: "female", weight: 60, height: 165, age: 25 })).toBeCloseTo(1405.333, 6);
    expect(bmr({ gender: "other", weight: 60, height: 165, age: 25 })).toBeCloseTo(1405.333, 6);
  });

  it("multiplies by the activity level", () => {
    expect(activityMultipliers).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      active: 1.725,
      very_active: 1.9,
    });
    expect(tdee({ gender: "male", weight: 70, height: 170, age: 30 }, "moderate")).toBeCloseTo(1671.672 * 1.55, 6);
    expect(healthFigures({ gender: "male", weight: 70, height: 170, age: 30, activityLevel: "very_active" })).toEqual({
      bmi: 24.2,
      bmiCategory: "Normal",
      bmr: 1672,
      dailyEnergy: Math.round(1671.672 * 1.9),
    });
  });
});
