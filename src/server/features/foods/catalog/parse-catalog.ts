/**
 * Parser for the curated food catalog (foods.csv): the everyday foods, Italian (CREA) foods and
 * typical-recipe dishes, with the names and aliases people type. Strict: any malformed row throws an
 * error naming its line number. A row may name the USDA SR28 food it is (column sr28).
 */
import { FOOD_CATEGORIES, type FoodCategory, isFoodCategory } from "../../../../shared/domain/food-categories.js";
import { catalogRecords, fail, parsePortionList } from "./csv.js";

export const CATALOG_COLUMNS = [
  "slug",
  "name",
  "aliases",
  "category",
  "basis",
  "calories",
  "proteins",
  "carbs",
  "fats",
  "fiber",
  "portions",
  "note",
  "sr28",
] as const;

/** The curated catalog's groups: every food group but SR28's baby foods and fast food. */
export const CATALOG_CATEGORIES = FOOD_CATEGORIES.filter((c) => c !== "baby-foods" && c !== "fast-food");

export type CatalogBasis = "g" | "ml";

export interface CatalogPortion {
  name: string;
  /** Grams (or millilitres when the food's basis is 'ml'). */
  grams: number;
}

/** One curated food; amounts are per 100 g (basis 'g') or per 100 ml (basis 'ml'). */
export interface CuratedFood {
  slug: string;
  name: string;
  aliases: string[];
  category: FoodCategory;
  basis: CatalogBasis;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  fiber: number;
  portions: CatalogPortion[];
  note: string;
  /** The NDB number of the same food in USDA SR28, when there is one. */
  sr28: string | null;
}

const FILE = "foods.csv";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Non-negative, at most one decimal. */
const AMOUNT = /^\d+(?:\.\d)?$/;
const curated = new Set<string>(CATALOG_CATEGORIES);

function amount(value: string, column: string, line: number): number {
  if (!AMOUNT.test(value))
    fail(FILE, line, `${column} must be a non-negative number with at most one decimal, got '${value}'`);
  return Number(value);
}

function parseAliases(value: string, line: number): string[] {
  if (value.trim() === "") return [];
  return value.split("|").map((alias) => {
    const trimmed = alias.trim();
    if (trimmed === "") fail(FILE, line, "empty alias");
    return trimmed;
  });
}

/** Parses the whole catalog file into typed rows, throwing on the first malformed line. */
export function parseCatalog(csvText: string): CuratedFood[] {
  const slugs = new Set<string>();
  return catalogRecords(csvText, FILE, CATALOG_COLUMNS).map(({ fields, line }) => {
    const [slug, name, aliases, category, basis, calories, proteins, carbs, fats, fiber, portions, note, sr28] =
      fields as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
    if (!SLUG.test(slug)) fail(FILE, line, `slug '${slug}' must be lower-case kebab-case ascii`);
    if (slugs.has(slug)) fail(FILE, line, `duplicate slug '${slug}'`);
    slugs.add(slug);
    if (name.trim() === "") fail(FILE, line, "name is empty");
    if (!curated.has(category) || !isFoodCategory(category)) fail(FILE, line, `unknown category '${category}'`);
    if (basis !== "g" && basis !== "ml") fail(FILE, line, `basis must be 'g' or 'ml', got '${basis}'`);
    if (sr28 !== "" && !/^\d{5}$/.test(sr28))
      fail(FILE, line, `sr28 must be an NDB number of five digits, got '${sr28}'`);
    const parsedPortions = parsePortionList(portions, FILE, line);
    if (parsedPortions.length === 0) fail(FILE, line, "at least one portion is required");
    return {
      slug,
      name: name.trim(),
      aliases: parseAliases(aliases, line),
      category,
      basis,
      calories: amount(calories, "calories", line),
      proteins: amount(proteins, "proteins", line),
      carbs: amount(carbs, "carbs", line),
      fats: amount(fats, "fats", line),
      fiber: amount(fiber, "fiber", line),
      portions: parsedPortions,
      note: note.trim(),
      sr28: sr28 === "" ? null : sr28,
    };
  });
}
