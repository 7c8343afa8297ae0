import type { Food } from "../../../shared/contracts/foods.js";
import type { FoodWithPortions } from "./repository.js";

export function presentFood({ food, portions }: FoodWithPortions, userId: number): Food {
  return {
    id: food.id,
    name: food.name,
    kind: food.kind,
    category: food.category,
    basis: food.basis,
    per100: { kcal: food.kcal, protein: food.protein, carbs: food.carbs, fat: food.fat, fiber: food.fiber },
    portions: portions.map((p) => ({ id: p.id, name: p.name, grams: p.grams })),
    isOwn: food.ownerUserId === userId,
    barcode: food.barcode,
    servings: food.servings,
  };
}
