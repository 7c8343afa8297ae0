import { and, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { MealType } from "../../../shared/contracts/meals.js";
import { MICRONUTRIENT_KEYS, unknownMicronutrients } from "../../../shared/domain/nutrients.js";
import type { Database } from "../../db/client.js";
import { insertBatcher } from "../../db/insert-batcher.js";
import { type MealRow, meals, type NewMealRow } from "../../db/schema/index.js";

export interface MealRange {
  from?: Date;
  /** Inclusive upper bound. */
  to?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

/** A meal's micronutrients as statement parameters: a meal entered by hand binds them all to NULL. */
const micronutrientPlaceholders = Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, sql.placeholder(key)]));

/** Open ends of a range, as bounds PostgreSQL timestamps accept. */
const EARLIEST = new Date("0001-01-01T00:00:00Z");
const LATEST = new Date("9999-12-31T23:59:59Z");

const identity = (row: { userId: number; eatenAt: Date; food: string }) =>
  `${row.userId}|${row.eatenAt.getTime()}|${row.food}`;

/**
 * The stored row made from each input, in the inputs' order. PostgreSQL returns a VALUES list's
 * rows in order, but that is not a promise of SQL, and each caller must get its own meal back.
 */
function pairWithInputs(inputs: NewMealRow[], created: MealRow[]): MealRow[] {
  const byIdentity = new Map<string, MealRow[]>();
  for (const row of created) {
    const same = byIdentity.get(identity(row));
    if (same) same.push(row);
    else byIdentity.set(identity(row), [row]);
  }
  // Never throws: the rows are committed by now, and a retry would store them twice.
  return inputs.map((input, i) => byIdentity.get(identity(input))?.shift() ?? (created[i] as MealRow));
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

  /** Every logged meal goes through here: prepared, so neither Drizzle nor PostgreSQL rebuilds it per request. */
  const insert = db
    .insert(meals)
    .values({
      userId: sql.placeholder("userId"),
      food: sql.placeholder("food"),
      calories: sql.placeholder("calories"),
      proteins: sql.placeholder("proteins"),
      carbs: sql.placeholder("carbs"),
      fats: sql.placeholder("fats"),
      macrosGiven: sql.placeholder("macrosGiven"),
      mealType: sql.placeholder("mealType"),
      eatenAt: sql.placeholder("eatenAt"),
      notes: sql.placeholder("notes"),
      foodId: sql.placeholder("foodId"),
      grams: sql.placeholder("grams"),
      ...micronutrientPlaceholders,
    })
    .returning()
    .prepare("meals_insert");

  /** Meals logged at the same moment share one INSERT and one commit (see insert-batcher.ts). */
  const inserts = insertBatcher<NewMealRow, MealRow>({
    async insertOne(row) {
      const [created] = await insert.execute({
        notes: null,
        foodId: null,
        grams: null,
        macrosGiven: true,
        ...unknownMicronutrients(),
        ...row,
      });
      if (!created) throw new Error("insert returned no row");
      return created;
    },
    async insertMany(rows) {
      const created = await db.insert(meals).values(rows).returning();
      return pairWithInputs(rows, created);
    },
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
