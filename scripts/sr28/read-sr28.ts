/**
 * Reader for the ASCII release of the USDA National Nutrient Database for Standard Reference,
 * Release 28 (public domain): '^'-separated fields, text fields between '~', CRLF lines,
 * ISO-8859-1 text (NUTR_DEF's 'µg'). See the SR28 documentation (sr28_doc.pdf), chapter 3.
 */
import fs from "node:fs";
import path from "node:path";

export interface Sr28Food {
  /** NDB_No: five digits, the food's id in SR28. */
  ndb: string;
  groupCode: string;
  /** Long_Desc, e.g. 'Cheese, cottage, lowfat, 2% milkfat'. */
  name: string;
  /** ComName: other names, comma-separated ('hot dog, wiener, frank'); often empty. */
  commonNames: string;
  manufacturer: string;
}

export interface Sr28Weight {
  ndb: string;
  seq: number;
  amount: number;
  description: string;
  grams: number;
}

export interface Sr28Data {
  foods: Sr28Food[];
  groups: Map<string, string>;
  /** ndb -> Nutr_No -> amount per 100 g of edible portion. */
  nutrients: Map<string, Map<string, number>>;
  /** ndb -> household measures in SR28's order. */
  weights: Map<string, Sr28Weight[]>;
}

/** One file's records, each an array of fields with the '~' quotes removed. */
function records(dir: string, file: string): string[][] {
  const text = fs.readFileSync(path.join(dir, file), "latin1");
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("^").map((field) => field.replace(/^~|~$/g, "")));
}

function number(value: string | undefined, where: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === "" || !Number.isFinite(n))
    throw new Error(`${where}: not a number: '${value}'`);
  return n;
}

export function readSr28(dir: string): Sr28Data {
  const groups = new Map(records(dir, "FD_GROUP.txt").map(([code = "", name = ""]) => [code, name]));
  const foods = records(dir, "FOOD_DES.txt").map(
    ([ndb = "", groupCode = "", name = "", , commonNames = "", manufacturer = ""]) => {
      if (!/^\d{5}$/.test(ndb)) throw new Error(`FOOD_DES.txt: bad NDB_No '${ndb}'`);
      if (!groups.has(groupCode)) throw new Error(`FOOD_DES.txt: ${ndb} has the unknown group '${groupCode}'`);
      return { ndb, groupCode, name: name.trim(), commonNames: commonNames.trim(), manufacturer: manufacturer.trim() };
    },
  );

  const nutrients = new Map<string, Map<string, number>>();
  for (const [ndb = "", nutrNo = "", value] of records(dir, "NUT_DATA.txt")) {
    let perFood = nutrients.get(ndb);
    if (!perFood) {
      perFood = new Map();
      nutrients.set(ndb, perFood);
    }
    perFood.set(nutrNo, number(value, `NUT_DATA.txt ${ndb}/${nutrNo}`));
  }

  const weights = new Map<string, Sr28Weight[]>();
  for (const [ndb = "", seq, amount, description = "", grams] of records(dir, "WEIGHT.txt")) {
    const weight = {
      ndb,
      seq: number(seq, `WEIGHT.txt ${ndb}`),
      amount: number(amount, `WEIGHT.txt ${ndb}`),
      description: description.trim(),
      grams: number(grams, `WEIGHT.txt ${ndb}`),
    };
    const list = weights.get(ndb) ?? [];
    list.push(weight);
    weights.set(ndb, list);
  }
  for (const list of weights.values()) list.sort((a, b) => a.seq - b.seq);

  return { foods, groups, nutrients, weights };
}
