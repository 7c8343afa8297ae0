import { z } from "zod";
import {
  type ExportData,
  type ExportSection,
  exportDataSchema,
  exportMealImageSchema,
} from "../../../shared/contracts/export.js";
import { localDayOf, localPartsOf, pad } from "../../../shared/domain/local-day.js";
import { MICRONUTRIENTS } from "../../../shared/domain/nutrients.js";
import type { MealRow } from "../../db/schema/index.js";
import { type Cell, toCsv } from "./csv.js";

/**
 * The ZIP's CSV files: one per section of the JSON export, named after it in snake case
 * (`chatMessages` -> `chat_messages.csv`), its columns the section's contract fields in order.
 * A nested object becomes dotted columns (`per100.calories`), a list of words one cell
 * (`read write`), a list of records a file of its own that names its parent
 * (`food_portions.csv` by `foodId`, `recipe_ingredients.csv` by `recipeId`). Meals keep the
 * spreadsheet layout they always had (local date and time first, see MEAL_CSV_HEADER).
 */

export interface CsvFile {
  name: string;
  text: string;
  rows: number;
}

export const MEAL_CSV_HEADER = [
  "id",
  "date",
  "time",
  "timestamp",
  "mealType",
  "food",
  "calories",
  "proteins",
  "carbs",
  "fats",
  "notes",
  // After the original columns, so existing spreadsheets keep their layout: unit in the name, and an
  // empty cell where the meal does not say (entered by hand).
  ...MICRONUTRIENTS.map((n) => `${n.key}_${n.unit === "µg" ? "ug" : n.unit}`),
  // The food it was logged from (foods.csv, recipes.csv or catalog_foods.csv) and how much.
  "foodId",
  "grams",
];

/** The meals, oldest first, with local date and time in the user's zone. */
export function mealsCsv(meals: MealRow[], timeZone: string): string {
  return toCsv(
    MEAL_CSV_HEADER,
    meals.map((meal) => {
      const p = localPartsOf(meal.eatenAt, timeZone);
      return [
        meal.id,
        localDayOf(meal.eatenAt, timeZone),
        `${pad(p.hour)}:${pad(p.minute)}`,
        meal.eatenAt.toISOString(),
        meal.mealType,
        meal.food,
        meal.calories,
        // A quick add without macros: empty cells, not a 0 g nobody measured.
        meal.macrosGiven ? meal.proteins : null,
        meal.macrosGiven ? meal.carbs : null,
        meal.macrosGiven ? meal.fats : null,
        meal.notes,
        ...MICRONUTRIENTS.map((n) => meal[n.key]),
        meal.foodId,
        meal.grams,
      ];
    }),
  );
}

/** A meal picture in the ZIP: its bytes are the file `file` (meal-images/<id>.<ext>), not a CSV cell. */
const mealImageRowSchema = exportMealImageSchema.omit({ dataBase64: true }).extend({ file: z.string() });
export type MealImageEntry = z.infer<typeof mealImageRowSchema>;

/** The sections as the ZIP writes them: meals apart, pictures as files. */
export type CsvSections = Omit<
  ExportData,
  "format" | "version" | "exportedAt" | "timeZone" | "meals" | "mealImages"
> & {
  mealImages: MealImageEntry[];
};

export const csvFileName = (section: string) => `${section.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}.csv`;

/** Every section but the meals (written by mealsCsv) as CSV files, child lists as files of their own. */
export function sectionCsvFiles(data: CsvSections): CsvFile[] {
  const files: CsvFile[] = [];
  const portions: Record<string, unknown>[] = [];
  for (const section of Object.keys(exportDataSchema.shape) as (keyof ExportData)[]) {
    if (section === "meals" || !isSection(section)) continue;
    const schema = rowSchemaOf(section);
    const value = data[section];
    const rows = (Array.isArray(value) ? value : value === null ? [] : [value]) as Record<string, unknown>[];
    files.push(csvFile(csvFileName(section), schema, rows));
    if (section === "foods" || section === "recipes")
      for (const row of rows)
        for (const portion of row.portions as Record<string, unknown>[]) portions.push({ foodId: row.id, ...portion });
    if (section === "recipes") {
      const ingredients = rows.flatMap((row) =>
        (row.ingredients as Record<string, unknown>[]).map((ingredient) => ({ recipeId: row.id, ...ingredient })),
      );
      files.push(csvFile("recipe_ingredients.csv", ingredientRowSchema, ingredients));
    }
  }
  files.push(csvFile("food_portions.csv", portionRowSchema, portions));
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

const portionRowSchema = z.object({ foodId: z.number(), name: z.string(), grams: z.number(), position: z.number() });
const ingredientRowSchema = z.object({
  recipeId: z.number(),
  foodId: z.number(),
  grams: z.number(),
  position: z.number(),
});

const isSection = (key: keyof ExportData): key is ExportSection =>
  !["format", "version", "exportedAt", "timeZone"].includes(key);

/** The record schema of a section: the list's element, or the object itself (user, profile). */
function rowSchemaOf(section: ExportSection): z.ZodObject {
  if (section === "mealImages") return mealImageRowSchema;
  let schema: z.ZodType = exportDataSchema.shape[section];
  if (schema instanceof z.ZodNullable) schema = schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
  if (!(schema instanceof z.ZodObject)) throw new Error(`export section ${section} is not a list of records`);
  return schema;
}

interface Column {
  header: string;
  cell(row: Record<string, unknown>): Cell;
}

/** The columns of a record schema, in its field order; lists of records are left to their own files. */
function columnsOf(schema: z.ZodObject, path: string[] = []): Column[] {
  return Object.entries(schema.shape).flatMap(([key, field]): Column[] => {
    const at = [...path, key];
    let inner = field as z.ZodType;
    if (inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
    if (inner instanceof z.ZodObject) return columnsOf(inner, at);
    if (inner instanceof z.ZodArray) {
      if (inner.element instanceof z.ZodObject) return [];
      return [{ header: at.join("."), cell: (row) => (valueAt(row, at) as unknown[] | null)?.join(" ") ?? null }];
    }
    return [{ header: at.join("."), cell: (row) => cellOf(valueAt(row, at)) }];
  });
}

function valueAt(row: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = row;
  for (const key of path)
    value = value === null || value === undefined ? null : (value as Record<string, unknown>)[key];
  return value;
}

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  // A generated recommendation's payload: its JSON, in one cell.
  return JSON.stringify(value);
}

function csvFile(name: string, schema: z.ZodObject, rows: Record<string, unknown>[]): CsvFile {
  const columns = columnsOf(schema);
  return {
    name,
    rows: rows.length,
    text: toCsv(
      columns.map((c) => c.header),
      rows.map((row) => columns.map((c) => c.cell(row))),
    ),
  };
}
