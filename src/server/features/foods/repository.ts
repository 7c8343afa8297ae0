import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type Database, runPrepared } from "../../db/client.js";
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

/**
 * Ranked search ($1 query, $2 user, $3 limit): trigram word similarity on the accent-free name and
 * aliases (through the GIN index), a bonus when the text starts with the query, more when the
 * query is exactly one of the food's names, a bracketed brand or note aside ('rice' is "Rice,
 * white, cooked", not "Rice flour"; 'fette biscottate' finds a scanned "Fette biscottate (Mulino
 * Bianco)"), or the head of its name ("Egg, poached" before "Egg yolk"), the user's own foods, and
 * what this user has logged before first (as MyFitnessPal and Cronometer do); portions aggregated
 * in the same round trip.
 */
const SEARCH_SQL = `
  WITH q AS (SELECT lower(immutable_unaccent($1::text)) AS q),
  history AS (
    SELECT food_id, count(*) AS uses FROM meals
    WHERE user_id = $2::int AND food_id IS NOT NULL GROUP BY food_id
  ),
  ranked AS (
    SELECT f.*,
      word_similarity(q.q, f.search_text) * 2
        + similarity(q.q, f.search_text)
        + CASE WHEN f.search_text LIKE q.q || '%' THEN 1.0
               WHEN f.search_text LIKE '% ' || q.q || '%' THEN 0.4 ELSE 0 END
        + CASE WHEN regexp_replace(lower(immutable_unaccent(f.name)), ' *[(].*[)]$', '') = q.q
                 OR position('|' || q.q || '|' IN '|' || replace(lower(immutable_unaccent(f.aliases)), ' | ', '|') || '|') > 0
               THEN 0.6 ELSE 0 END
        + CASE WHEN split_part(lower(immutable_unaccent(f.name)), ',', 1) = q.q THEN 0.2 ELSE 0 END
        + CASE WHEN f.owner_user_id IS NOT NULL THEN 0.2 ELSE 0 END
        + CASE WHEN h.uses > 0 THEN 1.0 + least(h.uses, 10) * 0.05 ELSE 0 END AS score
    FROM foods f CROSS JOIN q
    LEFT JOIN history h ON h.food_id = f.id
    WHERE (f.owner_user_id IS NULL OR f.owner_user_id = $2::int)
      AND (q.q <% f.search_text OR f.search_text LIKE '%' || q.q || '%')
    ORDER BY score DESC, length(f.name), f.id
    LIMIT $3::int
  )
  SELECT r.*, coalesce(
    (SELECT json_agg(json_build_object('id', p.id, 'foodId', p.food_id, 'name', p.name, 'grams', p.grams, 'position', p.position)
                     ORDER BY p.position, p.id)
     FROM food_portions p WHERE p.food_id = r.id), '[]'::json) AS portions
  FROM ranked r ORDER BY r.score DESC, length(r.name), r.id`;

/** A foods row as raw SQL returns it (snake_case), with its portions aggregated as JSON. */
interface RawFoodRow {
  id: number;
  slug: string | null;
  owner_user_id: number | null;
  kind: FoodRow["kind"];
  name: string;
  aliases: string;
  category: string | null;
  basis: FoodRow["basis"];
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  barcode: string | null;
  servings: number | null;
  search_text: string;
  created_at: Date;
  updated_at: Date;
  portions: FoodPortionRow[];
}

function fromRawRow(row: RawFoodRow): FoodWithPortions {
  return {
    food: {
      id: row.id,
      slug: row.slug,
      ownerUserId: row.owner_user_id,
      kind: row.kind,
      name: row.name,
      aliases: row.aliases,
      category: row.category,
      basis: row.basis,
      kcal: row.kcal,
      protein: row.protein,
      carbs: row.carbs,
      fat: row.fat,
      fiber: row.fiber,
      barcode: row.barcode,
      servings: row.servings,
      searchText: row.search_text,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    },
    portions: row.portions,
  };
}

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

    /** Ranked search: see SEARCH_SQL for how foods are scored. */
    async search(userId: number, query: string, limit: number): Promise<FoodWithPortions[]> {
      // One round trip: ranking, visibility and portions together (a search runs on every keystroke).
      const rows = await runPrepared<RawFoodRow>(db, "food_search", SEARCH_SQL, [query, userId, limit]);
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
