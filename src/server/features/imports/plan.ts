import { MAX_CALORIES, MAX_GRAMS } from "../../../shared/contracts/common.js";
import type { ConfirmImportRequest, ImportResult } from "../../../shared/contracts/imports.js";
import { bodyDateBounds } from "../../../shared/contracts/weights.js";
import { localDayOf, localTimeOnDay } from "../../../shared/domain/local-day.js";
import { mealDateBounds } from "../../../shared/domain/meal-dates.js";
import type { MealType } from "../../../shared/domain/meal-types.js";
import type { MeasurementKind, ParsedImport, ParsedMeal, ParsedMeasurement, ParsedWeighIn } from "./read/parsed.js";

/** What the account already holds that an import must respect, read before planning. */
export interface ExistingData {
  /** Keys of this source an earlier import stored, with the local day of the meal each names (null: gone, or not a meal). */
  importedKeys: Map<string, string | null>;
  /** Local days that have any meal. */
  mealDays: Set<string>;
  /** Local days that have meals an earlier import stored. */
  importedMealDays: Set<string>;
  /** Local days that already have a weigh-in, or a set of measurements. */
  weighInDays: Set<string>;
  measurementDays: Set<string>;
}

/** A meal to insert: the parsed row and the instant it was eaten. */
export interface PlannedMeal {
  row: ParsedMeal;
  eatenAt: Date;
}

/** One day's measurements from any number of parsed rows (each key will name the stored set). */
export interface PlannedMeasurement {
  date: string;
  keys: string[];
  /** cm, and body fat in %; a kind the day has no reading of is left out. */
  values: Partial<Record<MeasurementKind, number>>;
}

/** One day's weigh-in: the first of the day (the scale's morning reading); every key of the day names it. */
export interface PlannedWeighIn {
  date: string;
  keys: string[];
  weightKg: number;
}

export interface StorePlan {
  meals: PlannedMeal[];
  weighIns: PlannedWeighIn[];
  measurements: PlannedMeasurement[];
  /** Days whose earlier imported meals are deleted first (replace-imported). */
  replaceDays: string[];
  skipped: ImportResult["skipped"];
}

/** When a meal is placed when the file gives no time: the slot's usual hour. */
const SLOT_HOURS: Record<MealType, [number, number]> = {
  breakfast: [8, 0],
  lunch: [12, 30],
  snack: [16, 0],
  dinner: [19, 0],
};

export function eatenAtOf(meal: ParsedMeal, timeZone: string): Date {
  if (meal.timestamp) return new Date(meal.timestamp);
  const time = meal.time?.match(/^(\d{1,2}):(\d{2})/);
  const [hour, minute] = time ? [Number(time[1]), Number(time[2])] : SLOT_HOURS[meal.mealType];
  return localTimeOnDay(meal.date, hour, minute, timeZone);
}

const within = (value: number | null, max: number) => value === null || (value >= 0 && value <= max);

/**
 * An import brings a whole history: a person leaving a tracker after ten years keeps all ten. The
 * five years back that typed meals and weigh-ins may reach do not apply; the future still does.
 */
const IMPORT_EARLIEST_DAY = "1970-01-01";
const IMPORT_EARLIEST = new Date(`${IMPORT_EARLIEST_DAY}T00:00:00Z`);

function isImportableMealDate(eatenAt: Date, now: Date): boolean {
  const t = eatenAt.getTime();
  return Number.isFinite(t) && t >= IMPORT_EARLIEST.getTime() && t <= mealDateBounds(now).latest.getTime();
}

function isImportableBodyDate(date: string, today: string): boolean {
  return date >= IMPORT_EARLIEST_DAY && date <= bodyDateBounds(today).latest;
}

function mealFits(meal: ParsedMeal, eatenAt: Date, now: Date): boolean {
  return (
    isImportableMealDate(eatenAt, now) &&
    within(meal.calories, MAX_CALORIES) &&
    within(meal.proteins, MAX_GRAMS) &&
    within(meal.carbs, MAX_GRAMS) &&
    within(meal.fats, MAX_GRAMS)
  );
}

/** Whether a row's app was chosen (rows of single-app files have no app and are always in). */
function appChosen(sourceApp: string | null, sources: string[] | undefined): boolean {
  return sources === undefined || sourceApp === null || sources.includes(sourceApp);
}

/**
 * What confirming stores, decided from the file, the person's choices and what the account holds:
 * no row twice (a key an earlier import stored is a duplicate, unless its meal is on a day being
 * replaced), meals on days that already have meals as the person chose, a weigh-in or measurements
 * only on days without one (what the person entered wins), and only dates and values the app keeps.
 */
export function planImport(
  parsed: ParsedImport,
  choices: ConfirmImportRequest,
  existing: ExistingData,
  { timeZone, now }: { timeZone: string; now: Date },
): StorePlan {
  const skipped = { duplicates: 0, existingDays: 0, existingBody: 0, notChosen: 0, outOfRange: 0 };
  const today = localDayOf(now, timeZone);
  const replacing = choices.existingDays === "replace-imported";
  const fileMealDays = new Set(parsed.meals.map((meal) => meal.date));
  const replaceDays = replacing ? [...fileMealDays].filter((day) => existing.importedMealDays.has(day)).sort() : [];
  const replaced = new Set(replaceDays);
  const isDuplicate = (key: string) => {
    if (!existing.importedKeys.has(key)) return false;
    const day = existing.importedKeys.get(key);
    return !(day && replaced.has(day));
  };

  const meals: PlannedMeal[] = [];
  for (const meal of parsed.meals) {
    if (!choices.include.meals || !appChosen(meal.sourceApp, choices.sources)) skipped.notChosen += 1;
    else if (isDuplicate(meal.key)) skipped.duplicates += 1;
    else if (choices.existingDays === "skip-day" && existing.mealDays.has(meal.date)) skipped.existingDays += 1;
    else {
      const eatenAt = eatenAtOf(meal, timeZone);
      if (mealFits(meal, eatenAt, now)) meals.push({ row: meal, eatenAt });
      else skipped.outOfRange += 1;
    }
  }

  const weighIns = new Map<string, PlannedWeighIn & { time: string }>();
  for (const weighIn of parsed.weighIns) {
    if (!choices.include.weighIns || !appChosen(weighIn.sourceApp, choices.sources)) skipped.notChosen += 1;
    else if (isDuplicate(weighIn.key)) skipped.duplicates += 1;
    else if (existing.weighInDays.has(weighIn.date)) skipped.existingBody += 1;
    else if (!isImportableBodyDate(weighIn.date, today) || !isBodyWeight(weighIn)) skipped.outOfRange += 1;
    else addWeighIn(weighIns, weighIn);
  }

  const measurements = new Map<string, PlannedMeasurement>();
  for (const measurement of parsed.measurements) {
    if (!choices.include.measurements || !appChosen(measurement.sourceApp, choices.sources)) skipped.notChosen += 1;
    else if (isDuplicate(measurement.key)) skipped.duplicates += 1;
    else if (existing.measurementDays.has(measurement.date)) skipped.existingBody += 1;
    else if (!isImportableBodyDate(measurement.date, today) || !measurementFits(measurement)) skipped.outOfRange += 1;
    else addMeasurement(measurements, measurement);
  }

  return {
    meals,
    weighIns: [...weighIns.values()].map(({ date, keys, weightKg }) => ({ date, keys, weightKg })),
    measurements: [...measurements.values()],
    replaceDays,
    skipped,
  };
}

const isBodyWeight = (weighIn: ParsedWeighIn) => weighIn.weightKg >= 20 && weighIn.weightKg <= 300;

function measurementFits(measurement: ParsedMeasurement): boolean {
  return measurement.kind === "bodyFatPercent"
    ? measurement.value >= 2 && measurement.value <= 75
    : measurement.value >= 10 && measurement.value <= 300;
}

function addWeighIn(days: Map<string, PlannedWeighIn & { time: string }>, weighIn: ParsedWeighIn) {
  const time = weighIn.time ?? "99:99";
  const day = days.get(weighIn.date);
  if (!day) {
    days.set(weighIn.date, { date: weighIn.date, keys: [weighIn.key], weightKg: weighIn.weightKg, time });
    return;
  }
  day.keys.push(weighIn.key);
  if (time < day.time) Object.assign(day, { weightKg: weighIn.weightKg, time });
}

function addMeasurement(days: Map<string, PlannedMeasurement>, measurement: ParsedMeasurement) {
  const day = days.get(measurement.date) ?? { date: measurement.date, keys: [], values: {} };
  day.keys.push(measurement.key);
  // The day's last reading of each kind stands (rows come in the file's order), to a tenth as entered ones are.
  day.values[measurement.kind] = Math.round(measurement.value * 10) / 10;
  days.set(measurement.date, day);
}
