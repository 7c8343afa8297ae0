import type { Food } from "../../../shared/contracts/foods.js";
import type { PublicFood } from "../../../shared/contracts/public/foods.js";
import { NUTRIENT_KEYS, type Nutrients } from "../../../shared/domain/nutrients.js";
import type { FoodRow } from "../../db/schema/index.js";
import type { FoodWithPortions } from "./repository.js";

/** A food row's composition per 100 g, in the contract's words. */
export function per100Of(food: FoodRow): Nutrients {
  // A plain loop: Object.fromEntries over mapped pairs was the largest cost of answering foods.
  const per100 = {} as Record<string, number | null>;
  for (const key of NUTRIENT_KEYS) per100[key] = food[key];
  return per100 as Nutrients;
}

/**
 * A built-in food presented once per kept row (catalog-food-cache.ts hands out the same object
 * each time): it reads the same for every user, its owner being no one.
 */
const presentedCatalogFoods = new WeakMap<FoodWithPortions, Food>();

export function presentFood(row: FoodWithPortions, userId: number): Food {
  if (row.food.ownerUserId !== null) return presentRow(row, userId);
  let presented = presentedCatalogFoods.get(row);
  if (!presented) {
    presented = presentRow(row, userId);
    presentedCatalogFoods.set(row, presented);
  }
  return presented;
}

function presentRow({ food, portions }: FoodWithPortions, userId: number): Food {
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

/** The public API's food (shared/contracts/public/foods.ts): `per100g`, portions without ids, no source. */
export function publicFood(food: Food): PublicFood {
  return {
    id: food.id,
    name: food.name,
    kind: food.kind,
    category: food.category,
    basis: food.basis,
    per100g: food.per100,
    portions: food.portions.map(({ name, grams }) => ({ name, grams })),
    isOwn: food.isOwn,
  };
}
