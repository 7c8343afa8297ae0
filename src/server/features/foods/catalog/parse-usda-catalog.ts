/**
 * Parser for usda-sr28.csv.gz, the USDA SR28 foods converted by scripts/sr28/convert-sr28.ts:
 * one row per SR28 food, every nutrient per 100 g (empty where SR28 has no value), household
 * measures as portions.
 */
import { type FoodCategory, isFoodCategory } from "../../../../shared/domain/food-categories.js";
import { MACRONUTRIENT_KEYS, MICRONUTRIENT_KEYS, type Nutrients } from "../../../../shared/domain/nutrients.js";
import { catalogRecords, fail, parsePortionList } from "./csv.js";

export const USDA_CATALOG_COLUMNS = [
  "ndb",
  "name",
  "category",
  "group",
  "common_names",
  ...MACRONUTRIENT_KEYS,
  ...MICRONUTRIENT_KEYS,
  "portions",
] as const;

const FILE = "usda-sr28.csv";
const COLUMN_INDEX = new Map<string, number>(USDA_CATALOG_COLUMNS.map((column, i) => [column, i]));

export interface UsdaFood {
  /** The SR28 NDB number, five digits. */
  ndb: string;
  name: string;
  category: FoodCategory;
  /** SR28's food group code, e.g. '0900' (Fruits and Fruit Juices). */
  group: string;
  /** SR28's other names for the food (ComName), already split. */
  commonNames: string[];
  nutrients: Nutrients;
  portions: { name: string; grams: number }[];
}

function amount(value: string, column: string, line: number): number {
  if (!/^\d+(?:\.\d+)?$/.test(value)) fail(FILE, line, `${column} must be a non-negative number, got '${value}'`);
  return Number(value);
}

export function parseUsdaCatalog(text: string): UsdaFood[] {
  const seen = new Set<string>();
  const at = (column: (typeof USDA_CATALOG_COLUMNS)[number]) => COLUMN_INDEX.get(column) as number;
  const [ndbAt, nameAt, categoryAt, groupAt, namesAt, portionsAt] = [
    at("ndb"),
    at("name"),
    at("category"),
    at("group"),
    at("common_names"),
    at("portions"),
  ];
  const macroAt = MACRONUTRIENT_KEYS.map((key) => [key, at(key)] as const);
  const microAt = MICRONUTRIENT_KEYS.map((key) => [key, at(key)] as const);
  return catalogRecords(text, FILE, USDA_CATALOG_COLUMNS).map(({ fields, line }) => {
    const ndb = fields[ndbAt] as string;
    if (!/^\d{5}$/.test(ndb)) fail(FILE, line, `ndb must be five digits, got '${ndb}'`);
    if (seen.has(ndb)) fail(FILE, line, `duplicate ndb '${ndb}'`);
    seen.add(ndb);
    const category = fields[categoryAt] as string;
    if (!isFoodCategory(category)) fail(FILE, line, `unknown category '${category}'`);
    const name = fields[nameAt] as string;
    if (name.trim() === "") fail(FILE, line, "name is empty");
    // One plain loop per row: 8,789 rows, parsed at a first start.
    const nutrients: Record<string, number | null> = {};
    for (const [key, i] of macroAt) nutrients[key] = amount(fields[i] as string, key, line);
    for (const [key, i] of microAt) {
      const cell = fields[i] as string;
      nutrients[key] = cell === "" ? null : amount(cell, key, line);
    }
    const names = fields[namesAt] as string;
    return {
      ndb,
      name,
      category,
      group: fields[groupAt] as string,
      commonNames: names === "" ? [] : names.split("|"),
      nutrients: nutrients as Nutrients,
      portions: parsePortionList(fields[portionsAt] as string, FILE, line),
    };
  });
}
