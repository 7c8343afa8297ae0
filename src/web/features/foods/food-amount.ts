import type { Food } from "../../../shared/contracts/foods.js";
import { nutrientsFor } from "../../../shared/domain/food-math.js";
import { numberFromText, textOfNumber } from "../../lib/forms.js";
import { plainFigure } from "./labels.js";

/** How much of a food: a number of one of its portions, or grams (ml) directly. Inputs stay strings. */
export interface Amount {
  /** A portion's index in `food.portions`, or "grams". */
  unit: number | "grams";
  quantity: string;
  grams: string;
}

/** A picked food starts at one of its first portion (so "Add" can follow at once), else 100 g. */
export function initialAmount(food: Food): Amount {
  return food.portions.length > 0
    ? { unit: 0, quantity: "1", grams: "" }
    : { unit: "grams", quantity: "1", grams: "100" };
}

/** A field's text as a number in the page's language ('150,5' in Italian); NaN when empty or no number. */
const parse = (value: string) => numberFromText(value) ?? Number.NaN;

/** The grams an amount names (one decimal), NaN when the inputs are not numbers. */
export function gramsOf(food: Food, amount: Amount): number {
  if (amount.unit === "grams") return parse(amount.grams);
  const portion = food.portions[amount.unit];
  if (!portion) return Number.NaN;
  return Math.round(parse(amount.quantity) * portion.grams * 10) / 10;
}

/** Switching units keeps the amount: a portion count becomes its grams, grams become one portion. */
export function withUnit(food: Food, amount: Amount, unit: Amount["unit"]): Amount {
  if (unit === "grams") {
    const grams = gramsOf(food, amount);
    return { ...amount, unit, grams: Number.isFinite(grams) ? textOfNumber(grams) : amount.grams };
  }
  return { ...amount, unit, quantity: "1" };
}

/** '1.5', '2', '0.5' ('1,5' in Italian): at most two decimals, in the page's language. */
export const formatNumber = (n: number) => plainFigure(Math.round(n * 100) / 100);

/** What the meal's name says about the amount: '1 medium banana', '2 × 1 slice'; none for grams. */
export function portionLabelOf(food: Food, amount: Amount): string | undefined {
  if (amount.unit === "grams") return undefined;
  const portion = food.portions[amount.unit];
  const quantity = parse(amount.quantity);
  if (!portion || !Number.isFinite(quantity)) return undefined;
  const label = quantity === 1 ? portion.name : `${formatNumber(quantity)} × ${portion.name}`;
  return label.slice(0, 80);
}

/** Calories of one first portion ('105 kcal · 1 medium banana') or of 100 g / 100 ml. */
export function kcalSummary(food: Food): string {
  const portion = food.portions[0];
  if (portion) return `${plainFigure(nutrientsFor(food.per100, portion.grams).calories)} kcal · ${portion.name}`;
  return `${plainFigure(Math.round(food.per100.calories))} kcal / 100 ${food.basis}`;
}

/** Moved to meals/meal-types.ts: the quick add and the food database share one default. */
export { defaultMealType } from "../../lib/meal-types.js";
