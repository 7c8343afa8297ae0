import type { MealType } from "../../../../shared/domain/meal-types.js";
import { msg } from "../../../../shared/i18n/msg.js";
import { type Collected, mealTypeOf } from "./collect.js";
import type { CsvRow, CsvTable } from "./csv.js";
import { type CsvRole, hasAll, mealFromRow, readRows, SKIPPED } from "./csv-role.js";
import { type NutrientColumn, nutrientColumns } from "./nutrient-columns.js";
import { booleanCell, numberCell } from "./values.js";

/**
 * Lose It!'s web export (research 4.3): food-logs.csv (rows marked `Deleted` are soft-deleted and
 * skipped), weights.csv (no unit), the simplified web export (foods and exercise in one file,
 * exercise calories negative), and metric files sharing `Date, Value, Secondary Value, Last
 * Updated` (told apart by name: body-fat.csv is read, the others reported). Dates are often MM/DD/YYYY.
 */

const amountOf = (quantity: string, units: string) => [quantity.trim(), units.trim()].filter(Boolean).join(" ") || null;

/**
 * A food row's meal, read alike in both food files: its name, amount (quantity and units) and
 * nutrients. `meal` says where it goes, and `keyParts` what tells it apart besides name and amount.
 */
function pushFood(
  role: CsvRole,
  row: CsvRow,
  table: CsvTable,
  columns: NutrientColumn[],
  into: Collected,
  meal: { type: MealType; label: string; keyParts: string[] },
) {
  const name = row.get("name").trim();
  const amount = amountOf(row.get("quantity"), row.get("units"));
  const found = mealFromRow(row, table, columns, into, {
    role: role.role,
    source: role.source,
    rawDate: row.get("date"),
    natural: [...meal.keyParts, name, amount ?? ""].join("|"),
    file: table.file,
    line: row.line,
    time: null,
    mealType: meal.type,
    mealLabel: meal.label,
    name: name || "Food",
    amount,
    notes: null,
    sourceApp: null,
  });
  if (found) into.meals.push(found);
}

export const loseitFoods: CsvRole = {
  source: "loseit",
  role: "food-logs",
  what: msg("Lose It! food log"),
  matches: (t) => hasAll(t, "date", "name", "meal", "calories", "deleted"),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    const { rows, skipped } = await readRows(table, into, limits, (row) => {
      if (booleanCell(row.get("deleted"))) return SKIPPED;
      const label = row.get("meal").trim();
      pushFood(this, row, table, columns, into, { type: mealTypeOf(label), label, keyParts: [label] });
    });
    into.report(table.file, "rows marked deleted in Lose It!, skipped", skipped);
    return rows;
  },
};

export const loseitSimple: CsvRole = {
  source: "loseit",
  role: "web-export",
  what: msg("Lose It! simplified export"),
  matches: (t) => hasAll(t, "date", "name", "type", "calories") && !t.has("meal") && !t.has("deleted"),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    const { rows, skipped: exercise } = await readRows(table, into, limits, (row) => {
      if (row.get("type").trim().toLowerCase() !== "food") return SKIPPED;
      // The file names no meal: the day's foods land as snacks, their label saying why.
      pushFood(this, row, table, columns, into, { type: "snack", label: "Food (no meal in the file)", keyParts: [] });
    });
    into.report(table.file, "exercise entries, kept for a later version", exercise);
    return rows;
  },
};

export const loseitWeights: CsvRole = {
  source: "loseit",
  role: "weights",
  what: msg("Lose It! weights"),
  matches: (t) => hasAll(t, "date", "weight", "deleted"),
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, (row) => {
      if (booleanCell(row.get("deleted"))) return;
      const weight = numberCell(row.get("weight"));
      if (weight === null) return;
      if (Number.isNaN(weight) || weight <= 0) {
        into.problem(table.file, row.line, `"${row.get("weight")}" is not a weight.`);
        return;
      }
      into.weighIns.push({
        role: this.role,
        source: this.source,
        rawDate: row.get("date"),
        natural: "",
        file: table.file,
        line: row.line,
        time: null,
        weight,
        unit: null,
        sourceApp: null,
      });
    });
    return rows;
  },
};

const isMetricFile = (t: Parameters<CsvRole["matches"]>[0]) => hasAll(t, "date", "value", "last updated");

export const loseitBodyFat: CsvRole = {
  source: "loseit",
  role: "body-fat",
  what: msg("Lose It! body fat"),
  matches: (t, name) => isMetricFile(t) && name.toLowerCase() === "body-fat.csv",
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, (row) => {
      const value = numberCell(row.get("value"));
      if (value === null) return;
      if (Number.isNaN(value) || value <= 0 || value >= 100) {
        into.problem(table.file, row.line, `"${row.get("value")}" is not a body fat percentage.`);
        return;
      }
      into.measurements.push({
        role: this.role,
        source: this.source,
        rawDate: row.get("date"),
        natural: "",
        file: table.file,
        line: row.line,
        time: null,
        kind: "bodyFatPercent",
        value,
        sourceApp: null,
      });
    });
    return rows;
  },
};

/** Exercise logs, the daily calorie summary and the other metric files: counted, said, not imported. */
export const loseitReported: CsvRole = {
  source: "loseit",
  role: "reported",
  what: msg("Lose It! data not imported"),
  matches: (t) =>
    isMetricFile(t) ||
    hasAll(t, "date", "name", "type", "calories", "deleted") ||
    hasAll(t, "date", "food cals", "budget cals"),
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, () => undefined);
    into.report(table.file, "not imported (exercise, calorie budget or a measurement Macrowise does not keep)", rows);
    return rows;
  },
};
