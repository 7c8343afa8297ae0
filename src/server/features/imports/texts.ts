import type { Import } from "../../../shared/contracts/imports.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import { msg } from "../../../shared/i18n/msg.js";
import { HttpError } from "../../errors.js";
import { i18nFor, translate } from "../../i18n.js";

/**
 * An import's texts in the request's language. The readers write them in English, figures and
 * names inside ("\"71,x\" is not a weight."), and the import keeps them so in the database (one
 * file, read once, may be looked at in either language); they are said again in the asker's
 * language when answered. A text with a figure is read back against these templates (the readers'
 * sentences, in the catalog with their figures as values); one no template fits is answered as
 * written. More specific templates come before the ones they would also fit.
 */
const templates = [
  // The rows that could not be read (read/*.ts, `into.problem`).
  msg("A {type} record without a date or value."),
  msg('Unknown body mass unit "{unit}".'),
  msg('Unknown unit "{unit}" for {type}.'),
  msg("{app} recorded nutrients but no energy on {date}; that day was left out."),
  msg("The dates mix day-first and month-first ({date})."),
  msg('"{value}" is not a date.'),
  msg('"{value}" is not a time; left out.'),
  msg('"{value}" is not a weight.'),
  msg('"{value}" is not a body fat percentage.'),
  msg('"{value}" is not a body fat.'),
  msg('"{value}" is not a waist.'),
  msg('Unknown weight unit "{unit}".'),
  msg("Not a number (or below 0): {columns}."),
  msg('The section "{section}" is not a list.'),
  msg("meals[{index}]: the timestamp is not a date."),
  // Why a file could not be read at all (ImportFileError), kept as the import's error.
  msg("{file} has an XML token longer than {count} characters; it is not an export we know."),
  msg("{file} has a line longer than {count} characters; it is not an export we know."),
  msg("{file} holds no XML."),
  msg("The file has more than {count} rows; split the export into shorter periods."),
  msg("{file} could not be read as CSV ({error})."),
  msg("{file} is not a text file (CSV): it holds binary data."),
  msg("{file} is far larger than a manifest."),
  msg("{file} is larger than {size} MB; export the ZIP of CSV files instead."),
  msg("{file} is not valid JSON."),
  msg("{file} is JSON but not a Macrowise export."),
  msg("{file} was written by a newer Macrowise (format version {version}); update this server first."),
  msg("{file} is not a Macrowise export."),
  msg("{file} in the ZIP is encrypted; export it again without a password."),
  msg("The ZIP holds {count} files; an export holds far fewer."),
  msg("{file} is empty."),
];

/** The readers' sentences said without a figure, for the catalogs (matched whole, as they are). */
export const importTexts = [
  msg("No food name."),
  msg("No calories given."),
  msg("The file is empty: there is nothing in it to import."),
  msg('The file is saved as UTF-16 text (Excel\'s "Unicode Text"); save it as "CSV UTF-8" and import that.'),
  msg("The file is neither a ZIP nor text (CSV, XML or JSON)."),
  msg("The ZIP unpacks to far more than it weighs (a ZIP bomb, or a damaged file); it was not read."),
];

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const patterns = templates.map((template) => {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literal(part);
      names.push(name);
      return "(.+?)";
    })
    .join("");
  return { template, names, pattern: new RegExp(`^${source}$`, "s") };
});

/** A reader's text in `locale`: a catalog message as the catalog says it, a templated one with its figures. */
export function importText(locale: Locale, text: string): string {
  if (locale === "en") return text;
  const whole = translate(locale, text);
  if (whole !== text) return whole;
  for (const { template, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    // Values are handed over as values: a brace in a quoted cell is never read as a message's syntax.
    return i18nFor(locale)._(template, values);
  }
  return text;
}

/**
 * Runs an upload or a confirmation, its refusal in `locale`: a file that cannot be read is refused
 * with the reader's sentence ("export.json is not valid JSON."), which the error handler, knowing
 * only the catalog's whole messages, would answer in English.
 */
export async function refusalsIn<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof HttpError) || locale === "en") throw error;
    const { statusCode, message, fieldErrors, title, values } = error;
    throw new HttpError(statusCode, importText(locale, message), fieldErrors, title, values);
  }
}

/** An import as answered to a person asking in `locale`: its problems, files read and error in that language. */
export function importIn(locale: Locale, item: Import): Import {
  if (locale === "en") return item;
  const preview = item.preview && {
    ...item.preview,
    problems: item.preview.problems.map((problem) => ({ ...problem, reason: importText(locale, problem.reason) })),
    reported: item.preview.reported.map((file) => ({ ...file, what: importText(locale, file.what) })),
  };
  return { ...item, preview, error: item.error === null ? null : importText(locale, item.error) };
}
