import { parseISO } from "date-fns";
import { type ImportSourceName, importSourceLabels } from "../../../shared/contracts/imports.js";
import { msg } from "../../../shared/i18n/msg.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { decimalMark } from "../../lib/number-format.js";

/** A size's figure with the page's decimal mark and no grouping ("1000 KB"; "1,4 MB" in Italian). */
const figure = (value: number) => String(value).replace(".", decimalMark());

/** 512 MB, 1.4 MB, 830 KB: sizes as people read them (powers of 1024, as the limit is set). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${figure(Math.round((bytes / 1024 / 1024 / 1024) * 10) / 10)} GB`;
  if (bytes >= 1024 * 1024) return `${figure(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
  if (bytes >= 1024) return `${figure(Math.round(bytes / 1024))} KB`;
  return i18n._("{count, plural, one {# byte} other {# bytes}}", { count: bytes });
}

/** The sources' names that are words rather than an app's name, for the catalogs. */
const translatedSources: Partial<Record<ImportSourceName, string>> = {
  "generic-csv": msg("Spreadsheet (CSV)"),
  macrowise: msg("Macrowise export"),
};

export const sourceLabel = (source: ImportSourceName | null) =>
  source ? i18n._(translatedSources[source] ?? importSourceLabels[source]) : i18n._("Unknown file");

/** Counts said with their noun, in the page's language ("1 meal", "2 meals"; "1 pasto", "2 pasti"). */
export const counted = {
  meals: (count: number) => i18n._("{count, plural, one {# meal} other {# meals}}", { count }),
  weighIns: (count: number) => i18n._("{count, plural, one {# weigh-in} other {# weigh-ins}}", { count }),
  measurementDays: (count: number) =>
    i18n._("{count, plural, one {# measurement day} other {# measurement days}}", { count }),
  goals: (count: number) => i18n._("{count, plural, one {# goal} other {# goals}}", { count }),
  ownFoods: (count: number) => i18n._("{count, plural, one {# own food} other {# own foods}}", { count }),
  recipes: (count: number) => i18n._("{count, plural, one {# recipe} other {# recipes}}", { count }),
  rows: (count: number) => i18n._("{count, plural, one {# row} other {# rows}}", { count }),
  importedMeals: (count: number) =>
    i18n._("{count, plural, one {# imported meal} other {# imported meals}}", { count }),
};

/** A local date 'YYYY-MM-DD' as '3 Mar 2026' ('3 mar 2026'). */
export function formatDay(date: string): string {
  return format(parseISO(date), "d MMM yyyy");
}
