import type { Readable } from "node:stream";
import type { ExportData } from "../../../../shared/contracts/export.js";
import type { Circumference } from "../../../../shared/contracts/measurements.js";
import type { Profile } from "../../../../shared/contracts/profile.js";
import type { MealType } from "../../../../shared/domain/meal-types.js";
import type { Micronutrients } from "../../../../shared/domain/nutrients.js";

/**
 * What an imported file holds, read and checked but not stored: the imports service previews it,
 * then stores what the person confirms. Every row carries a stable `key` (source, the file's role,
 * the row's natural key), so importing the same file twice can store nothing the second time.
 * Dates are the person's local calendar days (`YYYY-MM-DD`); blank cells are `null`, never 0.
 */

export const importSources = [
  "myfitnesspal",
  "cronometer",
  "loseit",
  "apple-health",
  "generic-csv",
  "macrowise",
] as const;
export type ImportSource = (typeof importSources)[number];

/** What was uploaded: one archive of files, or a single file. */
export type ImportFileKind = "zip" | "csv" | "xml" | "json";

/** A meal as the file gives it. */
export interface ParsedMeal {
  /**
   * Stable across re-imports of the same data: `myfitnesspal:nutrition-summary:2024-07-02|Breakfast`
   * (a natural key over 160 characters is a SHA-256), so at most about 260 characters.
   */
  key: string;
  /** Local calendar day. */
  date: string;
  /** Local `HH:MM` (24 h) when the file says; null otherwise (the service picks the slot's usual hour). */
  time: string | null;
  mealType: MealType;
  /** The label in the file ("Post-Workout", "Snacks", "Dinner"): people rename their slots. */
  mealLabel: string;
  /** The food's name, or for files that hold only totals a name saying so ("Breakfast (MyFitnessPal)"); at most 200 characters. */
  name: string;
  /** kcal (kJ converted); never blank (a row without calories is a problem, not a meal). */
  calories: number;
  /** Grams; null where the file left the cell blank. */
  proteins: number | null;
  carbs: number | null;
  fats: number | null;
  /** In our units (nutrients.ts); null where the file does not say. %DV columns are never read as masses. */
  micronutrients: Micronutrients;
  /** Free text the file gives for the amount ("2 large", "1 Each"), kept in the meal's notes. */
  amount: string | null;
  notes: string | null;
  /** The app that wrote it (Apple Health's `sourceName`); null for single-app exports. */
  sourceApp: string | null;
  /** Macrowise's own export: the food it was logged from (an id of `macrowise.foods/recipes/catalogFoods`) and grams. */
  foodId?: number | null;
  grams?: number | null;
  /** Macrowise's own export: the exact instant it was eaten. */
  timestamp?: string;
  file: string;
  line: number;
}

export interface ParsedWeighIn {
  key: string;
  date: string;
  time: string | null;
  /** Rounded to 0.01 kg (lb converted with 0.45359237). */
  weightKg: number;
  sourceApp: string | null;
  file: string;
  line: number;
}

/** Body measurements other than weight, named as issue 26's contract names them (measurements.ts). */
export type MeasurementKind = Circumference | "bodyFatPercent";
export interface ParsedMeasurement {
  key: string;
  date: string;
  time: string | null;
  kind: MeasurementKind;
  /** Circumferences in cm (inches converted), body fat in percent (Apple's fraction converted). */
  value: number;
  sourceApp: string | null;
  file: string;
  line: number;
}

/** Cronometer's `Completed` column: the person said the day's log is whole (the expenditure trusts those). */
export interface ParsedDayStatus {
  key: string;
  date: string;
  completed: boolean;
}

/** A row that could not be read: where and why, in words for the person. */
export interface ImportProblem {
  file: string;
  /** 1-based line of the file (the header is line 1); 0 for the file as a whole. */
  line: number;
  reason: string;
}

/** A file recognised but not imported (exercise, notes): said in the preview, so nothing vanishes silently. */
export interface ReportedFile {
  file: string;
  what: string;
  rows: number;
}

/** Questions only the person can answer; asked in the preview, answered in `ReadOptions.answers`. */
export type ImportQuestion =
  | { id: "dateOrder"; file: string; examples: string[]; options: readonly DateOrder[] }
  | { id: "weightUnit"; file: string; examples: string[]; options: readonly WeightUnit[] };
export type DateOrder = "DMY" | "MDY";
export type WeightUnit = "kg" | "lb";
export interface ImportAnswers {
  dateOrder?: DateOrder;
  weightUnit?: WeightUnit;
}

/** One app that wrote into Apple Health, with what it wrote: the person picks which to keep. */
export interface SourceSummary {
  name: string;
  meals: number;
  weighIns: number;
  measurements: number;
}

/** Macrowise's own export: what it holds beyond meals, weigh-ins and measurements, as the export wrote it. */
export type MacrowiseBundle = Pick<
  ExportData,
  "goals" | "foods" | "recipes" | "catalogFoods" | "dayMarks" | "checkIns"
> & {
  /** As exported; older exports lack the fields added since (units, goal direction), so each may be missing. */
  profile: Partial<Profile> | null;
  /** The zone the export's local dates were written in. */
  timeZone: string;
  exportedAt: string;
};

export interface ParsedImport {
  source: ImportSource;
  kind: ImportFileKind;
  /** Each file read and what it was read as (`Nutrition-Summary-…csv` -> "MyFitnessPal meal totals"). */
  files: { name: string; what: string; rows: number }[];
  meals: ParsedMeal[];
  weighIns: ParsedWeighIn[];
  measurements: ParsedMeasurement[];
  dayStatuses: ParsedDayStatus[];
  /** At most `MAX_PROBLEMS` listed; `problemCount` counts them all. */
  problems: ImportProblem[];
  problemCount: number;
  reported: ReportedFile[];
  /** Unanswered questions: the rows that depend on them are not in the lists until answered. */
  needs: ImportQuestion[];
  /** Apple Health: the apps that wrote the records, so the person can choose. */
  sources: SourceSummary[];
  macrowise?: MacrowiseBundle;
}

export const MAX_PROBLEMS = 200;

export interface ReadProgress {
  bytesRead: number;
  totalBytes: number;
}

/** A file on disk (the upload, spooled), or a stream with its size when known. */
export type ImportInput = string | { stream: Readable; size?: number; name?: string };

export interface ReadOptions {
  /** The person's IANA zone: dates written without one are theirs (Apple Health's carry their offset). */
  timeZone: string;
  answers?: ImportAnswers;
  /** Called as bytes are read, at most every 64 KiB or so. */
  onProgress?: (progress: ReadProgress) => void;
  /** Overrides of the limits (tests use small ones). */
  limits?: Partial<ImportLimits>;
  signal?: AbortSignal;
}

export interface ImportLimits {
  /** The uploaded file (a ZIP, or a single CSV/XML/JSON). */
  maxFileBytes: number;
  /** All entries of a ZIP read, uncompressed, together. */
  maxUncompressedBytes: number;
  /**
   * Uncompressed / compressed of a single entry (beyond its first MiB). Exports compress 5-40 times
   * (a synthetic Apple Health export.xml: 27-31 at deflate 6-9), a file of one line repeated about
   * 400, zeros (the classic bomb) about 1,000.
   */
  maxCompressionRatio: number;
  maxZipEntries: number;
  /** A CSV's columns (the widest real export, Cronometer's servings, has about 80). */
  maxColumns: number;
  /** One CSV record or XML token, in characters. */
  maxLineChars: number;
  /** Rows of all files (a 10-year daily log of 20 foods a day is 73,000; Apple Health records count too). */
  maxRows: number;
  /** Macrowise's JSON export is parsed whole (JSON.parse): bounded apart from the ZIP's size. */
  maxJsonBytes: number;
}

/**
 * The readers' own bounds; the upload route may set a lower `maxFileBytes` (and says it on the
 * page). A 1 GB export.xml (issue 27) must pass, and is read as a stream in bounded memory.
 */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 2 * 1024 * 1024 * 1024,
  maxUncompressedBytes: 8 * 1024 * 1024 * 1024,
  maxCompressionRatio: 500,
  maxZipEntries: 10_000,
  maxColumns: 500,
  maxLineChars: 64 * 1024,
  maxRows: 20_000_000,
  maxJsonBytes: 128 * 1024 * 1024,
};

/**
 * A file that cannot be imported at all (a ZIP bomb, not what it claims, too large): `message`
 * is what the person reads; `code` lets the route pick the status (413 for size, 400 otherwise).
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}
export type ImportFileErrorCode =
  | "too-large"
  | "zip-bomb"
  | "unsafe-path"
  | "unknown-format"
  | "not-what-it-claims"
  | "xml-entities"
  | "too-many-columns"
  | "line-too-long"
  | "too-many-rows"
  | "empty"
  | "corrupt";
