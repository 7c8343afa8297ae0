import type { Food } from "../../../shared/contracts/foods.js";
import { NUTRIENT_KEYS, type Nutrients } from "../../../shared/domain/nutrients.js";
import type { FoodRow } from "../../db/schema/index.js";
import type { FoodWithPortions } from "./repository.js";

/** A food row's composition per 100 g, in the contract's words. */
export function per100Of(food: FoodRow): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, food[key]])) as Nutrients;
}

export function presentFood({ food, portions }: FoodWithPortions, userId: number): Food {
  return {
    id: food.id,
    name: food.name,
    kind: food.kind,
    category: food.category,
    basis: food.basis,
    per100: per100Of(food),
    portions: portions.map((p) => ({ id: p.id, name: p.name, grams: p.grams })),
    isOwn: food.ownerUserId === userId,
    barcode: food.barcode,
    servings: food.servings,
    source: food.source,
  };
}
