import { and, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { MealType } from "../../../shared/contracts/meals.js";
import { type Database, runPrepared } from "../../db/client.js";
import { insertBatcher } from "../../db/insert-batcher.js";
import { type MealRow, meals, type NewMealRow } from "../../db/schema/index.js";
import {
  type AddedByTable,
  MEAL_INSERT_ADDED_SQL,
  MEAL_INSERT_SQL,
  mealInsertAddedParams,
  mealInsertParams,
  mealRowFrom,
  mealRowOf,
  storedAsGiven,
} from "./meal-insert-sql.js";
import { type StoredMeal, storedMealJsonSql } from "./meal-json-sql.js";

export interface MealRange {
  from?: Date;
  /** Inclusive upper bound. */
  to?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

/**
 * The meals of a range as the client sees them, latest first, in one JSON text column (the day
 * diary's read; see db/json-sql.ts). ARRAY(...) keeps the subquery's order.
 */
const STORED_BETWEEN_SQL = `
  SELECT array_to_json(ARRAY(
    SELECT ${storedMealJsonSql("m")} FROM meals m
    WHERE m.user_id = $1::int AND m.eaten_at >= $2::timestamptz AND m.eaten_at <= $3::timestamptz
      AND m.eaten_at < $4::timestamptz
    ORDER BY m.eaten_at DESC, m.id DESC))::text AS meals`;

/** Open ends of a range, as bounds PostgreSQL timestamps accept. */
const EARLIEST = new Date("0001-01-01T00:00:00Z");
const LATEST = new Date("9999-12-31T23:59:59Z");

const identity = (userId: number, eatenAtMs: number, food: string) => `${userId}|${eatenAtMs}|${food}`;
const identityOfRow = (row: { userId: number; eatenAt: Date; food: string }) =>
  identity(row.userId, row.eatenAt.getTime(), row.food);
const identityOfAdded = (added: AddedByTable) => identity(added.userId, Date.parse(added.eatenAt), added.food);

/**
 * What the insert returned for each input, in the inputs' order. PostgreSQL returns an unnest's
 * rows in order, but that is not a promise of SQL, and each caller must get its own meal back.
 */
function pairWithInputs<Created>(
  inputs: NewMealRow[],
  created: Created[],
  identityOf: (row: Created) => string,
): Created[] {
  const byIdentity = new Map<string, Created[]>();
  for (const row of created) {
    const same = byIdentity.get(identityOf(row));
    if (same) same.push(row);
    else byIdentity.set(identityOf(row), [row]);
  }
  // Never throws: the rows are committed by now, and a retry would store them twice.
  return inputs.map((input, i) => byIdentity.get(identityOfRow(input))?.shift() ?? (created[i] as Created));
}

/** The only code of the meals feature that talks to the database. Every query names its owner. */
export function mealsRepository(db: Database) {
  function rangeConditions(userId: number, range: MealRange): SQL[] {
    const conditions: SQL[] = [eq(meals.userId, userId)];
    if (range.from) conditions.push(gte(meals.eatenAt, range.from));
    if (range.to) conditions.push(lte(meals.eatenAt, range.to));
    if (range.before) conditions.push(lt(meals.eatenAt, range.before));
    return conditions;
  }

  /** The hottest read (today's meals, a history page), prepared once: no query building per request. */
  const between = db
    .select()
    .from(meals)
    .where(
      and(
        eq(meals.userId, sql.placeholder("userId")),
        gte(meals.eatenAt, sql.placeholder("from")),
        lte(meals.eatenAt, sql.placeholder("to")),
        lt(meals.eatenAt, sql.placeholder("before")),
      ),
    )
    .orderBy(desc(meals.eatenAt), desc(meals.id))
    .prepare("meals_between");

  /**
   * Every logged meal goes through here, alone or in a batch: one prepared statement
   * (meal-insert-sql.ts), and each input gets its own stored row back. A row with a `real` value
   * is read back as PostgreSQL stored it; any other is known from its input and the added id.
   */
  async function insertRows(rows: NewMealRow[]): Promise<MealRow[]> {
    if (!rows.every(storedAsGiven)) {
      const values = mealInsertParams(rows);
      const stored = await runPrepared<{ meal: string }>(db, "meals_insert", MEAL_INSERT_SQL, values);
      return pairWithInputs(
        rows,
        stored.map(({ meal }) => mealRowOf(meal)),
        identityOfRow,
      );
    }
    const values = mealInsertAddedParams(rows);
    const added = await runPrepared<AddedByTable>(db, "meals_insert_added", MEAL_INSERT_ADDED_SQL, values);
    const paired = pairWithInputs(rows, added, identityOfAdded);
    return rows.map((row, i) => mealRowFrom(row, paired[i] as AddedByTable));
  }

  /** Meals logged at the same moment share one INSERT and one commit (see insert-batcher.ts). */
  const inserts = insertBatcher<NewMealRow, MealRow>({
    async insertOne(row) {
      const [created] = await insertRows([row]);
      if (!created) throw new Error("insert returned no row");
      return created;
    },
    insertMany: insertRows,
  });

  return {
    create(row: NewMealRow): Promise<MealRow> {
      return inserts.insert(row);
    },

    /** Latest first. */
    list(userId: number, range: MealRange = {}, limit?: number): Promise<MealRow[]> {
      if (limit === undefined) {
        return between.execute({
          userId,
          from: range.from ?? EARLIEST,
          to: range.to ?? LATEST,
          before: range.before ?? LATEST,
        });
      }
      const query = db
        .select()
        .from(meals)
        .where(and(...rangeConditions(userId, range)))
        .orderBy(desc(meals.eatenAt), desc(meals.id));
      return limit === undefined ? query : query.limit(limit);
    },

    /** `list` as the client sees it (but for each meal's day): PostgreSQL writes the JSON. */
    async listStored(userId: number, range: MealRange = {}): Promise<StoredMeal[]> {
      const [row] = await runPrepared<{ meals: string }>(db, "meals_between_json", STORED_BETWEEN_SQL, [
        userId,
        range.from ?? EARLIEST,
        range.to ?? LATEST,
        range.before ?? LATEST,
      ]);
      return row ? (JSON.parse(row.meals) as StoredMeal[]) : [];
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
     * Copies a user's meals of [from, before) (optionally of one type) in one transaction: all
     * copies are written, or none. `moveTo` gives each copy's time.
     */
    copyRange(
      userId: number,
      range: { from: Date; before: Date },
      mealType: MealType | undefined,
      moveTo: (eatenAt: Date) => Date,
    ): Promise<MealRow[]> {
      return db.transaction(async (tx) => {
        const conditions = rangeConditions(userId, range);
        if (mealType) conditions.push(eq(meals.mealType, mealType));
        const source = await tx
          .select()
          .from(meals)
          .where(and(...conditions))
          .orderBy(meals.eatenAt, meals.id);
        if (source.length === 0) return [];
        const copies = source.map(({ id: _id, createdAt: _c, updatedAt: _u, eatenAt, ...rest }) => ({
          ...rest,
          eatenAt: moveTo(eatenAt),
        }));
        return tx.insert(meals).values(copies).returning();
      });
    },
  };
}

export type MealsRepository = ReturnType<typeof mealsRepository>;
