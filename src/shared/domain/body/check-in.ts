/**
 * The weekly check-in (issue 26, 5): next week's calories and macros from the measured
 * expenditure and the goal's rate. The rate is capped at 1 % of body weight a week, the change
 * from last week at 150 kcal a day (unless the person accepts more: a three-week water stall
 * should not cut 500 kcal at once), and the proposal never goes under a safety floor.
 */

import type { Gender } from "../health.js";
import { type MacroSplit, macroGrams } from "../macros.js";
import { KCAL_PER_KG } from "./expenditure-window.js";
import { displayWeightChange, type UnitSystem, weightUnit } from "./units.js";

export type GoalDirection = "lose" | "maintain" | "gain";

/** The fastest rate proposed: 1 % of body weight a week. */
export const MAX_WEEKLY_RATE_SHARE = 0.01;
/** The most the daily calories move from last week's unless the person accepts more. */
export const MAX_WEEKLY_CHANGE_KCAL = 150;
/**
 * The safety floor's fixed part: 1,200 kcal a day for women, 1,500 for men, the usual lower bounds
 * of an unsupervised diet (NHLBI's obesity guidelines: 1,000-1,200 women, 1,200-1,600 men, here
 * the higher ends). "other" takes the women's figure, as the BMR formula does.
 */
export const FLOOR_KCAL = { male: 1500, other: 1200, female: 1200 } as const satisfies Record<Gender, number>;

/**
 * The safety floor: the basal metabolic rate, and never less than 1,200 (women) or 1,500 (men)
 * kcal. Eating under one's resting needs for weeks costs lean mass and is where unsupervised
 * dieting stops being safe, so no proposal goes lower, whatever the rate. The same rule as the
 * AI goal advisor's calorieFloor (server/integrations/ai/builtin/goal-advisor.ts), which could
 * call this one.
 */
export function safetyFloorKcal(gender: Gender, bmrKcal: number): number {
  return Math.max(Math.round(bmrKcal), FLOOR_KCAL[gender]);
}

export interface CheckInInput {
  /** The measured expenditure (estimateExpenditure().expenditure), kcal/day. */
  expenditureKcal: number;
  /** True while the expenditure is still collecting data: it is then the formula's, not a measurement. */
  expenditureCollecting?: boolean;
  direction: GoalDirection;
  /** The wished rate, kg a week, a magnitude (its sign comes from `direction`; ignored for maintain). */
  rateKgPerWeek: number;
  /** Current weight (the trend's), kg: it caps the rate. */
  weightKg: number;
  /** Last week's daily calories (the active goal's), or null the first time (no limit). */
  lastWeekKcal: number | null;
  /** The person accepted a bigger change than 150 kcal a day. */
  acceptLargerChange?: boolean;
  gender: Gender;
  /** bmr() of the profile, kcal/day. */
  bmrKcal: number;
  /** The macro shares to keep (the current goal's, or a preset from macroSplits). */
  split: MacroSplit;
  /** Units the explanation's rate is in. */
  units?: UnitSystem;
}

export interface CheckInProposal {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  /** The rate used, kg a week: negative to lose; capped at 1 % of body weight. */
  rateKgPerWeek: number;
  rateCapped: boolean;
  /** Expenditure plus the rate's energy, before the weekly limit and the floor. */
  targetKcal: number;
  floorKcal: number;
  /** What moved the proposal off the target. */
  limitedBy: "none" | "weekly-change" | "safety-floor";
  /** Why, as figures: shared/i18n/body-sentences.ts writes it as sentences in the person's language. */
  explanation: CheckInExplanation;
}

/**
 * What the proposal says of itself, in figures and choices rather than words, so each language
 * writes its own whole sentences (shared/i18n/body-sentences.ts). kcal figures are rounded.
 */
export interface CheckInExplanation {
  /** measured: the expenditure is a measurement; estimated: the profile's until enough days are logged. */
  basis: "measured" | "estimated";
  expenditureKcal: number;
  /** Which way the rate goes (maintain: no rate; it keeps the weight). */
  direction: GoalDirection;
  /** The rate's magnitude in `unit`, two decimals. */
  rate: number;
  unit: "kg" | "lb";
  rateCapped: boolean;
  /** What the rate costs or adds a day, kcal (a magnitude). */
  energyKcal: number;
  targetKcal: number;
  /** What moved the proposal off the target, with the figures that say how. */
  limit:
    | { by: "none" }
    | { by: "weekly-change"; calories: number; stepKcal: number; lastWeekKcal: number }
    | { by: "safety-floor"; floorKcal: number };
}

/** Next week's calories and macros: expenditure + 7,700 kcal/kg x rate, then the limits. */
export function proposeCheckIn(input: CheckInInput): CheckInProposal {
  const sign = input.direction === "lose" ? -1 : input.direction === "gain" ? 1 : 0;
  const wished = Math.abs(input.rateKgPerWeek) || 0;
  const cap = MAX_WEEKLY_RATE_SHARE * input.weightKg;
  const rateCapped = sign !== 0 && wished > cap;
  const rateKgPerWeek = sign * Math.min(wished, cap);
  const targetKcal = Math.round(input.expenditureKcal + (KCAL_PER_KG * rateKgPerWeek) / 7);
  const floorKcal = safetyFloorKcal(input.gender, input.bmrKcal);

  let calories = targetKcal;
  let limitedBy: CheckInProposal["limitedBy"] = "none";
  const last = input.lastWeekKcal;
  if (last !== null && !input.acceptLargerChange && Math.abs(calories - last) > MAX_WEEKLY_CHANGE_KCAL) {
    calories = Math.round(last + Math.sign(calories - last) * MAX_WEEKLY_CHANGE_KCAL);
    limitedBy = "weekly-change";
  }
  if (calories < floorKcal) {
    calories = floorKcal;
    limitedBy = "safety-floor";
  }
  return {
    calories,
    ...macroGrams(calories, input.split),
    rateKgPerWeek,
    rateCapped,
    targetKcal,
    floorKcal,
    limitedBy,
    explanation: explain(input, { rateKgPerWeek, rateCapped, targetKcal, calories, floorKcal, limitedBy }),
  };
}

function explain(
  input: CheckInInput,
  p: Pick<CheckInProposal, "rateKgPerWeek" | "rateCapped" | "targetKcal" | "calories" | "floorKcal" | "limitedBy">,
): CheckInExplanation {
  const units = input.units ?? "metric";
  const limit: CheckInExplanation["limit"] =
    p.limitedBy === "weekly-change"
      ? {
          by: "weekly-change",
          calories: p.calories,
          stepKcal: MAX_WEEKLY_CHANGE_KCAL,
          lastWeekKcal: Math.round(input.lastWeekKcal ?? 0),
        }
      : p.limitedBy === "safety-floor"
        ? { by: "safety-floor", floorKcal: p.floorKcal }
        : { by: "none" };
  return {
    basis: input.expenditureCollecting ? "estimated" : "measured",
    expenditureKcal: Math.round(input.expenditureKcal),
    direction: p.rateKgPerWeek < 0 ? "lose" : p.rateKgPerWeek > 0 ? "gain" : "maintain",
    rate: Math.abs(displayWeightChange(p.rateKgPerWeek, units)),
    unit: weightUnit(units),
    rateCapped: p.rateCapped,
    energyKcal: Math.round(Math.abs(p.targetKcal - input.expenditureKcal)),
    targetKcal: p.targetKcal,
    limit,
  };
}
