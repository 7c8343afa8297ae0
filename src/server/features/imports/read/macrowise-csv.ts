import type { Readable } from "node:stream";
import { z } from "zod";
import { EXPORT_CSV_FORMAT, exportDataSchema } from "../../../../shared/contracts/export.js";
import { MICRONUTRIENTS } from "../../../../shared/domain/nutrients.js";
import { msg } from "../../../../shared/i18n/msg.js";
import type { Collected } from "./collect.js";
import { type CsvRow, type CsvTable, openCsv } from "./csv.js";
import { countedRows } from "./csv-role.js";
import { readMacrowiseSections } from "./macrowise.js";
import { ImportFileError, type ImportLimits, type MacrowiseBundle } from "./parsed.js";

/**
 * Macrowise's ZIP of CSV files (`GET /api/export-data/csv.zip`, `manifest.json` with format
 * `macrowise-export-csv`), turned back into the JSON export's sections and read as those are
 * (macrowise.ts). It undoes what the writer did (export/csv-files.ts): a section per file in snake
 * case, nested fields as dotted columns (`per100.calories`), word lists in one cell, portions and
 * ingredients in files of their own by parent id, formula cells prefixed with an apostrophe, an
 * empty cell for null; meals keep their spreadsheet layout (micronutrients as `fiber_g`).
 */

export const MANIFEST = "manifest.json";
const manifestSchema = z.object({
  format: z.literal(EXPORT_CSV_FORMAT),
  version: z.number(),
  exportedAt: z.string(),
  timeZone: z.string(),
});

export async function readManifest(stream: Readable, file: string): Promise<z.infer<typeof manifestSchema> | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > 1024 * 1024) throw new ImportFileError("corrupt", `${file} is far larger than a manifest.`);
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sectionByFile = new Map(
  Object.keys(exportDataSchema.shape)
    .filter((key) => !["format", "version", "exportedAt", "timeZone"].includes(key))
    .map((section) => [`${section.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}.csv`, section]),
);

/** Sections gathered from the files, with each record's line, before they are checked. */
export class MacrowiseCsvSections {
  private data: Record<string, unknown[]> = {};
  private lines: Record<string, number[]> = {};
  private portions: { parent: number; record: Record<string, unknown> }[] = [];
  private ingredients: { parent: number; record: Record<string, unknown> }[] = [];

  constructor(private readonly into: Collected) {}

  /** Reads one CSV of the ZIP; a file the export does not write is reported. */
  async read(stream: Readable, file: string, baseName: string, limits: ImportLimits): Promise<void> {
    const table = await openCsv(stream, file, limits);
    let rows = 0;
    const section = sectionByFile.get(baseName);
    for await (const row of countedRows(table, this.into, limits)) {
      rows++;
      if (baseName === "food_portions.csv") this.portions.push(childOf(row, table, "foodId", portionSchema));
      else if (baseName === "recipe_ingredients.csv")
        this.ingredients.push(childOf(row, table, "recipeId", ingredientSchema));
      else if (section === "meals") this.add("meals", mealFromRow(row), row.line);
      else if (section) this.add(section, recordOf(rowSchemaOf(section), table, row), row.line);
    }
    if (!section && baseName !== "food_portions.csv" && baseName !== "recipe_ingredients.csv")
      this.into.report(file, "not a file of Macrowise's export, not read", rows);
    this.into.files.push({ name: file, what: msg("Macrowise export (CSV)"), rows });
  }

  private add(section: string, record: unknown, line: number) {
    this.data[section] ??= [];
    this.lines[section] ??= [];
    this.data[section].push(record);
    this.lines[section].push(line);
  }

  finish(manifest: z.infer<typeof manifestSchema>, file: string, timeZone: string): MacrowiseBundle {
    for (const recipe of (this.data.recipes ?? []) as Record<string, unknown>[])
      recipe.ingredients = this.ingredients.filter((i) => i.parent === recipe.id).map((i) => i.record);
    for (const food of [...(this.data.foods ?? []), ...(this.data.recipes ?? [])] as Record<string, unknown>[])
      food.portions = this.portions.filter((p) => p.parent === food.id).map((p) => p.record);
    const data: Record<string, unknown> = { ...manifest, format: manifest.format, ...this.data };
    // The profile is one record, not a list.
    data.profile = (this.data.profile ?? [])[0] ?? null;
    return readMacrowiseSections(
      data,
      file,
      this.into,
      timeZone,
      (section, index) => this.lines[section]?.[index] ?? 0,
    );
  }
}

/** A cell as written, less the apostrophe the writer put before text a spreadsheet would run. */
function cellText(raw: string): string {
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(raw) ? raw.slice(1) : raw;
}

const portionSchema = z.object({ name: z.string(), grams: z.number(), position: z.number() });
const ingredientSchema = z.object({ foodId: z.number(), grams: z.number(), position: z.number() });

function childOf(row: CsvRow, table: CsvTable, parentKey: string, schema: z.ZodObject) {
  return { parent: Number(row.get(parentKey.toLowerCase())), record: recordOf(schema, table, row) };
}

function rowSchemaOf(section: string): z.ZodObject {
  let schema = exportDataSchema.shape[section as keyof typeof exportDataSchema.shape] as z.ZodType;
  if (schema instanceof z.ZodNullable) schema = schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
  return schema instanceof z.ZodObject ? schema : z.object({});
}

/** A record of `schema` from its dotted columns; a value that is not what the schema wants is left for it to refuse. */
function recordOf(schema: z.ZodObject, table: CsvTable, row: CsvRow, path: string[] = []): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const at = [...path, key];
    let inner = field as z.ZodType;
    let nullable = false;
    while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) {
      nullable = true;
      inner = inner.unwrap() as z.ZodType;
    }
    if (inner instanceof z.ZodObject) {
      record[key] = recordOf(inner, table, row, at);
      continue;
    }
    const header = at.join(".").toLowerCase();
    if (!table.has(header)) continue;
    const raw = cellText(row.get(header));
    if (inner instanceof z.ZodArray)
      record[key] = inner.element instanceof z.ZodObject ? [] : raw.split(" ").filter(Boolean);
    else if (raw === "" && nullable) record[key] = null;
    // A field added to the export since (a profile's units): an older file's empty cell is no value.
    else if (raw === "" && !(inner instanceof z.ZodString)) continue;
    else if (inner instanceof z.ZodNumber) record[key] = Number(raw);
    else if (inner instanceof z.ZodBoolean) record[key] = raw === "true" ? true : raw === "false" ? false : raw;
    else if (inner instanceof z.ZodUnknown) record[key] = parseJson(raw);
    else record[key] = raw;
  }
  return record;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const MICRO_COLUMNS = MICRONUTRIENTS.map((n) => ({
  key: n.key,
  header: `${n.key}_${n.unit === "µg" ? "ug" : n.unit}`.toLowerCase(),
}));

/** A meals.csv row as the JSON export's meal (an empty macro cell: a quick add without macros). */
function mealFromRow(row: CsvRow): Record<string, unknown> {
  const number = (key: string) => {
    const raw = row.get(key).trim();
    return raw === "" ? null : Number(raw);
  };
  const macros = { proteins: number("proteins"), carbs: number("carbs"), fats: number("fats") };
  const given = Object.values(macros).some((value) => value !== null);
  return {
    food: cellText(row.get("food")),
    calories: number("calories") ?? Number.NaN,
    proteins: macros.proteins ?? 0,
    carbs: macros.carbs ?? 0,
    fats: macros.fats ?? 0,
    macrosGiven: given,
    mealType: row.get("mealtype"),
    timestamp: row.get("timestamp"),
    notes: row.get("notes") === "" ? null : cellText(row.get("notes")),
    foodId: number("foodid"),
    grams: number("grams"),
    micronutrients: Object.fromEntries(MICRO_COLUMNS.map((c) => [c.key, number(c.header)])),
  };
}
