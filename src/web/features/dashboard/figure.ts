import { pageLocale } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";

/**
 * A figure the English pages have always written bare ("1380", "Goal: 2000 kcal"), in the page's
 * language: unchanged in English, Italian's marks in Italian ("1234,5", "12.345"). Figures English
 * writes grouped ("1,600 kcal") use writeNumber instead.
 */
export function figure(value: number): string {
  return pageLocale() === "en" ? String(value) : writeNumber(value);
}
