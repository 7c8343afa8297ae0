import type { Readable } from "node:stream";
import { z } from "zod";
import {
  EXPORT_CSV_FORMAT,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportCatalogFoodSchema,
  exportDataSchema,
  exportFoodSchema,
  exportRecipeSchema,
} from "../../../../shared/contracts/export.js";
import { goalSchema } from "../../../../shared/contracts/goals.js";
import { mealSchema } from "../../../../shared/contracts/meals.js";
import { circumferences } from "../../../../shared/contracts/measurements.js";
import { micronutrientsSchema } from "../../../../shared/contracts/nutrients.js";
import { profileSchema } from "../../../../shared/contracts/profile.js";
import { localDayOf, localPartsOf, pad } from "../../../../shared/domain/local-day.js";
import { unknownMicronutrients } from "../../../../shared/domain/nutrients.js";
import { msg } from "../../../../shared/i18n/msg.js";
import type { Collected } from "./collect.js";
import { ImportFileError, type ImportLimits, type MacrowiseBundle } from "./parsed.js";

/**
 * Macrowise's own export (`GET /api/export-data`, `format: "macrowise-export"`, version 1): what a
 * person keeps of their own, so they can move between servers and back. Read: meals (by their
 * exact instant), weigh-ins and measurements (issue 26's sections, when the file has them), and
 * the profile, goals, own foods and recipes, the catalog foods they name, day marks and check-ins,
 * for the service to store. Never read: subscriptions, payments, API keys, sessions, sign-ins (they belong to the
 * server they were made on), chats and pictures (reported).
 */

const REPORTED = [
  "chatMessages",
  "aiRecommendations",
  "mealImages",
  "subscriptions",
  "payments",
  "paymentCustomers",
  "apiKeys",
  "contactMessages",
  "sessions",
  "registrations",
] as const;

/** Older and newer exports differ by fields added since: read leniently, each section on its own. */
const mealRowSchema = mealSchema
  .pick({ food: true, calories: true, proteins: true, carbs: true, fats: true, mealType: true, timestamp: true })
  .extend({
    macrosGiven: z.boolean().optional(),
    notes: z.string().nullish(),
    foodId: z.number().int().nullish(),
    grams: z.number().nullish(),
    micronutrients: micronutrientsSchema.partial().nullish(),
  });
const weighInRowSchema = z.object({ date: z.string(), weightKg: z.number(), note: z.string().nullish() });
const measurementRowSchema = z
  .object({ date: z.string(), bodyFatPercent: z.number().nullish() })
  .extend(
    Object.fromEntries(circumferences.map((c) => [c, z.number().nullish()])) as Record<
      (typeof circumferences)[number],
      z.ZodOptional<z.ZodNullable<z.ZodNumber>>
    >,
  );
const headSchema = z.object({
  format: z.enum([EXPORT_FORMAT, EXPORT_CSV_FORMAT]),
  version: z.number(),
  exportedAt: z.string(),
  timeZone: z.string(),
});

export async function readMacrowiseJson(
  stream: Readable,
  file: string,
  into: Collected,
  limits: ImportLimits,
  timeZone: string,
): Promise<MacrowiseBundle> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > limits.maxJsonBytes)
      throw new ImportFileError(
        "too-large",
        `${file} is larger than ${Math.round(limits.maxJsonBytes / 1048576)} MB; export the ZIP of CSV files instead.`,
      );
    chunks.push(chunk as Buffer);
  }
  let data: unknown;
  try {
    data = JSON.parse(
      Buffer.concat(chunks)
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
    );
  } catch {
    throw new ImportFileError("corrupt", `${file} is not valid JSON.`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new ImportFileError("not-what-it-claims", `${file} is JSON but not a Macrowise export.`);
  // JSON has no useful line per record: the reason names the record (`meals[3]`).
  return readMacrowiseSections(data as Record<string, unknown>, file, into, timeZone, () => 0);
}

/** The export's format and version, or the error that says why the file is not one Macrowise reads. */
export function checkHead(data: unknown, file: string): z.infer<typeof headSchema> {
  const head = headSchema.safeParse(data);
  if (!head.success) throw new ImportFileError("not-what-it-claims", `${file} is not a Macrowise export.`);
  if (head.data.version > EXPORT_VERSION)
    throw new ImportFileError(
      "not-what-it-claims",
      `${file} was written by a newer Macrowise (format version ${head.data.version}); update this server first.`,
    );
  return head.data;
}

/**
 * The sections of an export, as the JSON holds them (the CSV ZIP's files are turned into the same
 * shape first): each row checked on its own, a bad one a problem at `lineOf(section, index)`.
 */
export function readMacrowiseSections(
  data: Record<string, unknown>,
  file: string,
  into: Collected,
  timeZone: string,
  lineOf: (section: string, index: number) => number,
): MacrowiseBundle {
  const head = checkHead(data, file);
  into.claim("macrowise");
  const list = <T>(section: string, schema: z.ZodType<T>, each: (row: T, index: number) => void) => {
    const rows = data[section];
    if (rows === undefined || rows === null) return 0;
    if (!Array.isArray(rows)) {
      into.problem(file, 0, `The section "${section}" is not a list.`);
      return 0;
    }
    rows.forEach((row, index) => {
      const parsed = schema.safeParse(row);
      if (parsed.success) each(parsed.data, index);
      else
        into.problem(
          file,
          lineOf(section, index),
          `${section}[${index}]: ${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? "unreadable"}.`,
        );
    });
    return rows.length;
  };

  const meals = list("meals", mealRowSchema, (meal, index) => {
    const instant = Date.parse(meal.timestamp);
    if (!Number.isFinite(instant)) return into.problem(file, 0, `meals[${index}]: the timestamp is not a date.`);
    const p = localPartsOf(instant, timeZone);
    const given = meal.macrosGiven ?? true;
    into.meals.push({
      role: "meals",
      source: "macrowise",
      rawDate: localDayOf(instant, timeZone),
      natural: `${meal.timestamp}|${meal.mealType}|${meal.food}|${meal.calories}`,
      file,
      line: lineOf("meals", index),
      time: `${pad(p.hour)}:${pad(p.minute)}`,
      mealType: meal.mealType,
      mealLabel: meal.mealType,
      name: meal.food,
      calories: meal.calories,
      proteins: given ? meal.proteins : null,
      carbs: given ? meal.carbs : null,
      fats: given ? meal.fats : null,
      micronutrients: { ...unknownMicronutrients(), ...meal.micronutrients },
      amount: null,
      notes: meal.notes ?? null,
      sourceApp: null,
      foodId: meal.foodId ?? null,
      grams: meal.grams ?? null,
      timestamp: new Date(instant).toISOString(),
    });
  });
  const weighInSection = data.weighIns !== undefined ? "weighIns" : "weights";
  const weighIns = list(weighInSection, weighInRowSchema, (row, index) => {
    into.weighIns.push({
      role: "weigh-ins",
      source: "macrowise",
      rawDate: row.date,
      natural: "",
      file,
      line: lineOf(weighInSection, index),
      time: null,
      weight: row.weightKg,
      unit: "kg",
      sourceApp: null,
    });
  });
  const measurements = list("measurements", measurementRowSchema, (row, index) => {
    for (const kind of [...circumferences, "bodyFatPercent"] as const) {
      const value = row[kind];
      if (value === null || value === undefined) continue;
      into.measurements.push({
        role: "measurements",
        source: "macrowise",
        rawDate: row.date,
        natural: kind,
        file,
        line: lineOf("measurements", index),
        time: null,
        kind,
        value,
        sourceApp: null,
      });
    }
  });
  into.rows += meals + weighIns + measurements;
  into.files.push({ name: file, what: msg("Macrowise export"), rows: meals + weighIns + measurements });
  for (const section of REPORTED) {
    const rows = data[section];
    if (Array.isArray(rows))
      into.report(file, `${section}: not imported (kept by the server they were made on)`, rows.length);
  }

  const bundle: MacrowiseBundle = {
    timeZone: head.timeZone,
    exportedAt: head.exportedAt,
    profile: null,
    goals: [],
    foods: [],
    recipes: [],
    catalogFoods: [],
    dayMarks: [],
    checkIns: [],
  };
  if (data.profile) {
    const profile = profileSchema.partial().safeParse(data.profile);
    if (profile.success) bundle.profile = profile.data;
    else into.problem(file, 0, `profile: ${profile.error.issues[0]?.message ?? "unreadable"}.`);
  }
  list("goals", goalSchema, (goal) => bundle.goals.push(goal));
  list("foods", exportFoodSchema, (food) => bundle.foods.push(food));
  list("recipes", exportRecipeSchema, (recipe) => bundle.recipes.push(recipe));
  list("catalogFoods", exportCatalogFoodSchema, (food) => bundle.catalogFoods.push(food));
  list("dayMarks", exportDataSchema.shape.dayMarks.element, (mark) => bundle.dayMarks.push(mark));
  list("checkIns", exportDataSchema.shape.checkIns.element, (checkIn) => bundle.checkIns.push(checkIn));
  return bundle;
}
