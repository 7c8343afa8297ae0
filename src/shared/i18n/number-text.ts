import type { Locale } from "./locales.js";

/**
 * A number as `locale` writes it, the way Intl does (`1,234.5` and `12,345` in English; `1234,5`
 * and `12.345` in Italian, which groups only from five digits), written out rather than with Intl:
 * a page's first Intl number formatter loads the language's data, about a tenth of the dashboard's
 * first render on a phone, for what is only rounding and marks.
 */
export function numberText(locale: Locale, value: number, decimals?: number): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  const negative = text.startsWith("-") && Number(text) !== 0;
  const [whole = "0", fraction] = text.replace("-", "").split(".");
  const italian = locale === "it";
  const grouped = italian && whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, italian ? "." : ",");
  return `${negative ? "-" : ""}${grouped}${fraction ? (italian ? "," : ".") + fraction : ""}`;
}
