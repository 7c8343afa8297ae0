import { describe, expect, it } from "vitest";
import { type Food, foodMessages } from "../../../shared/contracts/foods.js";
import { nutrientsFor, recipePer100 } from "../../../shared/domain/food-math.js";
import { type MicronutrientKey, type Nutrients, unknownMicronutrients } from "../../../shared/domain/nutrients.js";
import { ingredientOf, perServing, recipeFormSchema } from "./recipe-values.js";

const food = (
  id: number,
  macros: Omit<Nutrients, MicronutrientKey> & { fiber: number },
  portionGrams?: number,
): Food => ({
  id,
  name: `food ${id}`,
  kind: "builtin",
  category: null,
  basis: "g",
  per100: { ...unknownMicronutrients(), ...macros },
  portions: portionGrams ? [{ id, name: "1 portion", grams: portionGrams }] : [],
  isOwn: false,
  barcode: null,
  servings: null,
  source: null,
});

const oats = food(1, { calories: 379, proteins: 13.2, carbs: 67.7, fats: 6.5, fiber: 10.1 }, 40);
const milk = food(2, { calories: 61, proteins: 3.2, carbs: 4.8, fats: 3.3, fiber: 0 });

describe("a recipe's serving", () => {
  it("is computed as the server stores it (per 100 g to one decimal, serving grams to one decimal)", () => {
    const rows = [
      { ...ingredientOf(oats), grams: "80" },
      { ...ingredientOf(milk), grams: "250" },
    ];
    const { per100, totalGrams } = recipePer100([
      { per100: oats.per100, grams: 80 },
      { per100: milk.per100, grams: 250 },
    ]);
    const grams = Math.round((totalGrams / 3) * 10) / 10;
    expect(perServing("3", rows)).toEqual({ grams, numbers: nutrientsFor(per100, grams) });
  });

  it("starts an ingredient at its first portion, else 100 g", () => {
    expect([ingredientOf(oats).grams, ingredientOf(milk).grams]).toEqual(["40", "100"]);
  });

  it("has no serving, and the shared messages, for bad input", () => {
    const rows = [{ ...ingredientOf(oats), grams: "-5" }];
    expect(perServing("0", [ingredientOf(oats)])).toBeNull();
    expect(perServing("2", rows)).toBeNull();
    const result = recipeFormSchema.safeParse({ name: "Soup", servings: "0", ingredients: rows });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["servings", foodMessages.servings],
      ["ingredients.0.grams", foodMessages.grams],
    ]);
    expect(recipeFormSchema.safeParse({ name: "Soup", servings: "2", ingredients: [] }).error?.issues[0]?.message).toBe(
      foodMessages.ingredients,
    );
    const emptyAmount = { name: "Soup", servings: "", ingredients: [{ ...ingredientOf(oats), grams: "" }] };
    expect(recipeFormSchema.safeParse(emptyAmount).error?.issues.map((i) => i.message)).toEqual([
      "Servings are required",
      "Grams must be a number",
    ]);
  });
});
