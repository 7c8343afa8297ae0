import { describe, expect, it } from "vitest";
import type { FoodPortionRow, FoodRow } from "../../db/schema/index.js";
import { catalogFoodCache } from "./catalog-food-cache.js";
import type { FoodWithPortions } from "./repository.js";

const food = (id: number, ownerUserId: number | null): FoodWithPortions => ({
  food: { id, ownerUserId, name: `Food ${id}` } as FoodRow,
  portions: [] as FoodPortionRow[],
});

describe("catalogFoodCache", () => {
  it("keeps a built-in food for its lifetime, then asks again", () => {
    let now = 0;
    const cache = catalogFoodCache({ ttlMs: 1000, now: () => now });
    cache.keep(food(1, null));
    now = 999;
    expect(cache.get(1)?.food.name).toBe("Food 1");
    now = 1000;
    expect(cache.get(1)).toBeUndefined();
  });

  it("never keeps a user's own food", () => {
    const cache = catalogFoodCache();
    cache.keep(food(2, 7));
    expect(cache.get(2)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("holds at most maxFoods, dropping the oldest", () => {
    const cache = catalogFoodCache({ maxFoods: 2 });
    for (const id of [1, 2, 3]) cache.keep(food(id, null));
    expect(cache.size).toBe(2);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(3)?.food.id).toBe(3);
  });
});
