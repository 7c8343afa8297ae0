import { isDateString, localDayOf, localPartsOf, pad } from "../../../../shared/domain/local-day.js";
import type { DateOrder } from "./parsed.js";

/**
 * Cells as other apps write them: numbers with or without thousands separators, blank meaning
 * "not given" (never 0), 12-hour times, kJ and pounds. Pure; every reader uses these.
 */

export const KJ_PER_KCAL = 4.184;
export const KG_PER_LB = 0.45359237;

/**
 * A number from a cell: null when blank (or a dash), NaN when it is something else. `decimalComma`
 * is for files split by semicolons ("12,5"); otherwise a comma is a thousands separator ("1,234.5").
 */
export function numberCell(raw: string | undefined, decimalComma = false): number | null {
  if (raw === undefined) return null;
  let text = raw.trim();
  if (text === "" || text === "-" || text === "--" || text.toLowerCase() === "n/a") return null;
  text = decimalComma ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

export const kcalFromKj = (kj: number) => kj / KJ_PER_KCAL;
export const kgFromLb = (lb: number) => lb * KG_PER_LB;

/** "true", "yes", "1", "x" -> true; "false", "no", "0", blank -> false. */
export function booleanCell(raw: string | undefined): boolean {
  return /^(true|yes|y|1|x)$/i.test((raw ?? "").trim());
}

/** A time of day as 24-hour `HH:MM`: "8:33 AM", "12:05 pm", "20:15", "20:15:07"; null when blank or not a time. */
export function timeCell(raw: string | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp])?\.?\s*[Mm]?\.?$/.exec((raw ?? "").trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[4]?.toLowerCase();
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T].*)?$/;

function isoFrom(y: number, m: number, d: number): string | null {
  const date = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  return isDateString(date) ? date : null;
}

/**
 * A calendar date from a cell: `2024-07-02` (and `2024-07-02 10:00`), or `01/15/2026`, `15.01.2026`,
 * `1/5/26` in the order given. Null when it is not a date (or needs an order not given).
 */
export function dateCell(raw: string | undefined, order: DateOrder | undefined): string | null {
  const text = (raw ?? "").trim();
  const iso = ISO.exec(text);
  if (iso) return isoFrom(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = SLASHED.exec(text);
  if (!slashed) return null;
  const a = Number(slashed[1]);
  const b = Number(slashed[2]);
  let y = Number(slashed[3]);
  if (slashed[3]?.length === 2) y += y < 70 ? 2000 : 1900;
  const effective = a > 12 ? "DMY" : b > 12 ? "MDY" : order;
  if (!effective) return null;
  return effective === "DMY" ? isoFrom(y, b, a) : isoFrom(y, a, b);
}

/**
 * What a column of dates says about its order: "DMY" when a first part exceeds 12, "MDY" when a
 * second one does, "ISO" when none is slashed, "ambiguous" when every slashed date fits both
 * (01/02/2026), "conflict" when both orders are seen (a broken file).
 */
export type DateOrderEvidence = "ISO" | DateOrder | "ambiguous" | "conflict";

export class DateOrderDetector {
  private dmy = false;
  private mdy = false;
  private slashed = false;
  readonly examples: string[] = [];

  see(raw: string | undefined): void {
    const match = SLASHED.exec((raw ?? "").trim());
    if (!match) return;
    this.slashed = true;
    if (this.examples.length < 3 && raw && !this.examples.includes(raw.trim())) this.examples.push(raw.trim());
    const a = Number(match[1]);
    const b = Number(match[2]);
    // 31/13/2025 fits neither order: it is a bad date, not evidence.
    if (a > 12 && b <= 12) this.dmy = true;
    if (b > 12 && a <= 12) this.mdy = true;
  }

  get evidence(): DateOrderEvidence {
    if (!this.slashed) return "ISO";
    if (this.dmy && this.mdy) return "conflict";
    if (this.dmy) return "DMY";
    if (this.mdy) return "MDY";
    return "ambiguous";
  }
}

/** Header words compared without case, spaces, BOM or the two ways of writing µ (U+00B5, U+03BC). */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .replace(/\u03BC/g, "\u00B5")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** One balanced layer of literal quotes, as 2026 MFP exports wrap names: `"Walking, brisk"` -> `Walking, brisk`. */
export function unwrapQuotes(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
}

/** An instant with its zone (`2026-03-13T07:30:00Z`, `…+01:00`) as the person's local date and time; null otherwise. */
export function localOfInstant(raw: string, timeZone: string): { date: string; time: string } | null {
  const text = raw.trim();
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const ms = Date.parse(
    text
      .replace(" ", "T")
      .replace(/\s+(?=[Z+-])/, "")
      .replace(/([+-]\d{2})(\d{2})$/, "$1:$2"),
  );
  if (!Number.isFinite(ms)) return null;
  const p = localPartsOf(ms, timeZone);
  return { date: localDayOf(ms, timeZone), time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Text without control characters (but tab and newline), at most `max` characters: what may be stored. */
export function plainText(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").slice(0, max);
}
