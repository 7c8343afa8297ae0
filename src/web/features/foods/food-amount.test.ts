import { describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { nutrientsFor } from "../../../shared/domain/food-math.js";
import { unknownMicronutrients } from "../../../shared/domain/nutrients.js";
import { defaultMealType, gramsOf, initialAmount, kcalSummary, portionLabelOf, withUnit } from "./food-amount.js";

const banana: Food = {
  id: 1,
  name: "Banana, raw",
  kind: "builtin",
  category: "fruit",
  basis: "g",
  per100: { ...unknownMicronutrients(), calories: 89, proteins: 1.1, carbs: 22.8, fats: 0.3, fiber: 2.6 },
  portions: [
    { id: 1, name: "1 medium banana", grams: 118 },
    { id: 2, name: "1 cup sliced", grams: 150 },
  ],
  isOwn: false,
  barcode: null,
  servings: null,
  source: "Macrowise catalog",
};
const milk: Food = { ...banana, id: 2, name: "Milk", basis: "ml", portions: [] };

describe("amounts of a food", () => {
  it("starts at one first portion, or 100 g without portions", () => {
    expect(gramsOf(banana, initialAmount(banana))).toBe(118);
    expect(portionLabelOf(banana, initialAmount(banana))).toBe("1 medium banana");
    expect(gramsOf(milk, initialAmount(milk))).toBe(100);
    expect(portionLabelOf(milk, initialAmount(milk))).toBeUndefined();
  });

  it("multiplies portions and labels them '2 × 1 slice'", () => {
    const amount = { unit: 1, quantity: "1.5", grams: "" } as const;
    expect(gramsOf(banana, amount)).toBe(225);
    expect(portionLabelOf(banana, amount)).toBe("1.5 × 1 cup sliced");
    expect(gramsOf(banana, { ...amount, quantity: "" })).toBeNaN();
  });

  it("keeps the amount when switching to grams, and starts at one portion when switching back", () => {
    const grams = withUnit(banana, { unit: 0, quantity: "2", grams: "" }, "grams");
    expect(grams).toMatchObject({ unit: "grams", grams: "236" });
    expect(portionLabelOf(banana, grams)).toBeUndefined();
    expect(withUnit(banana, grams, 1)).toMatchObject({ unit: 1, quantity: "1" });
  });

  it("summarises calories per first portion or per 100", () => {
    expect(kcalSummary(banana)).toBe(`${nutrientsFor(banana.per100, 118).calories} kcal · 1 medium banana`);
    expect(kcalSummary(milk)).toBe("89 kcal / 100 ml");
  });

  it("defaults the meal type by the local time of day", () => {
    const at = (h: number, m: number) => new Date(2026, 10, 16, h, m);
    expect(defaultMealType(at(7, 0))).toBe("breakfast");
    expect(defaultMealType(at(10, 29))).toBe("breakfast");
    expect(defaultMealType(at(10, 30))).toBe("lunch");
    expect(defaultMealType(at(14, 59))).toBe("lunch");
    expect(defaultMealType(at(15, 0))).toBe("snack");
    expect(defaultMealType(at(18, 0))).toBe("dinner");
    expect(defaultMealType(at(23, 30))).toBe("dinner");
    expect(defaultMealType(at(0, 30))).toBe("breakfast");
  });
});
