/**
 * Converts the USDA National Nutrient Database for Standard Reference, Release 28 (ASCII files,
 * public domain) into the app's catalog: src/server/features/foods/catalog/usda-sr28.csv.gz.
 *
 *   npm run catalog:sr28 -- DIR      (DIR holds FOOD_DES.txt, NUT_DATA.txt, NUTR_DEF.txt, WEIGHT.txt, FD_GROUP.txt)
 *
 * The files are in public repositories such as masilver99/SR28-PSQL (its NUT_DATA comes as a 7z
 * archive: `7z x NUT_DATA.7z`), or from the USDA's own SR28 download. The output is deterministic:
 * the same input gives the same bytes, so the seed's checksum changes only when the data does.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { csvField } from "../../src/server/features/foods/catalog/csv.js";
import { USDA_CATALOG_COLUMNS } from "../../src/server/features/foods/catalog/parse-usda-catalog.js";
import { MAX_LOG_GRAMS } from "../../src/shared/contracts/foods.js";
import { NUTRIENT_KEYS } from "../../src/shared/domain/nutrients.js";
import { portionName } from "./portion-name.js";
import { readSr28 } from "./read-sr28.js";
import { categoryOf } from "./sr28-categories.js";
import { SR28_NUTRIENT_NUMBERS } from "./sr28-nutrients.js";
import { tidyName } from "./tidy-name.js";

export const OUTPUT = path.join(import.meta.dirname, "../../src/server/features/foods/catalog/usda-sr28.csv.gz");
const MAX_PORTIONS = 10;

/** SR28's ComName holds other names ('hot dog, wiener, frank') but sometimes notes; keep the names. */
function commonNames(value: string): string[] {
  if (value === "" || /commodity|recipe no|includes|formerly/i.test(value)) return [];
  return value
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 1 && !name.includes("|"));
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

export function convertSr28(dir: string): { csv: string; foods: number } {
  const data = readSr28(dir);
  const header = [
    "# USDA National Nutrient Database for Standard Reference, Release 28 (SR28), converted by scripts/sr28/convert-sr28.ts.",
    "# Source: U.S. Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory (public domain).",
    "# Amounts per 100 g of edible portion; an empty cell means SR28 has no value for that nutrient (never 0).",
    "# Units: see src/shared/domain/nutrients.ts (vitamin A as RAE µg, vitamin D µg, folate DFE µg, vitamin E alpha-tocopherol mg).",
    "# portions: SR28's household measures (WEIGHT.txt), 'name:grams' separated by '|'.",
    USDA_CATALOG_COLUMNS.join(","),
  ];
  const rows = data.foods.map((food) => {
    const values = data.nutrients.get(food.ndb) ?? new Map<string, number>();
    const nutrients = NUTRIENT_KEYS.map((key) => {
      const value = values.get(SR28_NUTRIENT_NUMBERS[key]);
      return value === undefined ? "" : number(Math.max(0, value));
    });
    const portions = (data.weights.get(food.ndb) ?? [])
      .filter((w) => w.grams > 0 && w.grams <= MAX_LOG_GRAMS && w.amount > 0)
      .slice(0, MAX_PORTIONS)
      .map((w) => `${portionName(w.amount, w.description).replace(/[|:]/g, " ")}:${number(w.grams)}`);
    return [
      food.ndb,
      tidyName(food.name),
      categoryOf(food.groupCode, food.name),
      food.groupCode,
      commonNames(food.commonNames).join("|"),
      ...nutrients,
      portions.join("|"),
    ]
      .map(csvField)
      .join(",");
  });
  return { csv: `${[...header, ...rows].join("\n")}\n`, foods: rows.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: npm run catalog:sr28 -- DIR_WITH_SR28_ASCII_FILES");
    process.exit(2);
  }
  const { csv, foods } = convertSr28(dir);
  // mtime 0 and no name in the gzip header: the same data gives the same bytes.
  fs.writeFileSync(OUTPUT, zlib.gzipSync(Buffer.from(csv, "utf8"), { level: 9 }));
  console.log(`${foods} foods -> ${path.relative(process.cwd(), OUTPUT)} (${fs.statSync(OUTPUT).size} bytes)`);
}
