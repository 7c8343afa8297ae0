import type { Locale } from "../../shared/i18n/locales.js";
import { INTL_LOCALES } from "../../shared/i18n/locales.js";
import { numberText } from "../../shared/i18n/number-text.js";

/**
 * A compiled catalog message with a plural in it, written without Lingui's formatter: Lingui
 * formats every plural through an `Intl.NumberFormat`, and the first one a page builds loads the
 * language's number data, 70 to 145 ms of a throttled phone's main thread on /home for the trial
 * badge alone (docs/performance.md). Here `#` is written by `numberText` (what Intl writes, without
 * Intl) and the branch chosen by a cached `Intl.PluralRules` (cheap). The catalogs' compiled shape:
 * a string, or an array of strings and `[name]`, `[name, "plural" | "select", {branch: message}]`.
 * Anything else (another format, an escape Lingui would decode) answers null: Lingui writes it.
 */
type Token = string | [string, string?, Record<string, unknown>?];

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules([INTL_LOCALES[locale], "en"]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The message written with `values`, or null when it has no plural or holds what only Lingui writes. */
export function writePluralMessage(compiled: unknown, values: Record<string, unknown>, locale: Locale): string | null {
  if (!Array.isArray(compiled) || !compiled.some(isPlural)) return null;
  return write(compiled, values, locale, null);
}

const isPlural = (token: unknown): boolean => Array.isArray(token) && token[1] === "plural";

function write(message: unknown, values: Record<string, unknown>, locale: Locale, count: number | null): string | null {
  if (typeof message === "string") return message.includes("\\") ? null : message;
  if (!Array.isArray(message)) return null;
  let text = "";
  for (const token of message as Token[]) {
    const written = typeof token === "string" ? writeText(token, locale, count) : writeToken(token, values, locale);
    if (written === null) return null;
    text += written;
  }
  return text;
}

function writeText(text: string, locale: Locale, count: number | null): string | null {
  if (text.includes("\\")) return null;
  return text === "#" && count !== null ? numberText(locale, count) : text;
}

function writeToken(token: Exclude<Token, string>, values: Record<string, unknown>, locale: Locale): string | null {
  const [name, kind, branches] = token;
  const value = values[name];
  if (kind === undefined) return value == null ? "" : String(value);
  if (!branches) return null;
  // As Lingui: a `#` inside a select is text, not the count.
  if (kind === "select") return write(branches[String(value)] ?? branches.other, values, locale, null);
  if (kind !== "plural" || typeof value !== "number" || "offset" in branches) return null;
  const branch = branches[String(value)] ?? branches[pluralCategory(locale, value)] ?? branches.other;
  return write(branch, values, locale, value);
}
