import type { FoodWithPortions } from "./food-rows-sql.js";
import { versionedCache } from "./versioned-cache.js";

/**
 * Built-in and barcode foods by id, kept in this process for the current catalog version (see
 * versioned-cache.ts), so recent foods need ask PostgreSQL only which foods (not their forty
 * columns and portions) each time. A user's own food is never kept: its owner may edit it on any
 * instance at any moment, and it does not move the catalog version.
 */
export function catalogFoodCache(maxFoods = 10_000) {
  const foods = versionedCache<number, FoodWithPortions>(maxFoods);
  return {
    get: (version: number, id: number): FoodWithPortions | undefined => foods.get(version, id),
    keep(version: number, food: FoodWithPortions): void {
      if (food.food.ownerUserId === null) foods.set(version, food.food.id, food);
    },
    get size(): number {
      return foods.size;
    },
  };
}

export type CatalogFoodCache = ReturnType<typeof catalogFoodCache>;
