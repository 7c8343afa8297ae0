import type { UnitSystem } from "../../shared/contracts/profile.js";
import { displayLength, displayWeight, kgToLb, roundTo, weightUnit } from "../../shared/domain/body/units.js";
import { translatedMessage } from "./i18n.js";
import { decimalMark, writeNumber } from "./number-format.js";

/**
 * Body figures as text in the person's units (issue 26: metric or imperial, from the profile); the
 * conversions are the domain's (shared/domain/body/units.ts), so every screen shows the same
 * figure for the same stored value.
 */
export { lengthUnit, weightUnit } from "../../shared/domain/body/units.js";

/** kg in the person's unit at chart precision (two decimals), for drawing rather than reading. */
export function weightForChart(kg: number, units: UnitSystem): number {
  return roundTo(units === "imperial" ? kgToLb(kg) : kg, 2);
}

/** "71.4 kg", "157.4 lb". */
export function formatWeight(kg: number, units: UnitSystem): string {
  return `${writeNumber(displayWeight(kg, units), 1)} ${weightUnit(units)}`;
}

/** A change with its sign, a true minus and the unit: "−0.4 kg", "+1.10 lb", "0.0 kg". */
export function formatWeightChange(kg: number, units: UnitSystem, decimals = 1): string {
  const value = roundTo(units === "imperial" ? kgToLb(kg) : kg, decimals);
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return `${sign}${writeNumber(Math.abs(value), decimals)} ${weightUnit(units)}`;
}

/** "82.0 cm", "32.3 in". */
export function formatLength(cm: number, units: UnitSystem): string {
  return `${writeNumber(displayLength(cm, units), 1)} ${units === "imperial" ? "in" : "cm"}`;
}

/**
 * A contract's message said in the person's units: the server checks kg and cm ("Weight must be
 * at least 20 kg"), a person typing pounds reads "Weight must be at least 44.1 lb".
 */
export function inUnits(message: string | undefined, units: UnitSystem): string | undefined {
  if (message === undefined || units === "metric") return message;
  // A contract's message is translated first (one already in words stays as it is): its figures
  // are then in the page's language ('20,5 kg' in Italian), and so is the figure put back ('44,1 lb').
  const words = translatedMessage(message);
  const mark = decimalMark() === "," ? "," : "\\.";
  const amount = (unit: string) => new RegExp(`(\\d+(?:${mark}\\d+)?) ${unit}\\b`, "g");
  const figure = (text: string) => Number(text.replace(",", "."));
  return words
    .replace(amount("kg"), (_, kg: string) => `${writeNumber(displayWeight(figure(kg), units), 1)} lb`)
    .replace(amount("cm"), (_, cm: string) => `${writeNumber(displayLength(figure(cm), units), 1)} in`);
}
