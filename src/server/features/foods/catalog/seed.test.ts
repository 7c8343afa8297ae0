import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database.js";
import { type CatalogSource, readCatalog } from "./catalog-files.js";
import type { CatalogFood } from "./merge-catalog.js";
import { seedFoodCatalog } from "./seed.js";

let database: TestDatabase;
let real: CatalogSource;
let realFoods: CatalogFood[];

beforeAll(async () => {
  database = await createTestDatabase(); // cloned from the template, already seeded
  real = await readCatalog();
  realFoods = real.foods();
});
afterAll(() => database.drop());

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute(query);
  return Number((result.rows[0] as { n: number }).n);
}

const builtinCount = () => scalar(sql`SELECT count(*) AS n FROM foods WHERE kind = 'builtin'`);

/** The real catalog, changed: a new checksum and the orange renamed with one portion less. */
function changedCatalog(tag: string): CatalogSource {
  return {
    checksum: `${real.checksum}-${tag}`,
    foods: () =>
      realFoods.map((food) =>
        food.slug === "orange-raw"
          ? { ...food, name: `Orange ${tag}, raw`, portions: food.portions.slice(0, 1) }
          : food,
      ),
  };
}

describe("seeding the food database", () => {
  it("loaded every food of the catalog, once, with its portions and search words", async () => {
    expect(await builtinCount()).toBe(realFoods.length);
    expect(await scalar(sql`SELECT count(DISTINCT slug) AS n FROM foods WHERE kind = 'builtin'`)).toBe(
      realFoods.length,
    );
    const portions = realFoods.reduce((sum, f) => sum + f.portions.length, 0);
    expect(await scalar(sql`SELECT count(*) AS n FROM food_portions`)).toBe(portions);
    expect(
      await scalar(sql`SELECT count(*) AS n FROM search_vocabulary WHERE word IN ('orange', 'whey', 'mozzarella')`),
    ).toBe(3);
  });

  it("stores each food's Italian name (foods-it.csv) to be shown, and none where the catalog has none", async () => {
    const named = realFoods.filter((food) => food.nameIt !== null).length;
    expect(await scalar(sql`SELECT count(*) AS n FROM foods WHERE kind = 'builtin' AND name_it IS NOT NULL`)).toBe(
      named,
    );
    const rows = await database.db.execute(
      sql`SELECT slug, name_it FROM foods WHERE slug IN ('apple-raw', 'prosciutto-crudo') ORDER BY slug`,
    );
    expect(rows.rows).toEqual([
      { slug: "apple-raw", name_it: "Mela" },
      { slug: "prosciutto-crudo", name_it: "Prosciutto crudo" },
    ]);
  });

  it("does nothing when the files did not change: no parsing, no writes", async () => {
    let parsed = false;
    const result = await seedFoodCatalog(database.db, {
      checksum: real.checksum,
      foods: () => {
        parsed = true;
        return [];
      },
    });
    expect(result.seeded).toBe(false);
    expect(parsed).toBe(false);
    expect(await builtinCount()).toBe(realFoods.length);
  });

  it("updates foods in place when the catalog changes (same ids, no duplicates), portions replaced", async () => {
    const before = await scalar(sql`SELECT id AS n FROM foods WHERE slug = 'orange-raw' AND owner_user_id IS NULL`);
    const result = await seedFoodCatalog(database.db, changedCatalog("navel"));
    expect(result).toMatchObject({ seeded: true, foods: realFoods.length });
    expect(await builtinCount()).toBe(realFoods.length);
    const after = await database.db.execute(
      sql`SELECT id, name, (SELECT count(*) FROM food_portions p WHERE p.food_id = f.id)::int AS portions
          FROM foods f WHERE slug = 'orange-raw' AND owner_user_id IS NULL`,
    );
    expect(after.rows[0]).toEqual({ id: before, name: "Orange navel, raw", portions: 1 });
    // The new name's words are searchable at once.
    expect(await scalar(sql`SELECT count(*) AS n FROM search_vocabulary WHERE word = 'navel'`)).toBe(1);
  });

  it("seeds once when instances start together (advisory lock, checksum checked again under it)", async () => {
    const catalog = changedCatalog("blood");
    const results = await Promise.all([seedFoodCatalog(database.db, catalog), seedFoodCatalog(database.db, catalog)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    expect(await builtinCount()).toBe(realFoods.length);
  });
});
