import type { Food } from "../../shared/contracts/foods.js";
import { unknownMicronutrients } from "../../shared/domain/nutrients.js";

/** A food as GET /api/foods answers it, with the fields a test cares about. */
export function food(id: number, name: string, overrides: Partial<Food> = {}): Food {
  return {
    id,
    name,
    kind: "builtin",
    category: "fruit",
    basis: "g",
    per100: { ...unknownMicronutrients(), calories: 89, proteins: 1.1, carbs: 22.8, fats: 0.3, fiber: 2.6 },
    portions: [],
    isOwn: false,
    barcode: null,
    servings: null,
    source: "USDA SR28 #09040",
    ...overrides,
  };
}

export const banana = food(9040, "Banana, raw", {
  portions: [{ id: 1, name: "1 medium (118 g)", grams: 118 }],
});
export const bread = food(18069, "Bread, white", {
  category: "grains",
  per100: { ...unknownMicronutrients(), calories: 266, proteins: 7.6, carbs: 50.6, fats: 3.3, fiber: 2.4 },
});
export const blueberries = food(9050, "Blueberries, raw", {
  per100: { ...unknownMicronutrients(), calories: 57, proteins: 0.7, carbs: 14.5, fats: 0.3, fiber: 2.4 },
});
