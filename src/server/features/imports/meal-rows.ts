import { CONTROL_CHARACTERS } from "../../../shared/contracts/text.js";
import { MICRONUTRIENT_KEYS } from "../../../shared/domain/nutrients.js";
import type { NewMealRow } from "../../db/schema/index.js";
import type { PlannedMeal } from "./plan.js";
import type { ParsedImport } from "./read/parsed.js";
import type { DaySpan } from "./store-repository.js";

/** The rule user texts follow (contracts/text.ts), to remove every match rather than refuse. */
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source, "g");

/**
 * Text from a file, made storable: no control characters but tab and newline (PostgreSQL cannot
 * hold NUL; the rest would reach the page), trimmed and cut to `max` characters.
 */
export function cleanText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const clean = value.replace(EVERY_CONTROL_CHARACTER, "").trim();
  return clean === "" ? null : clean.slice(0, max);
}

const grams = (value: number | null) => (value === null ? 0 : Math.round(value));
const twoDecimals = (value: number | null) =>
  value === null || !Number.isFinite(value) || value < 0 ? null : Math.round(value * 100) / 100;

/**
 * The meal a file's row becomes: whole numbers for the four (blank macros stored as 0 and marked
 * not given, as a calories-only quick add is), micronutrients to two decimals (blank stays
 * unknown), the amount kept in the notes. `foodIds` maps a Macrowise export's food ids to this
 * account's (a food it does not name is dropped, the meal keeps its numbers).
 */
export function mealRowOf(userId: number, { row, eatenAt }: PlannedMeal, foodIds: Map<number, number>): NewMealRow {
  const micronutrients = Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key) => [key, twoDecimals(row.micronutrients[key] ?? null)]),
  );
  const notes = [row.amount, row.notes]
    .map((part) => cleanText(part, 1000))
    .filter(Boolean)
    .join(" · ");
  const foodId = row.foodId === null || row.foodId === undefined ? null : (foodIds.get(row.foodId) ?? null);
  return {
    userId,
    food: cleanText(row.name, 200) ?? cleanText(row.mealLabel, 200) ?? "Imported meal",
    calories: Math.round(row.calories),
    proteins: grams(row.proteins),
    carbs: grams(row.carbs),
    fats: grams(row.fats),
    macrosGiven: row.proteins !== null || row.carbs !== null || row.fats !== null,
    mealType: row.mealType,
    eatenAt,
    notes: notes === "" ? null : notes.slice(0, 1000),
    foodId,
    grams: foodId === null ? null : (row.grams ?? null),
    ...micronutrients,
  };
}

/** The local days a file's rows fall on, first to last; null for a file without any. */
export function spanOf(parsed: ParsedImport, timeZone: string): DaySpan | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const { date } of [...parsed.meals, ...parsed.weighIns, ...parsed.measurements]) {
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  }
  return from && to ? { from, to, timeZone } : null;
}
