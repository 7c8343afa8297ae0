import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalog } from "../../src/server/features/foods/catalog/parse-catalog.js";
import { computeDishes, FOODS_CSV, ITALIAN_DISHES } from "./italian-dishes.js";

const catalog = parseCatalog(fs.readFileSync(FOODS_CSV, "utf8"));
const bySlug = new Map(catalog.map((food) => [food.slug, food]));

describe("the Italian dishes of issue 28", () => {
  it("are in foods.csv with the figures their recipes give, marked as typical recipes", () => {
    const others = catalog.filter((food) => !ITALIAN_DISHES.some((dish) => dish.slug === food.slug));
    const figures = computeDishes(others);
    for (const recipe of ITALIAN_DISHES) {
      const row = bySlug.get(recipe.slug);
      expect(row, recipe.slug).toBeDefined();
      expect(row?.name).toBe(recipe.name);
      expect(row?.category).toBe(recipe.category);
      expect(row?.note, recipe.slug).toBe("typical recipe");
      const { calories, proteins, carbs, fats, fiber } = row ?? {
        calories: 0,
        proteins: 0,
        carbs: 0,
        fats: 0,
        fiber: 0,
      };
      expect({ calories, proteins, carbs, fats, fiber }, recipe.slug).toEqual(figures.get(recipe.slug));
    }
  });

  it("weigh every ingredient by a food of the catalog", () => {
    for (const recipe of ITALIAN_DISHES) {
      for (const [slug, grams] of recipe.ingredients) {
        expect(bySlug.has(slug), `${recipe.slug}: ${slug}`).toBe(true);
        expect(grams).toBeGreaterThan(0);
      }
    }
  });
});
