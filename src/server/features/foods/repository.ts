import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import type { FoodCategory } from "../../../shared/domain/food-categories.js";
import type { NutrientKey } from "../../../shared/domain/nutrients.js";
import { type Database, runPrepared } from "../../db/client.js";
import { type FoodPortionRow, type FoodRow, foodPortions, foods, recipeIngredients } from "../../db/schema/index.js";
import { FOOD_COLUMNS, FOOD_PORTIONS_JSON } from "./food-rows-sql.js";
import { FOOD_SEARCH_SQL } from "./search-sql.js";

export interface FoodWithPortions {
  food: FoodRow;
  portions: FoodPortionRow[];
}

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

/**
 * A user's foods by last use ('recent') and by count, ties to the latest ('frequent'), each list
 * cut at $2, whole (visible foods only, with their portions) and in order, in one round trip. The
 * CTE is read once (referenced twice, PostgreSQL materialises it), from meals_user_food_idx alone.
 */
const HISTORY_SQL = `
  WITH used AS (
    SELECT food_id, max(eaten_at) AS last_eaten, count(*) AS times FROM meals
    WHERE user_id = $1::int AND food_id IS NOT NULL GROUP BY food_id),
  picked AS (
    (SELECT 'recent' AS list, food_id, row_number() OVER (ORDER BY last_eaten DESC) AS place
     FROM used ORDER BY last_eaten DESC LIMIT $2::int)
    UNION ALL
    (SELECT 'frequent', food_id, row_number() OVER (ORDER BY times DESC, last_eaten DESC)
     FROM used ORDER BY times DESC, last_eaten DESC LIMIT $2::int))
  SELECT picked.list, ${FOOD_COLUMNS}, ${FOOD_PORTIONS_JSON}
  FROM picked JOIN foods f ON f.id = picked.food_id
  WHERE f.owner_user_id IS NULL OR f.owner_user_id = $1::int
  ORDER BY picked.list, picked.place`;

export function foodsRepository(db: Database) {
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

    /** Ranked search: see search-sql.ts for how foods are scored. */
    async search(
      userId: number,
      query: string,
      limit: number,
      category: FoodCategory | null = null,
    ): Promise<FoodWithPortions[]> {
      // One round trip: ranking, visibility and portions together (a search runs on every keystroke).
      const rows = await runPrepared<RawFoodRow>(db, "food_search", FOOD_SEARCH_SQL, [query, userId, limit, category]);
      return rows.map(fromRawRow);
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
        .select({ foodId: recipeIngredients.foodId, grams: recipeIngredients.grams, name: foods.name })
        .from(recipeIngredients)
        .innerJoin(foods, eq(foods.id, recipeIngredients.foodId))
        .where(eq(recipeIngredients.recipeId, recipeId))
        .orderBy(asc(recipeIngredients.position));
    },

    /** Recently and frequently logged foods of this user, most relevant first. */
    async history(userId: number, limit: number) {
      const rows = await runPrepared<RawFoodRow & { list: string }>(db, "food_history", HISTORY_SQL, [userId, limit]);
      const list = (name: string) => rows.filter((row) => row.list === name).map(fromRawRow);
      return { recent: list("recent"), frequent: list("frequent") };
    },
  };
}

export type FoodsRepository = ReturnType<typeof foodsRepository>;
