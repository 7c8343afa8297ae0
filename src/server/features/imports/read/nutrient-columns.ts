import {
  type MacronutrientKey,
  type MicronutrientKey,
  type Micronutrients,
  nutrientInfo,
  roundMicronutrient,
  unknownMicronutrients,
} from "../../../../shared/domain/nutrients.js";
import type { CsvRow, CsvTable } from "./csv.js";
import { KJ_PER_KCAL, numberCell, round } from "./values.js";

/**
 * Nutrient columns as other apps name them ("Fat (g)", "Saturated Fat", "B12 (Cobalamin) (µg)",
 * "Energy (kJ)"), mapped to our keys and converted to our units by the unit in the header.
 * A column without a unit is read only where the unit is not in doubt (fats and sugars in g,
 * sodium in mg): MyFitnessPal's unit-less "Vitamin A", "Calcium", "Iron" are % Daily Value, not
 * masses, and are never read. Vitamin A in IU is skipped too (IU to µg RAE depends on the source).
 */

type Key = MacronutrientKey | MicronutrientKey;

const NAMES: Record<string, Key> = {
  calories: "calories",
  energy: "calories",
  kcal: "calories",
  kj: "calories",
  "food cals": "calories",
  protein: "proteins",
  proteins: "proteins",
  carbs: "carbs",
  carbohydrates: "carbs",
  carbohydrate: "carbs",
  "total carbs": "carbs",
  "total carbohydrate": "carbs",
  fat: "fats",
  fats: "fats",
  "total fat": "fats",
  fiber: "fiber",
  fibre: "fiber",
  sugar: "sugars",
  sugars: "sugars",
  "saturated fat": "saturatedFat",
  saturated: "saturatedFat",
  "monounsaturated fat": "monounsaturatedFat",
  monounsaturated: "monounsaturatedFat",
  "polyunsaturated fat": "polyunsaturatedFat",
  polyunsaturated: "polyunsaturatedFat",
  "trans fat": "transFat",
  "trans-fats": "transFat",
  "trans fats": "transFat",
  cholesterol: "cholesterol",
  sodium: "sodium",
  potassium: "potassium",
  calcium: "calcium",
  iron: "iron",
  magnesium: "magnesium",
  phosphorus: "phosphorus",
  zinc: "zinc",
  copper: "copper",
  manganese: "manganese",
  selenium: "selenium",
  "vitamin a": "vitaminA",
  "vitamin c": "vitaminC",
  "vitamin d": "vitaminD",
  "vitamin e": "vitaminE",
  "vitamin k": "vitaminK",
  "b1 (thiamine)": "thiamin",
  thiamin: "thiamin",
  thiamine: "thiamin",
  "b2 (riboflavin)": "riboflavin",
  riboflavin: "riboflavin",
  "b3 (niacin)": "niacin",
  niacin: "niacin",
  "b6 (pyridoxine)": "vitaminB6",
  "vitamin b6": "vitaminB6",
  folate: "folate",
  "b12 (cobalamin)": "vitaminB12",
  "vitamin b12": "vitaminB12",
  choline: "choline",
};

/** Where a header gives no unit, the unit every app means (others stay unread). */
const UNITLESS: Partial<Record<Key, string>> = {
  calories: "kcal",
  proteins: "g",
  carbs: "g",
  fats: "g",
  fiber: "g",
  sugars: "g",
  saturatedFat: "g",
  monounsaturatedFat: "g",
  polyunsaturatedFat: "g",
  transFat: "g",
  cholesterol: "mg",
  sodium: "mg",
  potassium: "mg",
};

const MASS: Record<string, number> = { g: 1, mg: 1e-3, µg: 1e-6, mcg: 1e-6, ug: 1e-6 };

/** Factor from the header's unit to ours, or null when it cannot be converted (%DV, IU of vitamin A). */
function factor(key: Key, unit: string): number | null {
  const ours = key === "calories" ? "kcal" : nutrientInfo(key).unit;
  if (key === "calories") return unit === "kcal" || unit === "cal" ? 1 : unit === "kj" ? 1 / KJ_PER_KCAL : null;
  if (unit === "iu") return key === "vitaminD" ? 0.025 : key === "vitaminE" ? 0.67 : null;
  const from = MASS[unit];
  const to = MASS[ours];
  return from === undefined || to === undefined ? null : from / to;
}

export interface NutrientColumn {
  key: Key;
  index: number;
  factor: number;
}

/**
 * The nutrient columns of a header: "Name (unit)" or "Name"; a word read as two keys (Energy (kcal)
 * and Calories) keeps the first. `kj` alone as a header means kJ.
 */
export function nutrientColumns(table: Pick<CsvTable, "keys">): NutrientColumn[] {
  const found = new Map<Key, NutrientColumn>();
  table.keys.forEach((header, index) => {
    const match = /^(.*?)\s*\(([^()]*)\)$/.exec(header);
    let name = match ? (match[1] ?? "") : header;
    let unit = match ? (match[2] ?? "").replace(/\s/g, "") : null;
    if (!NAMES[name] && match) {
      // "B12 (Cobalamin) (µg)": the name carries brackets of its own.
      name = header.slice(0, header.lastIndexOf("(")).trim();
    }
    if (name === "kj" || name === "kcal") unit ??= name;
    const key = NAMES[name];
    if (!key || found.has(key)) return;
    const f = unit === null || unit === "" ? (UNITLESS[key] ? factor(key, UNITLESS[key]) : null) : factor(key, unit);
    if (f !== null) found.set(key, { key, index, factor: f });
  });
  return [...found.values()];
}

export interface RowNutrients {
  calories: number | null;
  proteins: number | null;
  carbs: number | null;
  fats: number | null;
  micronutrients: Micronutrients;
  /** Header names of cells that were not numbers. */
  unreadable: string[];
}

/** The row's nutrients in our units: blank cells stay null. */
export function rowNutrients(
  row: CsvRow,
  columns: NutrientColumn[],
  header: string[],
  decimalComma = false,
): RowNutrients {
  const result: RowNutrients = {
    calories: null,
    proteins: null,
    carbs: null,
    fats: null,
    micronutrients: unknownMicronutrients(),
    unreadable: [],
  };
  for (const column of columns) {
    const value = numberCell(row.cells[column.index], decimalComma);
    if (value === null) continue;
    if (Number.isNaN(value) || value < 0) {
      result.unreadable.push(header[column.index] ?? column.key);
      continue;
    }
    const converted = value * column.factor;
    if (column.key === "calories") result.calories = round(converted, 1);
    else if (column.key === "proteins" || column.key === "carbs" || column.key === "fats")
      result[column.key] = round(converted, 2);
    else result.micronutrients[column.key] = roundMicronutrient(converted);
  }
  return result;
}

/** Adds b into a (null + null stays null: nothing known is not 0). */
export function addNutrients(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : a + b;
}
