import { MICRONUTRIENT_KEYS, nutrientColumn, unknownMicronutrients } from "../../../shared/domain/nutrients.js";
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

/**
 * One statement for one meal or a batch of them (db/insert-batcher.ts): each column's values come
 * as one array parameter, so the text never changes and it stays a named prepared statement
 * (Drizzle built a multi-row INSERT per batch, and PostgreSQL parsed and planned each). The
 * stored rows come back as the client's JSON (meal-json-sql.ts), one text column each.
 */
export const MEAL_INSERT_SQL = `
  INSERT INTO meals (${INSERTED.map(([, column]) => `"${column}"`).join(", ")})
  SELECT * FROM unnest(${INSERTED.map(([, , type], i) => `$${i + 1}::${type}[]`).join(", ")})
  RETURNING ${storedMealJsonSql("meals")}::text AS meal`;

const DEFAULT_OF: Readonly<Record<string, unknown>> = DEFAULTS;

/**
 * The statement's parameters for `rows`: one array per column, in the rows' order; a column a row
 * leaves out takes its default. (Spreading each row over the ~60 defaults was a twentieth of the
 * POST's own Node time under load.)
 */
export function mealInsertParams(rows: readonly NewMealRow[]): unknown[][] {
  return INSERTED.map(([key]) =>
    rows.map((row) => (Object.hasOwn(row, key) ? (row[key] ?? null) : (DEFAULT_OF[key] ?? null))),
  );
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
