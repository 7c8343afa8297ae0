import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  type FoodPortionRow,
  type FoodRow,
  foodPortions,
  foods,
  meals,
  recipeIngredients,
} from "../../db/schema/index.js";

export interface FoodWithPortions {
  food: FoodRow;
  portions: FoodPortionRow[];
}

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** Foods a user may see: the built-in database and their own. */
const visibleTo = (userId: number) => or(isNull(foods.ownerUserId), eq(foods.ownerUserId, userId));

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

    /**
     * Ranked search: trigram word similarity on the accent-free name and aliases, a bonus when the
     * name starts with what was typed, and a nudge for foods this user logs often.
     */
    async search(userId: number, query: string, limit: number): Promise<FoodWithPortions[]> {
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.45`);
        const result = await tx.execute(sql`
          WITH q AS (SELECT lower(immutable_unaccent(${query})) AS q),
          history AS (
            SELECT food_id, count(*) AS uses FROM ${meals}
            WHERE user_id = ${userId} AND food_id IS NOT NULL GROUP BY food_id
          )
          SELECT f.id,
            word_similarity(q.q, f.search_text) * 2
              + similarity(q.q, f.search_text)
              + CASE WHEN f.search_text LIKE q.q || '%' THEN 1.0
                     WHEN f.search_text LIKE '% ' || q.q || '%' THEN 0.4 ELSE 0 END
              + CASE WHEN f.owner_user_id IS NOT NULL THEN 0.2 ELSE 0 END
              + least(coalesce(h.uses, 0), 10) * 0.05 AS score
          FROM foods f CROSS JOIN q
          LEFT JOIN history h ON h.food_id = f.id
          WHERE (f.owner_user_id IS NULL OR f.owner_user_id = ${userId})
            AND (q.q <% f.search_text OR f.search_text LIKE '%' || q.q || '%')
          ORDER BY score DESC, length(f.name), f.id
          LIMIT ${limit}`);
        return result.rows as { id: number }[];
      });
      if (rows.length === 0) return [];
      const found = await db
        .select()
        .from(foods)
        .where(
          inArray(
            foods.id,
            rows.map((r) => r.id),
          ),
        );
      const byId = new Map(found.map((f) => [f.id, f]));
      return withPortions(rows.map((r) => byId.get(r.id)).filter((f): f is FoodRow => f !== undefined));
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
      food: Omit<typeof foods.$inferInsert, "id" | "searchText">,
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
      values: Pick<FoodRow, "name" | "servings" | "kcal" | "protein" | "carbs" | "fat" | "fiber">,
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
      const recent = await db.execute(sql`
        SELECT food_id AS id FROM ${meals}
        WHERE user_id = ${userId} AND food_id IS NOT NULL
        GROUP BY food_id ORDER BY max(eaten_at) DESC LIMIT ${limit}`);
      const frequent = await db.execute(sql`
        SELECT food_id AS id FROM ${meals}
        WHERE user_id = ${userId} AND food_id IS NOT NULL
        GROUP BY food_id ORDER BY count(*) DESC, max(eaten_at) DESC LIMIT ${limit}`);
      const ids = (rows: unknown[]) => (rows as { id: number }[]).map((r) => Number(r.id));
      return { recent: ids(recent.rows), frequent: ids(frequent.rows) };
    },

    async byIdsInOrder(userId: number, ids: number[]): Promise<FoodWithPortions[]> {
      const rows = await this.findVisibleMany(userId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return withPortions(ids.map((id) => byId.get(id)).filter((f): f is FoodRow => f !== undefined));
    },
  };
}

export type FoodsRepository = ReturnType<typeof foodsRepository>;
