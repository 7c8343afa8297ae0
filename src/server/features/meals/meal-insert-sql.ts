import { MICRONUTRIENT_KEYS, nutrientColumn, unknownMicronutrients } from "../../../shared/domain/nutrients.js";
import { isoInstantSql } from "../../db/json-sql.js";
import type { MealRow, NewMealRow } from "../../db/schema/index.js";
import { type StoredMeal, storedMealJsonSql } from "./meal-json-sql.js";

/** What an insert sets (id and the two instants are the table's), with its PostgreSQL type. */
const INSERTED: readonly (readonly [keyof NewMealRow, string, string])[] = [
  ["userId", "user_id", "int"],
  ["food", "food", "text"],
  ["calories", "calories", "int"],
  ["proteins", "proteins", "int"],
  ["carbs", "carbs", "int"],
  ["fats", "fats", "int"],
  ["macrosGiven", "macros_given", "boolean"],
  ["mealType", "meal_type", "text"],
  ["eatenAt", "eaten_at", "timestamptz"],
  ["notes", "notes", "text"],
  ["foodId", "food_id", "int"],
  ["grams", "grams", "real"],
  ...MICRONUTRIENT_KEYS.map((key) => [key, nutrientColumn(key), "real"] as const),
];

/** What a row leaves out, as the table's defaults would have it. */
const DEFAULTS = { notes: null, foodId: null, grams: null, macrosGiven: true, ...unknownMicronutrients() };

/** The `real` columns (grams, micronutrients): PostgreSQL keeps a float4 near the value given. */
const REAL_KEYS = INSERTED.filter(([, , type]) => type === "real").map(([key]) => key);
/** The columns of a row PostgreSQL stores exactly as given: all but the `real`s. */
const EXACT = INSERTED.filter(([, , type]) => type !== "real");

const insertSql = (columns: typeof INSERTED) => `
  INSERT INTO meals (${columns.map(([, column]) => `"${column}"`).join(", ")})
  SELECT * FROM unnest(${columns.map(([, , type], i) => `$${i + 1}::${type}[]`).join(", ")})`;

/**
 * One statement for one meal or a batch of them (db/insert-batcher.ts): each column's values come
 * as one array parameter, so the text never changes and it stays a named prepared statement
 * (Drizzle built a multi-row INSERT per batch, and PostgreSQL parsed and planned each). The
 * stored rows come back as the client's JSON (meal-json-sql.ts), one text column each.
 */
export const MEAL_INSERT_SQL = `${insertSql(INSERTED)}
  RETURNING ${storedMealJsonSql("meals")}::text AS meal`;

/**
 * The same insert for rows PostgreSQL stores exactly as given (`storedAsGiven`), whose `real`
 * columns are all left NULL: only the other columns are sent (12 arrays, not 60), and only what
 * the table adds comes back, the id and the two instants, with what pairs each row with its
 * input. Writing every row as JSON (60 keys) was a quarter of the insert's PostgreSQL time, and
 * under load the meal POST waits on that time (docs/ARCHITECTURE.md).
 */
export const MEAL_INSERT_ADDED_SQL = `${insertSql(EXACT)}
  RETURNING id, user_id AS "userId", food, ${isoInstantSql("eaten_at")} AS "eatenAt",
    ${isoInstantSql("created_at")} AS "createdAt", ${isoInstantSql("updated_at")} AS "updatedAt"`;

/** What `MEAL_INSERT_ADDED_SQL` returns for each row. */
export interface AddedByTable {
  id: number;
  userId: number;
  food: string;
  eatenAt: string;
  createdAt: string;
  updatedAt: string;
}

const DEFAULT_OF: Readonly<Record<string, unknown>> = DEFAULTS;

/** What the insert stores in `key` for `row`: a column the row leaves out takes its default. */
function insertedValue(row: NewMealRow, key: keyof NewMealRow): unknown {
  return Object.hasOwn(row, key) ? (row[key] ?? null) : (DEFAULT_OF[key] ?? null);
}

/**
 * `MEAL_INSERT_SQL`'s parameters for `rows`: one array per column, in the rows' order. (Spreading
 * each row over the ~60 defaults was a twentieth of the POST's own Node time under load.)
 */
export function mealInsertParams(rows: readonly NewMealRow[]): unknown[][] {
  return INSERTED.map(([key]) => rows.map((row) => insertedValue(row, key)));
}

/** `MEAL_INSERT_ADDED_SQL`'s parameters for `rows`, which are all `storedAsGiven`. */
export function mealInsertAddedParams(rows: readonly NewMealRow[]): unknown[][] {
  return EXACT.map(([key]) => rows.map((row) => insertedValue(row, key)));
}

/**
 * Whether PostgreSQL stores every value of `row` exactly as given: integers, text, a boolean and
 * an instant in milliseconds, no `real`. Such a row is known without reading it back.
 */
export function storedAsGiven(row: NewMealRow): boolean {
  return REAL_KEYS.every((key) => insertedValue(row, key) === null);
}

/**
 * A stored row from its input and what the table added, as Drizzle would have read it (the keys
 * in `mealRowOf`'s order). Only for rows `storedAsGiven`.
 */
export function mealRowFrom(input: NewMealRow, added: AddedByTable): MealRow {
  const row: Record<string, unknown> = { id: added.id };
  for (const [key] of INSERTED) row[key] = insertedValue(input, key);
  row.createdAt = new Date(added.createdAt);
  row.updatedAt = new Date(added.updatedAt);
  return row as MealRow;
}

/**
 * A stored row back from its JSON, as Drizzle would have read it. Built key by key in one order
 * (spreading 48 keys made dictionary-mode objects: more Node CPU than Drizzle's own mapping).
 */
export function mealRowOf(json: string): MealRow {
  const meal = JSON.parse(json) as StoredMeal;
  const row: Record<string, unknown> = {
    id: meal.id,
    userId: meal.userId,
    food: meal.food,
    calories: meal.calories,
    proteins: meal.proteins,
    carbs: meal.carbs,
    fats: meal.fats,
    macrosGiven: meal.macrosGiven,
    mealType: meal.mealType,
    eatenAt: new Date(meal.timestamp),
    notes: meal.notes,
    foodId: meal.foodId,
    grams: meal.grams,
  };
  const micronutrients = meal.micronutrients;
  for (const key of MICRONUTRIENT_KEYS) row[key] = micronutrients ? micronutrients[key] : null;
  row.createdAt = new Date(meal.createdAt);
  row.updatedAt = new Date(meal.updatedAt);
  return row as MealRow;
}
