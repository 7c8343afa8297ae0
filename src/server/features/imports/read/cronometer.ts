import { msg } from "../../../../shared/i18n/msg.js";
import { mealTypeOf } from "./collect.js";
import { type CsvRole, hasAll, hasAny, mealFromRow, readRows } from "./csv-role.js";
import { nutrientColumns } from "./nutrient-columns.js";
import { booleanCell, numberCell, timeCell } from "./values.js";

/**
 * Cronometer's exports (research 4.2), one CSV per kind: servings.csv (each food with its amount;
 * the row's nutrients are totals for that amount), dailysummary.csv (day totals, `Completed`),
 * biometrics.csv (long format: Metric, Unit, Amount), exercises.csv and notes.csv (reported).
 * When both servings and day totals come, the servings are the meals and the totals only mark
 * complete days; servings without nutrient columns (some newer exports) leave the totals as meals.
 */

export const cronometerServings: CsvRole = {
  source: "cronometer",
  role: "servings",
  what: msg("Cronometer food entries"),
  matches: (t) => hasAll(t, "day", "group", "food name"),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    if (!columns.some((c) => c.key === "calories")) {
      const { rows } = await readRows(table, into, limits, () => undefined);
      into.report(table.file, "food entries without nutrients (the daily summary's totals are used instead)", rows);
      return rows;
    }
    into.preferredMealRoles.add(this.role);
    const { rows } = await readRows(table, into, limits, (row) => {
      const group = row.get("group").trim();
      const rawTime = row.get("time").trim();
      const food = row.get("food name").trim();
      const amount = row.get("amount").trim();
      if (!food) {
        into.problem(table.file, row.line, "No food name.");
        return;
      }
      const meal = mealFromRow(
        row,
        table,
        columns,
        into,
        {
          role: this.role,
          source: this.source,
          rawDate: row.get("day"),
          natural: `${group}|${rawTime}|${food}|${amount}`,
          file: table.file,
          line: row.line,
          time: timeCell(rawTime),
          mealType: mealTypeOf(group),
          mealLabel: group,
          name: food,
          amount: amount || null,
          notes: null,
          sourceApp: null,
        },
        // A supplement is written with a blank Energy: Cronometer counts it as 0 kcal.
        { zeroWhenBlank: true },
      );
      if (meal) into.meals.push(meal);
    });
    return rows;
  },
};

export const cronometerDaily: CsvRole = {
  source: "cronometer",
  role: "dailysummary",
  what: msg("Cronometer daily totals"),
  matches: (t) => hasAll(t, "date") && hasAny(t, "energy (kcal)", "energy (kj)") && !t.has("food name"),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    into.fallbackMealRoles.add(this.role);
    const { rows } = await readRows(table, into, limits, (row) => {
      const rawDate = row.get("date");
      const group = row.get("group").trim();
      if (table.has("completed"))
        into.dayStatuses.push({
          role: this.role,
          source: this.source,
          rawDate,
          natural: group,
          file: table.file,
          line: row.line,
          completed: booleanCell(row.get("completed")),
        });
      const meal = mealFromRow(row, table, columns, into, {
        role: this.role,
        source: this.source,
        rawDate,
        natural: group,
        file: table.file,
        line: row.line,
        time: null,
        mealType: group ? mealTypeOf(group) : "snack",
        mealLabel: group || "Day total",
        name: group ? `${group} total (Cronometer)` : "Day total (Cronometer)",
        amount: null,
        notes: null,
        sourceApp: null,
      });
      if (meal) into.meals.push(meal);
    });
    return rows;
  },
};

const INCH_CM = 2.54;

export const cronometerBiometrics: CsvRole = {
  source: "cronometer",
  role: "biometrics",
  what: msg("Cronometer biometrics"),
  matches: (t) => hasAll(t, "day", "metric", "unit", "amount"),
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, (row) => {
      const metric = row.get("metric").trim();
      const unit = row.get("unit").trim().toLowerCase();
      const amount = numberCell(row.get("amount"));
      // "Weight (Garmin)": the app that measured it.
      const match = /^(weight|body fat|waist)(?: \((.*)\))?$/i.exec(metric);
      if (!match) return;
      if (amount === null || Number.isNaN(amount) || amount <= 0) {
        into.problem(table.file, row.line, `"${row.get("amount")}" is not a ${metric.toLowerCase()}.`);
        return;
      }
      const what = match[1]?.toLowerCase();
      const base = {
        role: this.role,
        source: this.source,
        rawDate: row.get("day"),
        file: table.file,
        line: row.line,
        time: null,
        sourceApp: match[2] ?? null,
      };
      if (what === "weight") {
        const weightUnit = unit === "kg" ? "kg" : unit === "lb" || unit === "lbs" ? "lb" : null;
        if (!weightUnit) into.problem(table.file, row.line, `Unknown weight unit "${unit}".`);
        else into.weighIns.push({ ...base, natural: metric, weight: amount, unit: weightUnit });
      } else if (what === "body fat") {
        into.measurements.push({ ...base, natural: metric, kind: "bodyFatPercent", value: amount });
      } else if (unit === "cm" || unit === "in") {
        const cm = unit === "in" ? amount * INCH_CM : amount;
        into.measurements.push({ ...base, natural: metric, kind: "waistCm", value: Math.round(cm * 10) / 10 });
      }
    });
    return rows;
  },
};

export const cronometerExercises: CsvRole = {
  source: "cronometer",
  role: "exercises",
  what: msg("Cronometer exercise (not imported yet)"),
  matches: (t) => hasAll(t, "day", "exercise", "minutes") && hasAny(t, "calories burned"),
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, () => undefined);
    into.report(table.file, "exercise entries, kept for a later version", rows);
    return rows;
  },
};

export const cronometerNotes: CsvRole = {
  source: "cronometer",
  role: "notes",
  what: msg("Cronometer notes (not imported)"),
  matches: (t) => hasAll(t, "day", "note") && t.keys.length <= 3,
  async read(table, into, limits) {
    const { rows } = await readRows(table, into, limits, () => undefined);
    into.report(table.file, "notes, not imported", rows);
    return rows;
  },
};
