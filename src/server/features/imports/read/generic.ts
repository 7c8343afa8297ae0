import { msg } from "../../../../shared/i18n/msg.js";
import { mealTypeOf } from "./collect.js";
import type { CsvTable } from "./csv.js";
import { type CsvRole, countedRows, firstOf, hasAny, mealFromRow } from "./csv-role.js";
import { nutrientColumns } from "./nutrient-columns.js";
import { localOfInstant, numberCell, timeCell } from "./values.js";

/**
 * Anything else, in a simple shape: one food per row with its date, meal, calories and macros.
 * Header words have synonyms (Day for Date, Name or Item for Food, kcal, Energy or kJ for
 * Calories); commas, semicolons (then "12,5" is twelve and a half) or tabs; ISO or slashed dates.
 * A file of dates and weights (`Weight (kg)`, `Weight (lb)`) gives weigh-ins.
 */

const DATE = ["date", "day"];
const FOOD = ["food", "name", "item", "description", "food name"];
const MEAL = ["meal", "meal type", "slot", "group"];
const CALORIES = ["calories", "kcal", "energy", "energy (kcal)", "calories (kcal)", "kj", "energy (kj)"];

export const GENERIC_TEMPLATE_FILE = "macrowise-import-template.csv";

/** The template people download: the header and two example rows. */
export const GENERIC_TEMPLATE = [
  "date,time,meal,food,amount,calories,protein,carbs,fat,fiber,sugars,sodium",
  "2026-03-13,08:30,Breakfast,Porridge with milk,300 g,320,12.5,48,8.2,5,14,110",
  "2026-03-13,13:00,Lunch,Chicken salad,1 bowl,450,38,12,27,,,",
  "",
].join("\r\n");

export const genericMeals: CsvRole = {
  source: "generic-csv",
  role: "meals",
  what: msg("Meals (date, meal, food, calories)"),
  matches: (t) => hasAny(t, ...DATE) && hasAny(t, ...FOOD) && hasAny(t, ...CALORIES),
  async read(table, into, limits) {
    const columns = nutrientColumns(table);
    const keys = { date: firstOf(table, ...DATE), food: firstOf(table, ...FOOD), meal: firstOf(table, ...MEAL) };
    const decimalComma = table.delimiter === ";";
    let rows = 0;
    for await (const row of countedRows(table, into, limits)) {
      rows++;
      const food = row.get(keys.food).trim();
      const label = row.get(keys.meal).trim();
      const rawTime = row.get("time").trim();
      const local = localOfInstant(row.get(keys.date), into.timeZone);
      const rawDate = local?.date ?? row.get(keys.date);
      const time = timeCell(rawTime) ?? local?.time ?? timeCell(rawDate.trim().split(/[ T]/)[1]);
      if (!food) {
        into.problem(table.file, row.line, "No food name.");
        continue;
      }
      if (rawTime && !timeCell(rawTime)) into.problem(table.file, row.line, `"${rawTime}" is not a time; left out.`);
      const amount = row.get("amount").trim();
      const notes = row.get("notes").trim() || row.get("note").trim();
      const meal = mealFromRow(
        row,
        table,
        columns,
        into,
        {
          role: this.role,
          source: this.source,
          rawDate,
          natural: `${label}|${time ?? ""}|${food}|${amount}`,
          file: table.file,
          line: row.line,
          time,
          mealType: label ? mealTypeOf(label) : "snack",
          mealLabel: label,
          name: food,
          amount: amount || null,
          notes: notes || null,
          sourceApp: null,
        },
        { decimalComma },
      );
      if (meal) into.meals.push(meal);
    }
    return rows;
  },
};

const weightColumn = (t: CsvTable) =>
  t.keys.find((key) => /^(weight|body weight)( \((kg|lb|lbs)\))?$/.test(key) && key !== "weight");

export const genericWeights: CsvRole = {
  source: "generic-csv",
  role: "weights",
  what: msg("Weigh-ins (date, weight in kg or lb)"),
  matches: (t) => hasAny(t, ...DATE) && weightColumn(t) !== undefined && !hasAny(t, ...FOOD),
  async read(table, into, limits) {
    const column = weightColumn(table) ?? "";
    const unit = /\(kg\)/.test(column) ? "kg" : "lb";
    const date = firstOf(table, ...DATE);
    const decimalComma = table.delimiter === ";";
    let rows = 0;
    for await (const row of countedRows(table, into, limits)) {
      rows++;
      const weight = numberCell(row.get(column), decimalComma);
      if (weight === null) continue;
      if (Number.isNaN(weight) || weight <= 0) {
        into.problem(table.file, row.line, `"${row.get(column)}" is not a weight.`);
        continue;
      }
      into.weighIns.push({
        role: this.role,
        source: this.source,
        rawDate: row.get(date),
        natural: "",
        file: table.file,
        line: row.line,
        time: timeCell(row.get("time")),
        weight,
        unit,
        sourceApp: null,
      });
    }
    return rows;
  },
};
