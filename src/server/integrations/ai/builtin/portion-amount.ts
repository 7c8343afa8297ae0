/**
 * How many grams (ml for drinks) a typed amount of one food is, from the food's own portions
 * ("1 medium egg: 44 g", "1 cup: 158 g", "1 slice: 25 g"), so "2 eggs" and "a cup of rice" weigh
 * what the food database says they weigh. When the food does not know the piece typed, the answer
 * takes its usual portion and says so (`assumed`).
 */
import type { I18n } from "@lingui/core";
import type { Locale } from "../../../../shared/i18n/locales.js";
import { i18nFor } from "../../../i18n.js";
import { type Size, type Unit, unitKey } from "./amount-words.js";
import type { Amount } from "./meal-description.js";
import { unitName } from "./unit-names.js";

/** The language the answer's labels and notes are written in (English when left out). */
export interface AmountLanguage {
  locale: Locale;
  i18n: I18n;
}

export const languageOf = (locale: Locale = "en"): AmountLanguage => ({ locale, i18n: i18nFor(locale) });

export interface PortionedFood {
  basis: "g" | "ml";
  portions: { name: string; grams: number }[];
}

export interface ResolvedAmount {
  grams: number;
  /** The amount in words, as the answer shows it: "2 × medium egg", "200 g", "1 cup". */
  label: string;
  /** What was taken for granted, in a sentence; null when the words said it all. */
  assumed: string | null;
}

interface Portion {
  /** How many of the unit the portion is: "1/2 cup" is 0.5, "2 large eggs" 2. */
  count: number;
  /** The portion's words without its number or notes: "medium egg", "cup", "slice, thin". */
  rest: string;
  /** Its first word as a unit key ("cup", "tbsp", "medium", "slice"). */
  head: string;
  words: string[];
  grams: number;
  name: string;
}

/** Volumes the household measures mean when a food has no portion of that name. */
const PIECE_FALLBACK_ML: Record<string, number> = {
  glass: 200,
  mug: 300,
  bowl: 250,
  can: 330,
  bottle: 500,
  splash: 15,
  drizzle: 5,
  dash: 1,
  spoonful: 15,
  shot: 30,
};
const PIECE_FALLBACK_GRAMS: Record<string, number> = { handful: 30, pinch: 0.4, scoop: 30, knob: 10, pat: 5 };

const MEASURE_HEADS = new Set([
  "cup",
  "tbsp",
  "tablespoon",
  "tsp",
  "teaspoon",
  "oz",
  "fl",
  "g",
  "ml",
  "lb",
  "quart",
  "pint",
  "serving",
  "nlea",
  "portion",
]);
const SIZE_WORDS: Record<Size, string[]> = {
  small: ["small", "extra small"],
  medium: ["medium"],
  large: ["large", "extra large", "jumbo"],
};

function parsePortion(name: string, grams: number): Portion {
  const withoutNotes = name.replace(/\(.*?\)/g, " ").trim();
  const match = /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s*(.*)$/.exec(withoutNotes);
  let count = 1;
  let rest = withoutNotes;
  if (match) {
    const [, whole, top, bottom, over, words] = match;
    count = Number(whole);
    if (top !== undefined) count += Number(top) / Number(bottom);
    if (over !== undefined) count /= Number(over);
    rest = (words ?? "").trim();
  }
  const words = rest
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const head = words[0] === "fl" && words[1] === "oz" ? "fl oz" : unitKey(words[0] ?? "");
  return { count: count > 0 ? count : 1, rest, head, words, grams, name };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** A quantity with at most two decimals, written with the language's decimal mark ("0.5", "0,5"). */
export const quantityText = (quantity: number, locale: Locale = "en") => {
  const text = String(Math.round(quantity * 100) / 100);
  return locale === "it" ? text.replace(".", ",") : text;
};
const hasWord = (portion: Portion, word: string) => portion.words.some((w) => unitKey(w) === word);
const plain = (portion: Portion) => portion.words.length === 1;

/** The food's portions, first match wins: a portion of exactly that word, else the first that names it. */
function portionNamed(portions: Portion[], word: string, size: Size | null): Portion | undefined {
  const named = portions.filter((p) => p.head === word || hasWord(p, word));
  const sized = size ? named.find((p) => SIZE_WORDS[size].some((s) => p.rest.toLowerCase().includes(s))) : undefined;
  return sized ?? named.find((p) => p.head === word && plain(p)) ?? named.find((p) => p.head === word) ?? named[0];
}

/** A portion that is one of the thing ("1 medium egg", "1 slice", "1 fillet"), not a measure. */
const countable = (p: Portion) => !MEASURE_HEADS.has(p.head) && p.head !== "";

/** The portion a count or a bare name means: the size asked, else the usual one. */
function usualPortion(portions: Portion[], size: Size | null, counted: boolean): Portion | undefined {
  const sized = size
    ? portions.find((p) => countable(p) && SIZE_WORDS[size].some((s) => p.rest.toLowerCase().startsWith(s)))
    : undefined;
  const medium = portions.find((p) => countable(p) && p.head === "medium");
  const piece = portions.find(countable);
  const serving = portions.find((p) => p.head === "serving");
  const order = counted ? [sized, medium, piece, serving] : [sized, serving, medium, piece];
  return order.find((p) => p !== undefined) ?? portions.find((p) => !["g", "oz", "lb"].includes(p.head));
}

/** Grams per ml for a food measured by volume: its own cup or spoon portion, else its basis. */
function gramsPerMl(food: PortionedFood, portions: Portion[]): { density: number; known: boolean } {
  if (food.basis === "ml") return { density: 1, known: true };
  for (const head of ["cup", "tbsp", "tsp", "fl oz"]) {
    const portion = portions.find((p) => p.head === head && plain(p)) ?? portions.find((p) => p.head === head);
    const ml = { cup: 240, tbsp: 15, tsp: 5, "fl oz": 29.57 }[head] as number;
    if (portion) return { density: portion.grams / (portion.count * ml), known: true };
  }
  return { density: 1, known: false };
}

function byVolume(
  food: PortionedFood,
  portions: Portion[],
  quantity: number,
  ml: number,
  label: string,
  { i18n }: AmountLanguage,
) {
  const { density, known } = gramsPerMl(food, portions);
  return {
    grams: round1(quantity * ml * density),
    label,
    assumed: known ? null : i18n._("Its volume was taken as its weight (1 g per ml)."),
  };
}

function fromPortion(
  portion: Portion,
  quantity: number,
  { locale }: AmountLanguage,
  assumed: string | null = null,
): ResolvedAmount {
  const grams = round1((quantity * portion.grams) / portion.count);
  const what = portion.rest || portion.name;
  return { grams, label: quantity === 1 ? `1 ${what}` : `${quantityText(quantity, locale)} × ${what}`, assumed };
}

/** "2 cup", "0.5 l" as the answer has always written them in English; "2 × tazza", "0,5 l" in Italian. */
function unitLabel(quantity: number, word: string, { locale }: AmountLanguage): string {
  const name = unitName(word, locale);
  const q = quantityText(quantity, locale);
  return locale === "en" || name === word ? `${q} ${name}` : quantity === 1 ? `1 ${name}` : `${q} × ${name}`;
}

export function resolveAmount(
  food: PortionedFood,
  amount: Amount,
  language: AmountLanguage = languageOf(),
): ResolvedAmount {
  const { i18n, locale } = language;
  const portions = food.portions.filter((p) => p.grams > 0).map((p) => parsePortion(p.name, p.grams));
  const { quantity, unit, size } = amount;
  if (unit?.kind === "mass") {
    return { grams: round1(quantity * unit.grams), label: unitLabel(quantity, unit.word, language), assumed: null };
  }
  if (unit?.kind === "volume") {
    const label = unitLabel(quantity, unit.word, language);
    const portion = ["cup", "tbsp", "tsp", "fl oz"].includes(unit.word)
      ? portionNamed(portions, unit.word, size)
      : undefined;
    if (portion) return { ...fromPortion(portion, quantity, language), label };
    return byVolume(food, portions, quantity, unit.ml, label, language);
  }
  if (unit?.kind === "piece") return byPiece(food, portions, quantity, unit, size, language);
  const usual = usualPortion(portions, size, amount.quantityGiven);
  if (usual) {
    const assumed = amount.quantityGiven
      ? null
      : i18n._("No amount given: {portion} was taken.", { portion: usual.name });
    return fromPortion(usual, quantity, language, assumed);
  }
  const hundred = quantityText(quantity * 100, locale);
  return {
    grams: round1(quantity * 100),
    label: `${hundred} ${food.basis}`,
    assumed: i18n._("The food database knows no portion of this food: {amount} {basis} was taken.", {
      amount: hundred,
      basis: food.basis,
    }),
  };
}

function byPiece(
  food: PortionedFood,
  portions: Portion[],
  quantity: number,
  unit: Extract<Unit, { kind: "piece" }>,
  size: Size | null,
  language: AmountLanguage,
): ResolvedAmount {
  const { i18n, locale } = language;
  const named = portionNamed(portions, unit.word, size);
  if (named) return fromPortion(named, quantity, language);
  const label = unitLabel(quantity, unit.word, language);
  const name = unitName(unit.word, locale);
  const ml = PIECE_FALLBACK_ML[unit.word];
  if (ml !== undefined) {
    const volume = byVolume(food, portions, quantity, ml, label, language);
    const note = i18n._("A {unit} was taken as {ml} ml.", { unit: name, ml: quantityText(ml, locale) });
    return { ...volume, assumed: volume.assumed ? `${note} ${volume.assumed}` : note };
  }
  const grams = PIECE_FALLBACK_GRAMS[unit.word];
  if (grams !== undefined) {
    const assumed = i18n._("A {unit} was taken as {grams} g.", { unit: name, grams: quantityText(grams, locale) });
    return { grams: round1(quantity * grams), label, assumed };
  }
  const usual = usualPortion(portions, size, true);
  if (usual) {
    const assumed = i18n._("No “{unit}” size is known for this food: {portion} was taken.", {
      unit: name,
      portion: usual.name,
    });
    return fromPortion(usual, quantity, language, assumed);
  }
  return {
    grams: round1(quantity * 100),
    label: `${quantityText(quantity * 100, locale)} ${food.basis}`,
    assumed: i18n._("No “{unit}” size is known for this food: 100 {basis} each was taken.", {
      unit: name,
      basis: food.basis,
    }),
  };
}
