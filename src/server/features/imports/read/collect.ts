import { createHash } from "node:crypto";
import type { MealType } from "../../../../shared/domain/meal-types.js";
import {
  type ImportAnswers,
  type ImportFileKind,
  type ImportProblem,
  type ImportQuestion,
  type ImportSource,
  MAX_PROBLEMS,
  type MeasurementKind,
  type ParsedImport,
  type ParsedMeal,
  type ReportedFile,
  type SourceSummary,
} from "./parsed.js";
import { DateOrderDetector, dateCell, kgFromLb, plainText, round } from "./values.js";

/**
 * What the readers gather while the files stream by, with dates still as written: the date order
 * (01/02/2026) and MyFitnessPal's weight unit can only be told once every file has been seen
 * (a later date 13/02/2026, the Exercise-Summary's `Pounds`). `finish` resolves them, or turns
 * them into questions, and gives each row its stable key.
 */

interface Located {
  /** Which file of the export it comes from, by role ("servings"), for the key. */
  role: string;
  source: ImportSource;
  rawDate: string;
  /** What makes the row itself within its date and role ("Lunch|8:33 AM|Eggs, Whole|2 large"). */
  natural: string;
  file: string;
  line: number;
}

export type RawMeal = Located & Omit<ParsedMeal, "key" | "date" | "file" | "line">;
export interface RawWeighIn extends Located {
  time: string | null;
  weight: number;
  /** null: the file does not say (MyFitnessPal, Lose It!): the hint or the person decides. */
  unit: "kg" | "lb" | null;
  sourceApp: string | null;
}
export interface RawMeasurement extends Located {
  time: string | null;
  kind: MeasurementKind;
  value: number;
  sourceApp: string | null;
}
export interface RawDayStatus extends Located {
  completed: boolean;
}

export class Collected {
  source: ImportSource | null = null;
  meals: RawMeal[] = [];
  weighIns: RawWeighIn[] = [];
  measurements: RawMeasurement[] = [];
  dayStatuses: RawDayStatus[] = [];
  files: ParsedImport["files"] = [];
  reported: ReportedFile[] = [];
  problems: ImportProblem[] = [];
  problemCount = 0;
  /** Exercise-Summary's `Kilograms`/`Pounds` column: the account's unit. */
  weightUnitHint: "kg" | "lb" | null = null;
  /** Roles whose meals win over others of the same source (Cronometer's servings over day totals). */
  preferredMealRoles = new Set<string>();
  /** Meals of these roles are dropped when a preferred role gave meals. */
  fallbackMealRoles = new Set<string>();
  rows = 0;

  constructor(
    readonly kind: ImportFileKind,
    /** The person's zone: an instant in a file (`2026-03-13T07:30:00Z`) becomes their local day and time. */
    readonly timeZone: string,
  ) {}

  claim(source: ImportSource): void {
    this.source ??= source;
  }

  /** A reason may quote a cell: control characters go (PostgreSQL's jsonb takes no NUL) and it is kept short. */
  problem(file: string, line: number, reason: string): void {
    this.problemCount++;
    if (this.problems.length < MAX_PROBLEMS)
      this.problems.push({ file: plainText(file, 300), line, reason: plainText(reason, 300) });
  }

  report(file: string, what: string, rows: number): void {
    if (rows > 0) this.reported.push({ file: plainText(file, 300), what: plainText(what, 300), rows });
  }
}

/**
 * The slot a meal label means, in English and the languages people write their own slots in
 * (Italian, Spanish, French, German); anything else (Post-Workout, Uncategorized, Meal 5) is a snack.
 */
export function mealTypeOf(label: string): MealType {
  const word = label.trim().toLowerCase();
  if (/snack|spuntino|merenda|collation|go[uû]ter|imbiss|zwischen/.test(word)) return "snack";
  if (/^(breakfast|morning|colazione|desayuno|petit[- ]d[ée]jeuner|fr[üu]hst[üu]ck)/.test(word)) return "breakfast";
  if (/^(lunch|brunch|pranzo|almuerzo|comida|d[ée]jeuner|mittag)/.test(word)) return "lunch";
  if (/^(dinner|supper|evening|cena|d[îi]ner|abend)/.test(word)) return "dinner";
  return "snack";
}

interface FinishOptions {
  answers: ImportAnswers;
  sources?: SourceSummary[];
}

export function finish(collected: Collected, options: FinishOptions): ParsedImport {
  const needs: ImportQuestion[] = [];
  const dates = new DateOrderDetector();
  const dated = [...collected.meals, ...collected.weighIns, ...collected.measurements, ...collected.dayStatuses];
  for (const row of dated) dates.see(row.rawDate);
  let order = options.answers.dateOrder;
  const evidence = dates.evidence;
  if (evidence === "DMY" || evidence === "MDY") order = evidence;
  if (evidence === "ambiguous" && !order)
    needs.push({
      id: "dateOrder",
      file: dated.find((row) => dates.examples.includes(row.rawDate.trim()))?.file ?? "",
      examples: dates.examples,
      options: ["DMY", "MDY"],
    });

  const dateOf = (row: Located): string | null => {
    if (evidence === "conflict" && !options.answers.dateOrder) {
      collected.problem(row.file, row.line, `The dates mix day-first and month-first (${row.rawDate}).`);
      return null;
    }
    const date = dateCell(row.rawDate, order);
    if (date === null && (evidence !== "ambiguous" || order))
      collected.problem(row.file, row.line, `"${row.rawDate}" is not a date.`);
    return date;
  };
  const keys = new Keys();

  const preferred = collected.meals.some((m) => collected.preferredMealRoles.has(m.role));
  const meals: ParsedMeal[] = [];
  for (const raw of collected.meals) {
    if (preferred && collected.fallbackMealRoles.has(raw.role)) continue;
    const date = dateOf(raw);
    if (date === null) continue;
    const { role, source, rawDate, natural, ...meal } = raw;
    meals.push({
      ...meal,
      // The meal contract's lengths (food 200, notes 1000): a longer cell is cut, not refused.
      name: plainText(meal.name, 200),
      mealLabel: plainText(meal.mealLabel, 100),
      amount: meal.amount === null ? null : plainText(meal.amount, 200),
      notes: meal.notes === null ? null : plainText(meal.notes, 1000),
      sourceApp: meal.sourceApp === null ? null : plainText(meal.sourceApp, 200),
      date,
      key: keys.of(source, role, date, natural),
    });
  }

  const unit = options.answers.weightUnit ?? collected.weightUnitHint;
  const unitless = collected.weighIns.filter((w) => w.unit === null);
  if (unitless.length > 0 && !unit)
    needs.push({
      id: "weightUnit",
      file: unitless[0]?.file ?? "",
      examples: unitless.slice(0, 3).map((w) => String(w.weight)),
      options: ["kg", "lb"],
    });
  const weighIns = collected.weighIns.flatMap((raw) => {
    const rawUnit = raw.unit ?? unit;
    if (!rawUnit) return [];
    const date = dateOf(raw);
    if (date === null) return [];
    const weightKg = round(rawUnit === "lb" ? kgFromLb(raw.weight) : raw.weight, 2);
    return [
      {
        key: keys.of(raw.source, raw.role, date, raw.natural),
        date,
        time: raw.time,
        weightKg,
        sourceApp: raw.sourceApp === null ? null : plainText(raw.sourceApp, 200),
        file: raw.file,
        line: raw.line,
      },
    ];
  });

  const measurements = collected.measurements.flatMap((raw) => {
    const date = dateOf(raw);
    if (date === null) return [];
    const { role, source, rawDate, natural, ...rest } = raw;
    const sourceApp = rest.sourceApp === null ? null : plainText(rest.sourceApp, 200);
    return [{ ...rest, sourceApp, date, key: keys.of(source, role, date, natural) }];
  });
  const dayStatuses = collected.dayStatuses.flatMap((raw) => {
    const date = dateOf(raw);
    return date === null
      ? []
      : [{ key: keys.of(raw.source, raw.role, date, raw.natural), date, completed: raw.completed }];
  });

  return {
    source: collected.source ?? "generic-csv",
    kind: collected.kind,
    files: collected.files.map((f) => ({ ...f, name: plainText(f.name, 300) })),
    meals,
    weighIns,
    measurements,
    dayStatuses,
    problems: collected.problems,
    problemCount: collected.problemCount,
    reported: collected.reported,
    needs,
    sources: options.sources ?? [],
  };
}

/**
 * Stable keys: `source:role:date|natural`, and `#2`, `#3` for the second and third row that look
 * the same (two identical servings of one food at one time): the same file read again gives the
 * same keys in the same order.
 */
class Keys {
  private seen = new Map<string, number>();
  of(source: string, role: string, date: string, natural: string): string {
    // A key is stored under a unique index: a long natural key (a 5,000-character food name) is hashed.
    const tail = natural.length > 160 ? `sha256:${createHash("sha256").update(natural).digest("hex")}` : natural;
    const base = `${source}:${role}:${date}|${plainText(tail, 200)}`;
    const n = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  }
}
