/**
 * The Italian of a built-in food's portion names (issue 28): portions-it.csv first, written by
 * hand for every name of foods.csv and of the foods shown in Italian, then the rules of
 * italian-portion-rules.ts for the common shapes; null when neither knows the name.
 */
import fs from "node:fs";
import path from "node:path";
import { catalogRecords, fail } from "./csv.js";
import { portionByRules } from "./italian-portion-rules.js";

export const PORTION_TRANSLATION_COLUMNS = ["name", "name_it"] as const;

const FILE = "portions-it.csv";
export const portionTranslationsFile = path.join(import.meta.dirname, FILE);

/** English portion name -> Italian, strictly parsed (no empty or duplicate name). */
export function parsePortionTranslations(text: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const { fields, line } of catalogRecords(text, FILE, PORTION_TRANSLATION_COLUMNS)) {
    const [name = "", italian = ""] = fields;
    if (name.trim() === "" || italian.trim() === "") fail(FILE, line, "a name and its Italian are both needed");
    if (table.has(name)) fail(FILE, line, `duplicate name '${name}'`);
    table.set(name, italian.trim());
  }
  return table;
}

/** Read once, when the first Italian portion is asked for: English-only servers never read it. */
let translations: Map<string, string> | undefined;

function table(): Map<string, string> {
  translations ??= parsePortionTranslations(fs.readFileSync(portionTranslationsFile, "utf8"));
  return translations;
}

/** The Italian of a portion's English name, or null when neither the table nor the rules know it. */
export function italianPortionName(name: string): string | null {
  return table().get(name) ?? portionByRules(name);
}
