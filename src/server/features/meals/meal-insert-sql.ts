import { getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import { z } from "zod";
import { mealSchema } from "../../../shared/contracts/meals.js";
import { resultCheck } from "../../db/result-check.js";
import { meals, type NewMealRow } from "../../db/schema/index.js";
import { mealJsonSql } from "./present.js";

const TABLE = getTableName(meals);
const COLUMNS = getTableColumns(meals);
type MealKey = keyof typeof COLUMNS;

/** The columns the table fills itself: the serial id and the two instants (`defaultNow()`). */
const FILLED_BY_TABLE = new Set<MealKey>(["id", "createdAt", "updatedAt"]);

interface InsertedColumn {
  key: keyof NewMealRow;
  name: string;
  /** The column's PostgreSQL type, as its parameter array is cast. */
  type: string;
  /** What the table stores when a row leaves the column out (its Drizzle default, else NULL). */
  default: unknown;
}

function insertedColumn(key: MealKey): InsertedColumn {
  const column = COLUMNS[key];
  // A default computed by SQL or in JavaScript would be skipped by these hand-built inserts.
  if (column.defaultFn || column.onUpdateFn || is(column.default, SQL))
    throw new Error(`meals.${key}: a computed default is not applied by meal-insert-sql.ts`);
  return { key, name: column.name, type: column.getSQLType(), default: column.hasDefault ? column.default : null };
}

/** What an insert sets, every column of the table but those it fills, in the table's order. */
const INSERTED = (Object.keys(COLUMNS) as MealKey[]).filter((key) => !FILLED_BY_TABLE.has(key)).map(insertedColumn);

/**
 * One INSERT of any number of rows, each column's values one array parameter, so the text never
 * changes and it stays a named prepared statement (Drizzle built a multi-row INSERT per batch, and
 * PostgreSQL parsed and planned each). Each row is numbered by `WITH ORDINALITY` and given its id
 * before it is inserted, so every returned row carries the number of the input it stores: rows
 * come back to their callers by that, never by their values (two identical quick adds are two
 * rows) nor by the order of RETURNING, which SQL does not promise. Each comes back as the meal the
 * client is answered with (`mealJsonSql`), so grams and micronutrients (float4) read as stored.
 *
 * A second statement for meals without a float4 (sending their 12 columns, returning only the id
 * and the two instants, and rebuilding the row in Node) was dropped in issue 25: what it saved was
 * inside the machine's noise, for a second statement, a second result shape and a converter
 * (docs/performance.md, "Tried and dropped").
 */
export const MEAL_INSERT_SQL = (() => {
  const id = COLUMNS.id.name;
  const names = INSERTED.map((column) => `"${column.name}"`).join(", ");
  const arrays = INSERTED.map((column, i) => `$${i + 1}::${column.type}[]`).join(", ");
  return `
  WITH given AS MATERIALIZED (
    SELECT nextval((SELECT pg_get_serial_sequence('"${TABLE}"', '${id}')::regclass)) AS "${id}", input.*
    FROM unnest(${arrays}) WITH ORDINALITY AS input(${names}, ordinal)),
  stored AS (
    INSERT INTO "${TABLE}" ("${id}", ${names}) SELECT "${id}", ${names} FROM given
    RETURNING "${id}", ${mealJsonSql(`"${TABLE}"`)}::text AS meal)
  SELECT given.ordinal::int AS ordinal, stored.meal FROM stored JOIN given USING ("${id}")`;
})();

/** What `MEAL_INSERT_SQL` returns for each row: its input's number and its meal as JSON text. */
export const insertedRow = resultCheck(
  z.object({ ordinal: z.number().int().positive(), meal: z.string() }),
  "the meal insert",
);
/** A returned meal, checked against the contract (the serializer checks the answer again). */
export const insertedMeal = resultCheck(mealSchema.omit({ localDate: true }), "the meal insert");

/** What the insert stores in `key` for `row`: a column the row leaves out takes its default. */
function insertedValue(row: NewMealRow, column: InsertedColumn): unknown {
  return Object.hasOwn(row, column.key) ? (row[column.key] ?? null) : column.default;
}

/**
 * `MEAL_INSERT_SQL`'s parameters for `rows`: one array per column, in the rows' order, built
 * straight from the rows: spreading each row over the ~60 defaults showed in the POST's CPU
 * profile under load (docs/performance.md).
 */
export function mealInsertParams(rows: readonly NewMealRow[]): unknown[][] {
  return INSERTED.map((column) => rows.map((row) => insertedValue(row, column)));
}

/**
 * The returned rows in the order of the inputs they store, checked: each of the `count` inputs
 * has exactly one row. Throws otherwise (an error with no SQLSTATE: the rows may be stored, so the
 * insert batcher reports it to every caller rather than retrying).
 */
export function inInputOrder<Returned extends { ordinal: number }>(
  returned: readonly unknown[],
  check: (row: unknown) => Returned,
  count: number,
): Returned[] {
  const ordered: Returned[] = new Array(count);
  for (const raw of returned) {
    const row = check(raw);
    if (row.ordinal > count || ordered[row.ordinal - 1])
      throw new Error(`meal insert returned row ${row.ordinal} twice or out of range`);
    ordered[row.ordinal - 1] = row;
  }
  if (returned.length !== count) throw new Error(`meal insert returned ${returned.length} rows for ${count}`);
  return ordered;
}
