import { expiringCache } from "./expiring-cache.js";
import type { FoodWithPortions } from "./repository.js";

export interface CatalogFoodCacheOptions {
  /** How long a food is kept: bounds how long an instance of an older release shows its numbers. */
  ttlMs?: number;
  /** At most this many foods (the built-in database is about 9,000); the oldest go first. */
  maxFoods?: number;
  now?: () => number;
}

/**
 * Built-in foods by id, kept in this process. Their rows change only when a release's catalog is
 * seeded at start, and are the same for every user and every instance, so recent foods need ask
 * PostgreSQL only which foods (not their forty columns and portions) each time. A user's own food
 * is never kept: its owner may edit it on any instance at any moment.
 */
export function catalogFoodCache({ ttlMs = 10 * 60_000, maxFoods = 10_000, now }: CatalogFoodCacheOptions = {}) {
  const foods = expiringCache<number, FoodWithPortions>({ ttlMs, maxEntries: maxFoods, now });
  return {
    get: (id: number): FoodWithPortions | undefined => foods.get(id),
    keep(food: FoodWithPortions): void {
      if (food.food.ownerUserId === null) foods.set(food.food.id, food);
    },
    get size(): number {
      return foods.size;
    },
  };
}

export type CatalogFoodCache = ReturnType<typeof catalogFoodCache>;
