import { pageLocale } from "./i18n.js";

/**
 * Numbers as the page's language writes them, the way Intl does (`1,234.5` and `12,345` in
 * English; `1234,5` and `12.345` in Italian, which groups only from five digits), written out
 * rather than with Intl: the page's first Intl formatter loads the locale's data, about a tenth of
 * the dashboard's first render on a phone, for what is only rounding and marks.
 */
export function writeNumber(value: number, decimals?: number): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  const negative = text.startsWith("-") && Number(text) !== 0;
  const [whole = "0", fraction] = text.replace("-", "").split(".");
  const italian = pageLocale() === "it";
  const grouped = italian && whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, italian ? "." : ",");
  return `${negative ? "-" : ""}${grouped}${fraction ? (italian ? "," : ".") + fraction : ""}`;
}

/**
 * A figure the English pages have always written bare, as `String(value)` does (or with
 * `decimals`): '1900 kcal' and '30.5 g' stay so in English; Italian writes it as Intl does,
 * '30,5 g', '1234,5' and '12.345' (grouped from five digits). Figures English groups ('1,600 kcal')
 * use writeNumber.
 */
export function plainNumber(value: number, decimals?: number): string {
  if (pageLocale() === "en") return decimals === undefined ? String(value) : value.toFixed(decimals);
  return writeNumber(value, decimals);
}

/** The decimal mark of the page's language, for a field's text (`70,5` in Italian). */
export const decimalMark = (): string => (pageLocale() === "it" ? "," : ".");
