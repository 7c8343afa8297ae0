import type { Locale } from "./locales.js";

/**
 * A number as a person types it: `70,5` and `70.5` are both 70.5 in either language. A group
 * separator is read only where it sits between groups of three digits (`1.234,5` in Italian,
 * `1,234.5` in English), so `1.234` is 1234 in Italian and 1.234 in English, as each language
 * writes it. Anything else is null, never a guess; blank is null, not zero.
 */
export function parseDecimal(text: string, locale: Locale): number | null {
  const value = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (value === "") return null;
  const [group, decimal] = locale === "it" ? [".", ","] : [",", "."];
  const grouped = (whole: string) => new RegExp(`^[-+]?\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole);
  let normalized: string;
  if (value.includes(decimal)) {
    const [whole = "", fraction = "", extra] = value.split(decimal);
    if (extra !== undefined) return null;
    if (whole.includes(group) && !grouped(whole)) return null;
    normalized = `${whole.split(group).join("")}.${fraction}`;
  } else if (grouped(value)) {
    normalized = value.split(group).join("");
  } else if (value.split(group).length === 2) {
    // One mark of the other kind that cannot group thousands: a decimal point (`70.5` in Italian).
    normalized = value.replace(group, ".");
  } else {
    normalized = value;
  }
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(normalized)) return null;
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}
