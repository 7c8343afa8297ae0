/**
 * The benefits and concerns of a described meal, read from the food database's micronutrients
 * against the FDA Daily Values: what one meal gives a good share of, and what it spends a large
 * share of a day's limit on (sodium, saturated fat, cholesterol; sugars are not among them: the
 * database does not tell added sugars from a fruit's own). A value some food does not know is summed from those that do, and
 * the note says "at least".
 */
import { type MicronutrientKey, type Nutrients, nutrientInfo } from "../../../../shared/domain/nutrients.js";
import { referenceIntakesFor } from "../../../../shared/domain/reference-intakes.js";
import { translate } from "../../../i18n.js";
import { type AmountLanguage, languageOf } from "./portion-amount.js";

/** A meal giving this share of a day's target is worth saying (FDA's "good source" is 10-19 %, "high" 20 %). */
const GOOD_SHARE = 0.2;
/** A meal spending this share of a day's limit is worth a word: a third, with two more meals to come. */
const LIMIT_SHARE = 1 / 3;
/** At most this many benefits: the largest shares first. */
const MAX_BENEFITS = 4;
/** Protein worth naming in one meal, in grams (about a fifth of an adult's day). */
const GOOD_PROTEIN = 20;

interface Summed {
  amount: number;
  /** Some food did not know it: the amount is a floor. */
  partial: boolean;
}

function sum(items: Nutrients[], key: MicronutrientKey): Summed | null {
  const known = items.map((item) => item[key]).filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  return { amount: known.reduce((a, b) => a + b, 0), partial: known.length < items.length };
}

const shown = (value: number, locale: AmountLanguage["locale"]) => {
  const text = value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return locale === "it" ? text.replace(".", ",") : text;
};

function phrase(key: MicronutrientKey, summed: Summed, share: number, { i18n, locale }: AmountLanguage): string {
  const { label: english, unit } = nutrientInfo(key);
  // The nutrients' names are the app's own messages (the nutrients' and foods' catalogs).
  const label = translate(locale, english);
  const value = shown(summed.amount, locale);
  const percent = Math.round(share * 100);
  return summed.partial
    ? i18n._("{label}: at least {value} {unit}, {percent}% of a day's value", { label, value, unit, percent })
    : i18n._("{label}: {value} {unit}, {percent}% of a day's value", { label, value, unit, percent });
}

export function benefitsAndConcerns(
  items: Nutrients[],
  language: AmountLanguage = languageOf(),
): { benefits: string[]; concerns: string[] } {
  if (items.length === 0) return { benefits: [], concerns: [] };
  const dailyValues = referenceIntakesFor(null, null).values;
  const good: { share: number; text: string }[] = [];
  const concerns: string[] = [];
  for (const [key, value] of Object.entries(dailyValues) as [MicronutrientKey, { amount: number; kind: string }][]) {
    const summed = sum(items, key);
    if (!summed) continue;
    const share = summed.amount / value.amount;
    if (value.kind === "target" && share >= GOOD_SHARE)
      good.push({ share, text: phrase(key, summed, share, language) });
    if (value.kind === "limit" && share >= LIMIT_SHARE) concerns.push(phrase(key, summed, share, language));
  }
  const protein = items.reduce((total, item) => total + item.proteins, 0);
  const benefits = [
    ...(protein >= GOOD_PROTEIN ? [language.i18n._("Protein: {grams} g", { grams: Math.round(protein) })] : []),
    ...good
      .sort((a, b) => b.share - a.share)
      .slice(0, MAX_BENEFITS)
      .map((g) => g.text),
  ];
  return { benefits, concerns };
}
