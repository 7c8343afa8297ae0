import { numberText } from "../../shared/i18n/number-text.js";
import { pageLocale } from "./i18n.js";

/** A number as the page's language writes it (`numberText`: Intl's marks and grouping, without Intl). */
export function writeNumber(value: number, decimals?: number): string {
  return numberText(pageLocale(), value, decimals);
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
