import { describe, expect, it } from "vitest";
import type { FoodPortionRow, FoodRow } from "../../db/schema/index.js";
import { catalogFoodCache } from "./catalog-food-cache.js";
import type { FoodWithPortions } from "./repository.js";

const food = (id: number, ownerUserId: number | null): FoodWithPortions => ({
  food: { id, ownerUserId, name: `Food ${id}` } as FoodRow,
  portions: [] as FoodPortionRow[],
});

describe("catalogFoodCache", () => {
  it("keeps a shared food while the catalog version stays, and forgets it at the next", () => {
    const cache = catalogFoodCache();
    cache.keep(4, food(1, null));
    expect(cache.get(4, 1)?.food.name).toBe("Food 1");
    expect(cache.get(5, 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("answers a request that read an older version with nothing", () => {
    const cache = catalogFoodCache();
    cache.keep(5, food(1, null));
    expect(cache.get(4, 1)).toBeUndefined();
    cache.keep(4, food(2, null));
    expect(cache.get(5, 2)).toBeUndefined();
    expect(cache.get(5, 1)?.food.id).toBe(1);
  });

  it("never keeps a user's own food", () => {
    const cache = catalogFoodCache();
    cache.keep(1, food(2, 7));
    expect(cache.get(1, 2)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("holds at most maxFoods, dropping the one used least recently", () => {
    const cache = catalogFoodCache(2);
    for (const id of [1, 2, 3]) cache.keep(1, food(id, null));
    expect(cache.size).toBe(2);
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(1, 3)?.food.id).toBe(3);
    // 2 was kept before 3 but read after it: 3 goes to make room for 4.
    cache.get(1, 2);
    cache.keep(1, food(4, null));
    expect(cache.get(1, 3)).toBeUndefined();
    expect(cache.get(1, 2)?.food.id).toBe(2);
    expect(cache.get(1, 4)?.food.id).toBe(4);
  });
});
