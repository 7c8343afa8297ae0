import type { Readable } from "node:stream";
import type { Collected } from "./collect.js";
import {
  cronometerBiometrics,
  cronometerDaily,
  cronometerExercises,
  cronometerNotes,
  cronometerServings,
} from "./cronometer.js";
import { openCsv } from "./csv.js";
import type { CsvRole } from "./csv-role.js";
import { genericMeals, genericWeights } from "./generic.js";
import { loseitBodyFat, loseitFoods, loseitReported, loseitSimple, loseitWeights } from "./loseit.js";
import { mfpExercise, mfpMeasurements, mfpNutrition } from "./myfitnesspal.js";
import type { ImportLimits } from "./parsed.js";

/**
 * Every CSV Macrowise can read, most specific first: the first role whose header test passes
 * reads the file. The generic shape comes last, so an app's own file is always read as that app's.
 */
export const CSV_ROLES: readonly CsvRole[] = [
  mfpNutrition,
  mfpExercise,
  cronometerServings,
  cronometerDaily,
  cronometerBiometrics,
  cronometerExercises,
  cronometerNotes,
  loseitFoods,
  loseitWeights,
  loseitBodyFat,
  loseitReported,
  loseitSimple,
  mfpMeasurements,
  genericWeights,
  genericMeals,
];

/**
 * Reads one CSV by its header. In a ZIP, a CSV no role knows is reported and skipped (exports
 * hold files we do not read); a single CSV no role knows is an error the person can act on (readImport: no file read).
 */
export async function readCsvFile(
  stream: Readable,
  file: string,
  baseName: string,
  into: Collected,
  limits: ImportLimits,
): Promise<void> {
  const table = await openCsv(stream, file, limits);
  const role = CSV_ROLES.find((r) => r.matches(table, baseName));
  if (!role) {
    stream.destroy();
    into.report(file, `not a file Macrowise reads (columns: ${table.header.slice(0, 6).join(", ")})`, 1);
    return;
  }
  into.claim(role.source);
  const rows = await role.read(table, into, limits);
  into.files.push({ name: file, what: role.what, rows });
}
