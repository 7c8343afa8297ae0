import { msg } from "../../../../shared/i18n/msg.js";
import { mealTypeOf } from "./collect.js";
import { type CsvRole, countedRows, hasAll, mealFromRow } from "./csv-role.js";
import { nutrientColumns } from "./nutrient-columns.js";
import { booleanCell, numberCell } from "./values.js";

/**
 * Lose It!'s web export (research 4.3): food-logs.csv (rows marked `Deleted` are soft-deleted and
 * skipped), weights.csv (no unit), the simplified web export (foods and exercise in one file,
 * exercise calories negative), and metric files sharing `Date, Value, Secondary Value, Last
 * Updated` (told apart by name: body-fat.csv is read, the others reported). Dates are often MM/DD/YYYY.
 */

const amountOf = (quantity: string, units: string) => [quantity.trim(), units.trim()].filter(Boolean).join(" ") || null;

export const loseitFoods: CsvRole = {
  source: "loseit",
  role: "food-logs",
  what: msg("Lose It! food log"),
  matches: (t) => hasAll(t, "date", "name", "meal", "calories", "deleted"),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    let rows = 0;
    let deleted = 0;
    for await (const row of countedRows(table, into, limits)) {
      rows++;
      if (booleanCell(row.get("deleted"))) {
        deleted++;
        continue;
      }
      const label = row.get("meal").trim();
      const name = row.get("name").trim();
      const amount = amountOf(row.get("quantity"), row.get("units"));
      const meal = mealFromRow(row, table, columns, into, {
        role: this.role,
        source: this.source,
        rawDate: row.get("date"),
        natural: `${label}|${name}|${amount ?? ""}`,
        file: table.file,
        line: row.line,
        time: null,
        mealType: mealTypeOf(label),
        mealLabel: label,
        name: name || "Food",
        amount,
        notes: null,
        sourceApp: null,
      });
      if (meal) into.meals.push(meal);
    }
    into.report(table.file, "rows marked deleted in Lose It!, skipped", deleted);
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
    let rows = 0;
    let exercise = 0;
    for await (const row of countedRows(table, into, limits)) {
      rows++;
      if (row.get("type").trim().toLowerCase() !== "food") {
        exercise++;
        continue;
      }
      const name = row.get("name").trim();
      const amount = amountOf(row.get("quantity"), row.get("units"));
      const meal = mealFromRow(row, table, columns, into, {
        role: this.role,
        source: this.source,
        rawDate: row.get("date"),
        natural: `${name}|${amount ?? ""}`,
        file: table.file,
        line: row.line,
        time: null,
        // The file names no meal: the day's foods land as snacks, their label saying why.
        mealType: "snack",
        mealLabel: "Food (no meal in the file)",
        name: name || "Food",
        amount,
        notes: null,
        sourceApp: null,
      });
      if (meal) into.meals.push(meal);
    }
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
    let rows = 0;
    for await (const row of countedRows(table, into, limits)) {
      rows++;
      if (booleanCell(row.get("deleted"))) continue;
      const weight = numberCell(row.get("weight"));
      if (weight === null) continue;
      if (Number.isNaN(weight) || weight <= 0) {
        into.problem(table.file, row.line, `"${row.get("weight")}" is not a weight.`);
        continue;
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
    }
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
    let rows = 0;
    for await (const row of countedRows(table, into, limits)) {
      rows++;
      const value = numberCell(row.get("value"));
      if (value === null) continue;
      if (Number.isNaN(value) || value <= 0 || value >= 100) {
        into.problem(table.file, row.line, `"${row.get("value")}" is not a body fat percentage.`);
        continue;
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
    }
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
    let rows = 0;
    for await (const _ of countedRows(table, into, limits)) rows++;
    into.report(table.file, "not imported (exercise, calorie budget or a measurement Macrowise does not keep)", rows);
    return rows;
  },
};
