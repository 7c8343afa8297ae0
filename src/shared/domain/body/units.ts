/**
 * Units for body figures. Weights are stored in kg and lengths in cm; a profile's unit system
 * (metric or imperial) decides only what is shown and what an input means.
 */

export type UnitSystem = "metric" | "imperial";

/** Exact by definition (the international pound and inch, 1959). */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export const weightUnit = (units: UnitSystem) => (units === "imperial" ? "lb" : "kg");
export const lengthUnit = (units: UnitSystem) => (units === "imperial" ? "in" : "cm");

/** `value` rounded to `decimals` places (half away from zero, without 1.005-style float surprises). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  // 1e-9 absorbs binary representation error (1.005 * 100 = 100.49999999999999).
  const rounded = Math.round(scaled + 1e-9) / factor;
  return value < 0 ? -rounded : rounded;
}

export const kgToLb = (kg: number) => kg / KG_PER_LB;
export const lbToKg = (lb: number) => lb * KG_PER_LB;
export const cmToIn = (cm: number) => cm / CM_PER_IN;
export const inToCm = (inches: number) => inches * CM_PER_IN;

/** A stored weight (kg) as the person reads it: one decimal in kg or lb. */
export function displayWeight(kg: number, units: UnitSystem): number {
  return roundTo(units === "imperial" ? kgToLb(kg) : kg, 1);
}

/**
 * A typed weight (in the person's units) as kg to store, with two decimals: 0.01 kg is 0.022 lb,
 * under half of the 0.1 lb shown, so every lb value typed with one decimal reads back unchanged.
 */
export function weightInputToKg(value: number, units: UnitSystem): number {
  return roundTo(units === "imperial" ? lbToKg(value) : value, 2);
}

/** A stored length (cm) as the person reads it: one decimal in cm or in. */
export function displayLength(cm: number, units: UnitSystem): number {
  return roundTo(units === "imperial" ? cmToIn(cm) : cm, 1);
}

/** A typed length (in the person's units) as cm to store, two decimals (0.1 in reads back unchanged). */
export function lengthInputToCm(value: number, units: UnitSystem): number {
  return roundTo(units === "imperial" ? inToCm(value) : value, 2);
}

/** A weight change (kg, e.g. per week) in the person's units, two decimals, sign kept. */
export function displayWeightChange(kg: number, units: UnitSystem): number {
  return roundTo(units === "imperial" ? kgToLb(kg) : kg, 2);
}
