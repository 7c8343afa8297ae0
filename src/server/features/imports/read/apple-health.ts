import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { SaxesParser } from "saxes";
import {
  type MicronutrientKey,
  nutrientInfo,
  roundMicronutrient,
  unknownMicronutrients,
} from "../../../../shared/domain/nutrients.js";
import { msg } from "../../../../shared/i18n/msg.js";
import type { Collected } from "./collect.js";
import { ImportFileError, type ImportLimits, type SourceSummary } from "./parsed.js";
import { KJ_PER_KCAL, kgFromLb, round } from "./values.js";

/**
 * Apple Health's export.xml (research 4.4), read as a stream with saxes: only `Record` elements
 * are looked at, and what they say is summed per local day and app as they pass, so memory
 * holds one entry per day and app, never the file (often gigabytes). Dietary records become one
 * meal per day and app, body mass and body fat the day's last reading per app. The day is the
 * date as written in the record's own offset (`2023-07-23 10:35:00 -0400`: the 23rd).
 *
 * Entities: a DOCTYPE that declares any (`<!ENTITY`) is refused before a record is read, and
 * saxes expands none but XML's five and character references, so nothing external is ever
 * fetched and no entity can multiply (billion laughs). No token (a tag, a text, the DOCTYPE) may
 * grow past `maxLineChars`: a 1 GB attribute is refused, not buffered.
 */

const Q = "HKQuantityTypeIdentifier";
const DIETARY: Record<string, "calories" | "proteins" | "carbs" | "fats" | MicronutrientKey> = {
  [`${Q}DietaryEnergyConsumed`]: "calories",
  [`${Q}DietaryProtein`]: "proteins",
  [`${Q}DietaryCarbohydrates`]: "carbs",
  [`${Q}DietaryFatTotal`]: "fats",
  [`${Q}DietaryFiber`]: "fiber",
  [`${Q}DietarySugar`]: "sugars",
  [`${Q}DietaryFatSaturated`]: "saturatedFat",
  [`${Q}DietaryFatMonounsaturated`]: "monounsaturatedFat",
  [`${Q}DietaryFatPolyunsaturated`]: "polyunsaturatedFat",
  [`${Q}DietaryCholesterol`]: "cholesterol",
  [`${Q}DietarySodium`]: "sodium",
  [`${Q}DietaryPotassium`]: "potassium",
  [`${Q}DietaryCalcium`]: "calcium",
  [`${Q}DietaryIron`]: "iron",
  [`${Q}DietaryMagnesium`]: "magnesium",
  [`${Q}DietaryPhosphorus`]: "phosphorus",
  [`${Q}DietaryZinc`]: "zinc",
  [`${Q}DietaryCopper`]: "copper",
  [`${Q}DietaryManganese`]: "manganese",
  [`${Q}DietarySelenium`]: "selenium",
  [`${Q}DietaryVitaminA`]: "vitaminA",
  [`${Q}DietaryVitaminC`]: "vitaminC",
  [`${Q}DietaryVitaminD`]: "vitaminD",
  [`${Q}DietaryVitaminE`]: "vitaminE",
  [`${Q}DietaryVitaminK`]: "vitaminK",
  [`${Q}DietaryThiamin`]: "thiamin",
  [`${Q}DietaryRiboflavin`]: "riboflavin",
  [`${Q}DietaryNiacin`]: "niacin",
  [`${Q}DietaryVitaminB6`]: "vitaminB6",
  [`${Q}DietaryFolate`]: "folate",
  [`${Q}DietaryVitaminB12`]: "vitaminB12",
};
const MASS: Record<string, number> = { g: 1, mg: 1e-3, mcg: 1e-6, µg: 1e-6, kg: 1e3 };

type DayTotals = Record<string, number> & { line: number };
interface Reading {
  at: string;
  value: number;
  line: number;
}

export async function readAppleHealth(
  stream: Readable,
  file: string,
  into: Collected,
  limits: ImportLimits,
): Promise<SourceSummary[]> {
  const parser = new SaxesParser({ position: true });
  const days = new Map<string, DayTotals>();
  const weights = new Map<string, Reading>();
  const bodyFat = new Map<string, Reading>();
  let root: string | null = null;
  let records = 0;
  let failure: Error | null = null;
  let lastToken = 0;
  let inCorrelation = 0;

  parser.on("doctype", (doctype) => {
    if (/<!ENTITY/i.test(doctype))
      failure = new ImportFileError(
        "xml-entities",
        `${file} declares XML entities; Macrowise never expands them, and Apple Health's export has none.`,
      );
  });
  parser.on("error", (error) => {
    failure ??= new ImportFileError("corrupt", `${file} is not well-formed XML (${error.message}).`);
  });
  parser.on("opentag", (tag) => {
    lastToken = parser.position;
    if (root === null) {
      root = tag.name;
      if (root !== "HealthData")
        failure = new ImportFileError("not-what-it-claims", `${file} is XML but not an Apple Health export.`);
      return;
    }
    if (tag.name === "Correlation" && !tag.isSelfClosing) inCorrelation++;
    // A food or blood-pressure correlation repeats samples that the export also lists as records of
    // their own (as parsers of export.xml describe it; not checked on a real export here): counting
    // its children as well would count a meal twice.
    if (tag.name !== "Record" || inCorrelation > 0) return;
    if (++into.rows > limits.maxRows) failure = tooManyRows(limits);
    records++;
    const a = tag.attributes as Record<string, string>;
    const type = a.type ?? "";
    const key = DIETARY[type];
    const isWeight = type === `${Q}BodyMass`;
    const isFat = type === `${Q}BodyFatPercentage`;
    if (!key && !isWeight && !isFat) return;
    // Kept strings are copied: an attribute is a slice of the parser's 64 KB chunk, and keeping
    // the slice keeps the chunk (a 300 MB export held ~160 MB of chunks that way).
    const start = own((a.startDate ?? "").trim());
    const date = /^\d{4}-\d{2}-\d{2}/.exec(start)?.[0];
    const value = Number(a.value);
    const app = own((a.sourceName ?? "").trim() || "Unknown app");
    if (!date || !Number.isFinite(value) || value < 0) {
      into.problem(file, parser.line, `A ${type.replace(Q, "")} record without a date or value.`);
      return;
    }
    const unit = (a.unit ?? "").trim();
    if (isWeight) {
      const kg = unit === "lb" ? kgFromLb(value) : unit === "kg" ? value : unit === "g" ? value / 1000 : null;
      if (kg === null) into.problem(file, parser.line, `Unknown body mass unit "${unit}".`);
      else keepLatest(weights, `${date}|${app}`, { at: start, value: round(kg, 2), line: parser.line });
    } else if (isFat) {
      // A fraction (0.184) in exports; a percent where an app wrote one.
      keepLatest(bodyFat, `${date}|${app}`, { at: start, value: value <= 1 ? value * 100 : value, line: parser.line });
    } else if (key) {
      const amount = convert(key, value, unit);
      if (amount === null) {
        into.problem(file, parser.line, `Unknown unit "${unit}" for ${type.replace(Q, "")}.`);
        return;
      }
      const dayKey = `${date}|${app}`;
      let day = days.get(dayKey);
      if (!day) {
        day = { line: parser.line } as DayTotals;
        days.set(dayKey, day);
      }
      day[key] = (day[key] ?? 0) + amount;
    }
  });
  parser.on("closetag", (tag) => {
    lastToken = parser.position;
    if (tag.name === "Correlation" && inCorrelation > 0) inCorrelation--;
  });

  const decoder = new StringDecoder("utf8");
  for await (const chunk of stream) {
    parser.write(decoder.write(chunk as Buffer));
    if (failure) throw failure;
    if (parser.position - lastToken > limits.maxLineChars + (chunk as Buffer).length)
      throw new ImportFileError(
        "line-too-long",
        `${file} has an XML token longer than ${limits.maxLineChars.toLocaleString("en-US")} characters; it is not an export we know.`,
      );
  }
  parser.write(decoder.end());
  parser.close();
  if (failure) throw failure;
  if (root === null) throw new ImportFileError("empty", `${file} holds no XML.`);
  into.files.push({ name: file, what: msg("Apple Health export"), rows: records });
  return summarise(into, file, days, weights, bodyFat);
}

/** A string of its own (not a slice of a larger one), so keeping it keeps nothing else. */
const own = (text: string) => Buffer.from(text, "utf8").toString("utf8");

const tooManyRows = (limits: ImportLimits) =>
  new ImportFileError("too-many-rows", `The export has more than ${limits.maxRows.toLocaleString("en-US")} records.`);

function convert(key: string, value: number, unit: string): number | null {
  if (key === "calories") {
    if (unit === "kcal" || unit === "Cal") return value;
    return unit === "kJ" ? value / KJ_PER_KCAL : null;
  }
  const ours = nutrientInfo(key as MicronutrientKey).unit;
  const from = MASS[unit];
  const to = MASS[ours === "µg" ? "µg" : ours];
  return from === undefined || to === undefined ? null : (value * from) / to;
}

function keepLatest(map: Map<string, Reading>, key: string, reading: Reading): void {
  const seen = map.get(key);
  if (!seen || reading.at >= seen.at) map.set(key, reading);
}

function summarise(
  into: Collected,
  file: string,
  days: Map<string, DayTotals>,
  weights: Map<string, Reading>,
  bodyFat: Map<string, Reading>,
): SourceSummary[] {
  const sources = new Map<string, SourceSummary>();
  const sourceOf = (name: string) => {
    let s = sources.get(name);
    if (!s) {
      s = { name, meals: 0, weighIns: 0, measurements: 0 };
      sources.set(name, s);
    }
    return s;
  };
  const base = (dayKey: string, role: string, line: number) => {
    const [date = "", app = ""] = dayKey.split("|");
    return { role, source: "apple-health" as const, rawDate: date, natural: app, file, line, sourceApp: app };
  };
  for (const [dayKey, day] of days) {
    const b = base(dayKey, "dietary", day.line);
    if (day.calories === undefined) {
      into.problem(
        file,
        day.line,
        `${b.sourceApp} recorded nutrients but no energy on ${b.rawDate}; that day was left out.`,
      );
      continue;
    }
    const micronutrients = unknownMicronutrients();
    for (const key of Object.keys(micronutrients) as MicronutrientKey[])
      if (day[key] !== undefined) micronutrients[key] = roundMicronutrient(day[key]);
    into.meals.push({
      ...b,
      time: null,
      mealType: "snack",
      mealLabel: "Day total",
      name: `Day total (${b.sourceApp}, Apple Health)`,
      calories: round(day.calories, 1),
      proteins: day.proteins === undefined ? null : round(day.proteins, 2),
      carbs: day.carbs === undefined ? null : round(day.carbs, 2),
      fats: day.fats === undefined ? null : round(day.fats, 2),
      micronutrients,
      amount: null,
      notes: null,
    });
    sourceOf(b.sourceApp).meals++;
  }
  for (const [dayKey, reading] of weights) {
    const b = base(dayKey, "body-mass", reading.line);
    into.weighIns.push({ ...b, time: timeOf(reading.at), weight: reading.value, unit: "kg" });
    sourceOf(b.sourceApp).weighIns++;
  }
  for (const [dayKey, reading] of bodyFat) {
    const b = base(dayKey, "body-fat", reading.line);
    into.measurements.push({
      ...b,
      time: timeOf(reading.at),
      kind: "bodyFatPercent",
      value: round(reading.value, 1),
    });
    sourceOf(b.sourceApp).measurements++;
  }
  return [...sources.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const timeOf = (at: string) => /\d{4}-\d{2}-\d{2}[ T](\d{2}:\d{2})/.exec(at)?.[1] ?? null;
