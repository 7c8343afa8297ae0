import { unknownMicronutrients } from "../../../../shared/domain/nutrients.js";
import type { Collected, RawMeal } from "./collect.js";
import type { CsvRow, CsvTable } from "./csv.js";
import { type NutrientColumn, rowNutrients } from "./nutrient-columns.js";
import { ImportFileError, type ImportLimits, type ImportSource } from "./parsed.js";

/**
 * One kind of CSV file an app exports, told by its header (the file's name helps only where two
 * kinds share a header, as Lose It!'s metric files do).
 */
export interface CsvRole {
  source: ImportSource;
  /** Part of every row's key: stays the same when the app renames the file (`Nutrition-Summary-<dates>.csv`). */
  role: string;
  /** What the preview says the file was read as. */
  what: string;
  matches(table: CsvTable, baseName: string): boolean;
  /** Reads every row into `into`; answers the number of rows. */
  read(table: CsvTable, into: Collected, limits: ImportLimits): Promise<number>;
}

export const hasAll = (table: CsvTable, ...keys: string[]) => keys.every((key) => table.has(key));
export const hasAny = (table: CsvTable, ...keys: string[]) => keys.some((key) => table.has(key));
export const firstOf = (table: CsvTable, ...keys: string[]) => keys.find((key) => table.has(key)) ?? keys[0] ?? "";

/** Rows of a table, counted against the limit shared by every file of the import. */
export async function* countedRows(table: CsvTable, into: Collected, limits: ImportLimits): AsyncIterable<CsvRow> {
  for await (const row of table.rows) {
    if (++into.rows > limits.maxRows)
      throw new ImportFileError(
        "too-many-rows",
        `The file has more than ${limits.maxRows.toLocaleString("en-US")} rows; split the export into shorter periods.`,
      );
    if (row.cells.every((cell) => cell.trim() === "")) continue;
    yield row;
  }
}

/** What a row reader answers for a row it passes over on purpose, so that the skipped rows are counted. */
export const SKIPPED = "skipped";

/**
 * Reads every counted row with `readRow`; answers how many rows there were (what `CsvRole.read`
 * answers) and how many `readRow` answered SKIPPED for (what a reader reports it passed over).
 */
export async function readRows(
  table: CsvTable,
  into: Collected,
  limits: ImportLimits,
  readRow: (row: CsvRow) => typeof SKIPPED | undefined,
): Promise<{ rows: number; skipped: number }> {
  let rows = 0;
  let skipped = 0;
  for await (const row of countedRows(table, into, limits)) {
    rows++;
    if (readRow(row) === SKIPPED) skipped++;
  }
  return { rows, skipped };
}

/**
 * A meal from a row's nutrient cells, or a problem when the calories are missing or unreadable.
 * `zeroWhenBlank`: Cronometer writes supplements with a blank Energy, meaning 0 kcal.
 */
export function mealFromRow(
  row: CsvRow,
  table: CsvTable,
  columns: NutrientColumn[],
  into: Collected,
  base: Omit<RawMeal, "calories" | "proteins" | "carbs" | "fats" | "micronutrients">,
  options: { zeroWhenBlank?: boolean; decimalComma?: boolean } = {},
): RawMeal | null {
  const n = rowNutrients(row, columns, table.header, options.decimalComma);
  if (n.unreadable.length > 0) {
    into.problem(table.file, row.line, `Not a number (or below 0): ${n.unreadable.join(", ")}.`);
    return null;
  }
  let calories = n.calories;
  if (calories === null && options.zeroWhenBlank) calories = 0;
  if (calories === null) {
    into.problem(table.file, row.line, "No calories given.");
    return null;
  }
  return {
    ...base,
    calories,
    proteins: n.proteins,
    carbs: n.carbs,
    fats: n.fats,
    micronutrients: n.micronutrients ?? unknownMicronutrients(),
  };
}
