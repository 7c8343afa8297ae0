import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import type { FoodCategory } from "../../../shared/domain/food-categories.js";
import type { NutrientKey } from "../../../shared/domain/nutrients.js";
import { type Database, runPrepared } from "../../db/client.js";
import { type FoodPortionRow, type FoodRow, foodPortions, foods, recipeIngredients } from "../../db/schema/index.js";
import { type CatalogFoodCache, catalogFoodCache } from "./catalog-food-cache.js";
import { type CatalogSearchCache, catalogSearchCache } from "./catalog-search-cache.js";
import { CATALOG_VERSION_SQL, FOODS_BY_ID_SQL, type FoodWithPortions, HISTORY_SQL } from "./food-rows-sql.js";
import { type CatalogRanking, mergeSearchRanking, type UserScoredFood } from "./search-ranking.js";
import { CATALOG_SEARCH_SQL, USER_SEARCH_SQL } from "./search-sql.js";

export type { FoodWithPortions };

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * A foods row as the search returns it (snake_case columns, without the search columns), with its
 * portions aggregated as JSON.
 */
type RawFoodRow = Record<string, unknown> & { portions: FoodPortionRow[] };

/** Column name -> property, to read raw rows into the same shape Drizzle gives. */
const propertyOfColumn = Object.entries(getTableColumns(foods)).map(([property, column]) => [column.name, property]);

function fromRawRow(row: RawFoodRow): FoodWithPortions {
  const food: Record<string, unknown> = {};
  for (const [column, property] of propertyOfColumn) food[property as string] = row[column as string];
  return { food: food as FoodRow, portions: row.portions };
}

/** Foods a user may see: the built-in database and their own. */
const visibleTo = (userId: number) => or(isNull(foods.ownerUserId), eq(foods.ownerUserId, userId));

/** CATALOG_SEARCH_SQL's row, as PostgreSQL names its columns. */
interface CatalogRankingRow {
  match_query_words: string[];
  match_words: string[];
  match_similarities: number[];
  corrected_key: string;
  confidence: number;
  ids: number[];
  scores: number[];
  name_lengths: number[];
  every_word: boolean[];
  every_word_foods: number;
}

export function foodsRepository(
  db: Database,
  catalogFoods: CatalogFoodCache = catalogFoodCache(),
  catalogSearches: CatalogSearchCache = catalogSearchCache(),
) {
  async function currentCatalogVersion(): Promise<number> {
    const [row] = await runPrepared<{ version: string }>(db, "catalog_version", CATALOG_VERSION_SQL, []);
    return Number(row?.version ?? 0);
  }

  /** Whole foods by id: shared ones from the cache where kept at `version`, the rest in one query. */
  async function foodsById(userId: number, ids: number[], version: number): Promise<Map<number, FoodWithPortions>> {
    const found = new Map<number, FoodWithPortions>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = catalogFoods.get(version, id);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const rows = await runPrepared<RawFoodRow>(db, "foods_by_id", FOODS_BY_ID_SQL, [missing, userId]);
    for (const row of rows) {
      const food = fromRawRow(row);
      catalogFoods.keep(version, food);
      found.set(food.food.id, food);
    }
    return found;
  }

  async function catalogRanking(query: string, category: FoodCategory | null): Promise<CatalogRanking> {
    const [row] = await runPrepared<CatalogRankingRow>(db, "food_search_catalog", CATALOG_SEARCH_SQL, [
      query,
      category,
    ]);
    if (!row) throw new Error("the catalog search returned no row");
    return {
      matchQueryWords: row.match_query_words,
      matchWords: row.match_words,
      matchSimilarities: row.match_similarities,
      correctedKey: row.corrected_key,
      confidence: row.confidence,
      ids: row.ids,
      scores: row.scores,
      nameLengths: row.name_lengths,
      everyWord: row.every_word,
      everyWordFoods: row.every_word_foods,
    };
  }

  async function withPortions(rows: FoodRow[], executor: Executor = db): Promise<FoodWithPortions[]> {
    if (rows.length === 0) return [];
    const portions = await executor
      .select()
      .from(foodPortions)
      .where(
        inArray(
          foodPortions.foodId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(foodPortions.position), asc(foodPortions.id));
    return rows.map((food) => ({ food, portions: portions.filter((p) => p.foodId === food.id) }));
  }

  return {
    withPortions,

    /**
     * Ranked search (see search-sql.ts): the catalog version (one tiny round trip), the shared
     * foods' ranking kept per query at that version, this user's logged and own foods scored in by
     * one more round trip; the foods' rows from the catalog cache, so usually no fourth.
     */
    async search(
      userId: number,
      query: string,
      limit: number,
      category: FoodCategory | null = null,
    ): Promise<FoodWithPortions[]> {
      const version = await currentCatalogVersion();
      const catalog = await catalogSearches.rankingOf(version, query, category, () => catalogRanking(query, category));
      const own = await runPrepared<{ id: number; score: number; name_length: number; every_word: boolean }>(
        db,
        "food_search_user",
        USER_SEARCH_SQL,
        [
          query,
          userId,
          category,
          catalog.matchQueryWords,
          catalog.matchWords,
          catalog.matchSimilarities,
          catalog.correctedKey,
          catalog.confidence,
        ],
      );
      const scored: UserScoredFood[] = own.map((row) => ({
        id: row.id,
        score: row.score,
        nameLength: row.name_length,
        everyWord: row.every_word,
      }));
      const ids = mergeSearchRanking(catalog, scored, limit);
      const foodsOf = await foodsById(userId, ids, version);
      return ids.flatMap((id) => {
        const food = foodsOf.get(id);
        return food ? [food] : [];
      });
    },

    async findVisible(userId: number, id: number): Promise<FoodWithPortions | undefined> {
      const [row] = await db
        .select()
        .from(foods)
        .where(and(eq(foods.id, id), visibleTo(userId)));
      return row ? (await withPortions([row]))[0] : undefined;
    },

    async findVisibleMany(userId: number, ids: number[]): Promise<FoodRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(foods)
        .where(and(inArray(foods.id, ids), visibleTo(userId)));
    },

    async findByBarcode(code: string): Promise<FoodWithPortions | undefined> {
      const [row] = await db.select().from(foods).where(eq(foods.barcode, code));
      return row ? (await withPortions([row]))[0] : undefined;
    },

    async listOwn(userId: number): Promise<FoodWithPortions[]> {
      const rows = await db.select().from(foods).where(eq(foods.ownerUserId, userId)).orderBy(asc(foods.name));
      return withPortions(rows);
    },

    /** Inserts a food and its portions together. */
    async create(
      food: Omit<typeof foods.$inferInsert, "id">,
      portions: { name: string; grams: number }[],
      ingredients: { foodId: number; grams: number }[] = [],
    ): Promise<FoodWithPortions> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(foods).values(food).returning();
        if (!row) throw new Error("insert returned no row");
        if (portions.length > 0) {
          await tx.insert(foodPortions).values(portions.map((p, position) => ({ ...p, foodId: row.id, position })));
        }
        if (ingredients.length > 0) {
          await tx
            .insert(recipeIngredients)
            .values(ingredients.map((i, position) => ({ ...i, recipeId: row.id, position })));
        }
        return (await withPortions([row], tx))[0] as FoodWithPortions;
      });
    },

    async deleteOwn(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(foods)
        .where(and(eq(foods.id, id), eq(foods.ownerUserId, userId)))
        .returning({ id: foods.id });
      return deleted.length > 0;
    },

    /** Every recipe reachable from `foodIds` through ingredients (to refuse cycles). */
    async recipesContaining(foodIds: number[]): Promise<number[]> {
      if (foodIds.length === 0) return [];
      const result = await db.execute(sql`
        WITH RECURSIVE reach(id) AS (
          SELECT unnest(string_to_array(${foodIds.map(Number).join(",")}, ',')::int[])
          UNION
          SELECT ri.food_id FROM recipe_ingredients ri JOIN reach ON ri.recipe_id = reach.id
        )
        SELECT id FROM reach`);
      return (result.rows as { id: number }[]).map((r) => Number(r.id));
    },

    async replaceRecipe(
      userId: number,
      recipeId: number,
      values: Pick<FoodRow, "name" | "servings" | NutrientKey>,
      portions: { name: string; grams: number }[],
      ingredients: { foodId: number; grams: number }[],
    ): Promise<FoodWithPortions | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(foods)
          .set(values)
          .where(and(eq(foods.id, recipeId), eq(foods.ownerUserId, userId), eq(foods.kind, "recipe")))
          .returning();
        if (!row) return undefined;
        await tx.delete(foodPortions).where(eq(foodPortions.foodId, recipeId));
        await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
        await tx.insert(foodPortions).values(portions.map((p, position) => ({ ...p, foodId: recipeId, position })));
        await tx.insert(recipeIngredients).values(ingredients.map((i, position) => ({ ...i, recipeId, position })));
        return (await withPortions([row], tx))[0];
      });
    },

    async ingredientsOf(recipeId: number) {
      return db
        .select({
          foodId: recipeIngredients.foodId,
          grams: recipeIngredients.grams,
          name: foods.name,
          nameIt: foods.nameIt,
          ownerUserId: foods.ownerUserId,
        })
        .from(recipeIngredients)
        .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
        .where(eq(recipeIngredients.recipeId, recipeId))
        .orderBy(asc(recipeIngredients.position));
    },

    /** Recently and frequently logged foods of this user, most relevant first. */
    async history(userId: number, limit: number) {
      const picks = await runPrepared<{ list: string; id: number; catalog_version: string }>(
        db,
        "food_history_ids",
        HISTORY_SQL,
        [userId, limit],
      );
      const version = Number(picks[0]?.catalog_version ?? 0);
      const foodsOf = await foodsById(userId, [...new Set(picks.map((pick) => pick.id))], version);
      const list = (name: string) =>
        picks.flatMap((pick) => {
          const food = pick.list === name ? foodsOf.get(pick.id) : undefined;
          return food ? [food] : [];
        });
      return { recent: list("recent"), frequent: list("frequent") };
    },
  };
}

export type FoodsRepository = ReturnType<typeof foodsRepository>;
