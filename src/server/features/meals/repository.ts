import { and, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { MealType } from "../../../shared/contracts/meals.js";
import { type Database, runPrepared } from "../../db/client.js";
import { insertBatcher } from "../../db/insert-batcher.js";
import { type MealRow, meals, type NewMealRow } from "../../db/schema/index.js";
import { inInputOrder, insertedMeal, insertedRow, MEAL_INSERT_SQL, mealInsertParams } from "./meal-insert-sql.js";
import { mealJsonSql, type ZonelessMeal } from "./present.js";

/** Names the advisory lock that serialises one user's copies (with the user id as second key). */
const MEAL_COPY_LOCK = 7_246_003;

/** What a copy reads: one meal by id, or a range (of one meal type or all), and the day it goes to. */
export interface CopySelection {
  source: { id: number } | { from: Date; before: Date; mealType?: MealType };
  target: { from: Date; before: Date };
}

export interface MealRange {
  from?: Date;
  /** Inclusive upper bound. */
  to?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

/**
 * The meals of a range, latest first, in one JSON text column (`mealJsonSql`: the day diary, the
 * public API's list, the assistant's today). ARRAY(...) keeps the subquery's order.
 */
const BETWEEN_SQL = `
  SELECT array_to_json(ARRAY(
    SELECT ${mealJsonSql("m")} FROM meals m
    WHERE m.user_id = $1::int AND m.eaten_at >= $2::timestamptz AND m.eaten_at <= $3::timestamptz
      AND m.eaten_at < $4::timestamptz
    ORDER BY m.eaten_at DESC, m.id DESC))::text AS meals`;

/** Open ends of a range, as bounds PostgreSQL timestamps accept. */
const EARLIEST = new Date("0001-01-01T00:00:00Z");
const LATEST = new Date("9999-12-31T23:59:59Z");

/** The only code of the meals feature that talks to the database. Every query names its owner. */
export function mealsRepository(db: Database) {
  function rangeConditions(userId: number, range: MealRange): SQL[] {
    const conditions: SQL[] = [eq(meals.userId, userId)];
    if (range.from) conditions.push(gte(meals.eatenAt, range.from));
    if (range.to) conditions.push(lte(meals.eatenAt, range.to));
    if (range.before) conditions.push(lt(meals.eatenAt, range.before));
    return conditions;
  }

  /**
   * Every logged meal goes through here, alone or in a batch: one prepared statement
   * (meal-insert-sql.ts), and each input gets its own stored meal back, paired by its ordinal.
   */
  async function insertRows(rows: NewMealRow[]): Promise<ZonelessMeal[]> {
    const returned = await runPrepared(db, "meals_insert", MEAL_INSERT_SQL, mealInsertParams(rows));
    return inInputOrder(returned, insertedRow, rows.length).map(({ meal }) => insertedMeal(JSON.parse(meal)));
  }

  /** Meals logged at the same moment share one INSERT and one commit (see insert-batcher.ts). */
  const inserts = insertBatcher<NewMealRow, ZonelessMeal>({
    async insertOne(row) {
      const [created] = await insertRows([row]);
      if (!created) throw new Error("insert returned no row");
      return created;
    },
    insertMany: insertRows,
  });

  return {
    create(row: NewMealRow): Promise<ZonelessMeal> {
      return inserts.insert(row);
    },

    /** Latest first. */
    async list(userId: number, range: MealRange = {}): Promise<ZonelessMeal[]> {
      const [row] = await runPrepared<{ meals: string }>(db, "meals_between", BETWEEN_SQL, [
        userId,
        range.from ?? EARLIEST,
        range.to ?? LATEST,
        range.before ?? LATEST,
      ]);
      return row ? (JSON.parse(row.meals) as ZonelessMeal[]) : [];
    },

    async findOwned(userId: number, id: number): Promise<MealRow | undefined> {
      const [row] = await db
        .select()
        .from(meals)
        .where(and(eq(meals.id, id), eq(meals.userId, userId)));
      return row;
    },

    async update(userId: number, id: number, patch: Partial<NewMealRow>): Promise<MealRow | undefined> {
      const [row] = await db
        .update(meals)
        .set(patch)
        .where(and(eq(meals.id, id), eq(meals.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(meals)
        .where(and(eq(meals.id, id), eq(meals.userId, userId)))
        .returning({ id: meals.id });
      return deleted.length > 0;
    },

    /**
     * Copies meals of a user in one transaction: all the copies are written, or none. It holds a
     * per-user lock, so two copies at once (a double click) run one after the other and the second
     * sees the first one's meals. `plan` gets the meals to copy (one meal, or a range of one meal
     * type or all) and the meals of the target range, and answers the rows to insert or a refusal;
     * a throw rolls everything back.
     */
    copyMeals<Refusal>(
      userId: number,
      selection: CopySelection,
      plan: (source: MealRow[], target: MealRow[]) => { insert: NewMealRow[] } | { refused: Refusal },
    ): Promise<{ copied: MealRow[] } | { refused: Refusal }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${MEAL_COPY_LOCK}, ${userId})`);
        const { source } = selection;
        const sourceConditions =
          "id" in source ? [eq(meals.id, source.id), eq(meals.userId, userId)] : rangeConditions(userId, source);
        if ("mealType" in source && source.mealType) sourceConditions.push(eq(meals.mealType, source.mealType));
        const sourceMeals = await tx
          .select()
          .from(meals)
          .where(and(...sourceConditions))
          .orderBy(meals.eatenAt, meals.id);
        const targetMeals = await tx
          .select()
          .from(meals)
          .where(and(...rangeConditions(userId, selection.target)));
        const decided = plan(sourceMeals, targetMeals);
        if ("refused" in decided) return decided;
        if (decided.insert.length === 0) return { copied: [] };
        return { copied: await tx.insert(meals).values(decided.insert).returning() };
      });
    },
  };
}

export type MealsRepository = ReturnType<typeof mealsRepository>;
