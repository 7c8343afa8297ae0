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
export function catalogFoodCache({
  ttlMs = 10 * 60_000,
  maxFoods = 10_000,
  now = Date.now,
}: CatalogFoodCacheOptions = {}) {
  const entries = new Map<number, { food: FoodWithPortions; until: number }>();
  return {
    get(id: number): FoodWithPortions | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(id);
        return undefined;
      }
      return entry.food;
    },
    keep(food: FoodWithPortions): void {
      if (food.food.ownerUserId !== null) return;
      entries.delete(food.food.id);
      if (entries.size >= maxFoods) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(food.food.id, { food, until: now() + ttlMs });
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type CatalogFoodCache = ReturnType<typeof catalogFoodCache>;
