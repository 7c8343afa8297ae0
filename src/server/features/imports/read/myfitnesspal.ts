import { msg } from "../../../../shared/i18n/msg.js";
import { mealTypeOf } from "./collect.js";
import { type CsvRole, hasAll, hasAny, mealFromRow, readRows } from "./csv-role.js";
import { nutrientColumns } from "./nutrient-columns.js";
import { numberCell, timeCell } from "./values.js";

/**
 * MyFitnessPal's Premium export (research 4.1): a ZIP of `Nutrition-Summary-<dates>.csv` (meal
 * totals, no food names), `Measurement-Summary-….csv` (weights without a unit) and
 * `Exercise-Summary-….csv` (whose `Kilograms`/`Pounds` column gives the account's unit).
 */

export const mfpNutrition: CsvRole = {
  source: "myfitnesspal",
  role: "nutrition-summary",
  what: msg("MyFitnessPal meal totals"),
  // Lose It!'s food-logs.csv has Date, Meal and Calories too, with a food Name and Deleted.
  matches: (t) =>
    hasAll(t, "date", "meal", "calories") &&
    hasAny(t, "fat (g)", "protein (g)", "carbohydrates (g)") &&
    !hasAny(t, "name", "deleted"),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    const { rows } = await readRows(table, into, limits, (row) => {
      const label = row.get("meal").trim();
      const rawTime = row.get("time").trim();
      const time = timeCell(rawTime);
      const note = row.get("note").trim();
      // Older Premium exports had a row per food with a `Food` column ("Brand, Name"; research 4.1).
      const food = row.get("food").trim();
      const meal = mealFromRow(row, table, columns, into, {
        role: this.role,
        source: this.source,
        rawDate: row.get("date"),
        natural: food ? `${label}|${rawTime}|${food}` : `${label}|${rawTime}`,
        file: table.file,
        line: row.line,
        time,
        mealType: mealTypeOf(label),
        mealLabel: label,
        name: food || `${label || "Meal"} (MyFitnessPal)`,
        amount: null,
        notes: note || null,
        sourceApp: null,
      });
      if (meal) into.meals.push(meal);
    });
    return rows;
  },
};

export const mfpMeasurements: CsvRole = {
  source: "myfitnesspal",
  role: "measurement-summary",
  what: msg("MyFitnessPal weights"),
  // Lose It!'s weights.csv has `Last Updated` and `Deleted` as well.
  matches: (t) => hasAll(t, "date", "weight") && !hasAny(t, "meal", "last updated", "deleted", "unit"),
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, (row) => {
      const rawDate = row.get("date");
      const weight = numberCell(row.get("weight"));
      if (weight !== null && (Number.isNaN(weight) || weight <= 0))
        into.problem(table.file, row.line, `"${row.get("weight")}" is not a weight.`);
      else if (weight !== null)
        into.weighIns.push({
          role: this.role,
          source: this.source,
          rawDate,
          natural: "",
          file: table.file,
          line: row.line,
          time: null,
          weight,
          unit: null,
          sourceApp: null,
        });
      const fat = numberCell(row.get("body fat %"));
      if (fat !== null && !Number.isNaN(fat) && fat > 0)
        into.measurements.push({
          role: this.role,
          source: this.source,
          rawDate,
          natural: "body-fat",
          file: table.file,
          line: row.line,
          time: null,
          kind: "bodyFatPercent",
          value: fat,
          sourceApp: null,
        });
    });
    return rows;
  },
};

export const mfpExercise: CsvRole = {
  source: "myfitnesspal",
  role: "exercise-summary",
  what: msg("MyFitnessPal exercise (not imported yet)"),
  matches: (t) => hasAll(t, "date", "exercise", "exercise calories"),
  async read(table, into, limits) {
    if (table.has("pounds")) into.weightUnitHint = "lb";
    else if (table.has("kilograms")) into.weightUnitHint = "kg";
    const { rows } = await readRows(table, into, limits, () => undefined);
    into.report(table.file, "exercise entries, kept for a later version", rows);
    return rows;
  },
};
