/**
 * Parser for the built-in food catalog (foods.csv): RFC 4180 CSV, UTF-8, '#' comment lines before the
 * header. Dependency-free and strict: any malformed row throws an error naming its line number.
 * A quoted field may contain commas and doubled quotes ("") but not line breaks (one row per line).
 */

export const CATALOG_COLUMNS = [
  "slug",
  "name",
  "aliases",
  "category",
  "basis",
  "kcal",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "portions",
  "note",
] as const;

export const CATALOG_CATEGORIES = [
  "staples",
  "fruit",
  "vegetables",
  "meat",
  "poultry",
  "fish",
  "eggs",
  "dairy",
  "grains",
  "legumes",
  "nuts",
  "oils",
  "sweets",
  "snacks",
  "drinks",
  "condiments",
  "dishes",
] as const;

export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];
export type CatalogBasis = "g" | "ml";

export interface CatalogPortion {
  name: string;
  /** Grams (or millilitres when the food's basis is 'ml'). */
  grams: number;
}

/** One catalog food; amounts are per 100 g (basis 'g') or per 100 ml (basis 'ml'). */
export interface CatalogFood {
  slug: string;
  name: string;
  aliases: string[];
  category: CatalogCategory;
  basis: CatalogBasis;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  portions: CatalogPortion[];
  note: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Non-negative, at most one decimal. */
const AMOUNT = /^\d+(?:\.\d)?$/;
/** Positive portion weight, at most one decimal. */
const WEIGHT = /^\d+(?:\.\d)?$/;
const categories = new Set<string>(CATALOG_CATEGORIES);

function fail(line: number, message: string): never {
  throw new Error(`foods.csv line ${line}: ${message}`);
}

/** Splits one CSV record (RFC 4180 quoting) into its fields. */
function splitRecord(text: string, line: number): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail(line, "unterminated quoted field");
        const ch = text[i] as string;
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += ch;
        i++;
      }
      if (i < text.length && text[i] !== ",") fail(line, "unexpected character after a closing quote");
    } else {
      const end = text.indexOf(",", i);
      field = end === -1 ? text.slice(i) : text.slice(i, end);
      if (field.includes('"')) fail(line, "quote inside an unquoted field");
      i = end === -1 ? text.length : end;
    }
    fields.push(field);
    if (i >= text.length) return fields;
    i++; // the comma
  }
}

function amount(value: string, column: string, line: number): number {
  if (!AMOUNT.test(value))
    fail(line, `${column} must be a non-negative number with at most one decimal, got '${value}'`);
  return Number(value);
}

function parsePortions(value: string, line: number): CatalogPortion[] {
  if (value.trim() === "") fail(line, "at least one portion is required");
  return value.split("|").map((part) => {
    const colon = part.lastIndexOf(":");
    const name = part.slice(0, colon).trim();
    const grams = part.slice(colon + 1).trim();
    if (colon === -1 || name === "") fail(line, `portion '${part}' must look like 'name:grams'`);
    if (!WEIGHT.test(grams) || Number(grams) <= 0) fail(line, `portion '${part}' needs a positive weight`);
    return { name, grams: Number(grams) };
  });
}

function parseAliases(value: string, line: number): string[] {
  if (value.trim() === "") return [];
  return value.split("|").map((alias) => {
    const trimmed = alias.trim();
    if (trimmed === "") fail(line, "empty alias");
    return trimmed;
  });
}

/** Parses the whole catalog file into typed rows, throwing on the first malformed line. */
export function parseCatalog(csvText: string): CatalogFood[] {
  const lines = csvText.replace(/^\uFEFF/, "").split(/\r?\n/);
  const rows: CatalogFood[] = [];
  const slugs = new Set<string>();
  let headerSeen = false;

  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.startsWith("#") || raw.trim() === "") return;
    const fields = splitRecord(raw, line);
    if (!headerSeen) {
      if (fields.join(",") !== CATALOG_COLUMNS.join(","))
        fail(line, `expected the header '${CATALOG_COLUMNS.join(",")}'`);
      headerSeen = true;
      return;
    }
    if (fields.length !== CATALOG_COLUMNS.length) {
      fail(line, `expected ${CATALOG_COLUMNS.length} fields, got ${fields.length}`);
    }
    const [slug, name, aliases, category, basis, kcal, protein, carbs, fat, fiber, portions, note] = fields as [
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
    if (!SLUG.test(slug)) fail(line, `slug '${slug}' must be lower-case kebab-case ascii`);
    if (slugs.has(slug)) fail(line, `duplicate slug '${slug}'`);
    slugs.add(slug);
    if (name.trim() === "") fail(line, "name is empty");
    if (!categories.has(category)) fail(line, `unknown category '${category}'`);
    if (basis !== "g" && basis !== "ml") fail(line, `basis must be 'g' or 'ml', got '${basis}'`);
    rows.push({
      slug,
      name: name.trim(),
      aliases: parseAliases(aliases, line),
      category: category as CatalogCategory,
      basis,
      kcal: amount(kcal, "kcal", line),
      protein: amount(protein, "protein", line),
      carbs: amount(carbs, "carbs", line),
      fat: amount(fat, "fat", line),
      fiber: amount(fiber, "fiber", line),
      portions: parsePortions(portions, line),
      note: note.trim(),
    });
  });

  if (!headerSeen) throw new Error("foods.csv: the header line is missing");
  return rows;
}
