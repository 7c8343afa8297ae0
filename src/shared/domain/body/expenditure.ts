/**
 * Measured energy expenditure (issue 26, 4; research 1.3 "EB-OLS with prior"). Over the 28 days
 * before today: a least-squares slope through the raw weigh-ins; observed expenditure = mean
 * intake of complete days - 7,700 kcal/kg x slope, its standard error widened for water swings;
 * blended by inverse variance with a prior: for a person's first 28-day window the formula (or
 * their own starting estimate) with an SD of 350 kcal, afterwards the estimate of the 28 days
 * before that window, loosened by 100 kcal for what may have changed. Gates decide between
 * updating and holding the last value. The method and its figures on the synthetic cohort:
 * docs/expenditure.md.
 *
 * Pure: the server reads the days and weigh-ins, calls estimateExpenditure and sends its answer
 * (its keys are those of GET /api/expenditure), the reason written in the person's language.
 */

import { dateOfDayNumber, dayNumber } from "./day-numbers.js";
import {
  DAYS_USED,
  type DatedWeight,
  daySeries,
  type ExpenditureDay,
  type ExpenditureReason,
  FORMULA_SD_KCAL,
  type Measurement,
  measureChained,
  type WindowResult,
} from "./expenditure-window.js";

export {
  type DatedWeight,
  EXPENDITURE_WARM_UP_DAYS,
  EXPENDITURE_WINDOW_DAYS,
  type ExpenditureDay,
  type ExpenditureReason,
  FORMULA_SD_KCAL,
  KCAL_PER_KG,
  MIN_COMPLETE_DAYS_PER_WEEK,
  MIN_WEIGH_IN_SPAN_DAYS,
  MIN_WEIGH_INS,
} from "./expenditure-window.js";

export type ExpenditureStatus = "collecting" | "updating" | "holding";
export type ExpenditureConfidence = "low" | "medium" | "high";

/** A held value looks back at most this far for the last day the gates passed. */
export const HOLD_LOOKBACK_DAYS = 56;
/** Days before today an estimate reads: the chained 28-day windows and the holding look-back. */
export const DAYS_BEFORE_TODAY = DAYS_USED + HOLD_LOOKBACK_DAYS;
/** The standard error (kcal) under which confidence is high, and medium (research 1.3). */
export const HIGH_CONFIDENCE_SE = 150;
export const MEDIUM_CONFIDENCE_SE = 250;
const Z_95 = 1.959964;

/** An earlier answer to hold when the gates fail and no passing day is in the look-back. */
export interface HeldExpenditure {
  expenditure: number;
  low: number;
  high: number;
  confidence: ExpenditureConfidence;
}

export interface ExpenditureInput {
  /**
   * The person's local days with their status (dayStatus()): the DAYS_BEFORE_TODAY (84) days
   * before today are used (the chained windows and the look-back for a held value); any order;
   * days not listed are missing. Older days are harmless (they only tell how long the person has
   * been logging), so a caller may pass more.
   */
  days: readonly ExpenditureDay[];
  /** One weight per local day (the day's first weigh-in), same range as `days`; any order. */
  weighIns: readonly DatedWeight[];
  /** The profile's formula estimate (tdee() in domain/health.ts), kcal/day. */
  formulaKcal: number;
  /** The person's own starting estimate; replaces the formula as the first prior when set. */
  startingKcal?: number | null;
  /** The person's local today, 'YYYY-MM-DD' (not itself used: its log is not complete). */
  today: string;
  /** The last stored answer, held when the gates fail and no day in the look-back passed them. */
  previous?: HeldExpenditure | null;
}

/** The body of GET /api/expenditure (kcal per day; low-high a 95 % interval), the reason as figures. */
export interface Expenditure {
  status: ExpenditureStatus;
  expenditure: number;
  low: number;
  high: number;
  confidence: ExpenditureConfidence;
  /** The estimate the measurement starts from: the person's starting estimate, else the formula. */
  formula: number;
  /** Complete (and fasted) days in the current window. */
  completeDays: number;
  /** Weigh-ins in the current window. */
  weighIns: number;
  /** Days the current window covers: 28, fewer while the person's data are younger. */
  windowDays: number;
  /** Why it is collecting or holding (absent when updating); shared/i18n/body-sentences.ts writes it. */
  reason?: ExpenditureReason;
}

/** The numbers behind an answer, for the stored check-in (slope, errors) and for tests. */
export interface ExpenditureDetails {
  estimate: Expenditure;
  /** The current window's measurement; null when collecting or holding. */
  measurement: Measurement | null;
  /** The day (as 'today') whose measurement is held; null unless holding one found in the look-back. */
  heldFrom: string | null;
}

export function confidenceOf(standardError: number): ExpenditureConfidence {
  if (standardError < HIGH_CONFIDENCE_SE) return "high";
  if (standardError < MEDIUM_CONFIDENCE_SE) return "medium";
  return "low";
}

function answer(value: number, error: number): HeldExpenditure {
  return {
    expenditure: Math.round(value),
    low: Math.round(value - Z_95 * error),
    high: Math.round(value + Z_95 * error),
    confidence: confidenceOf(error),
  };
}

const priorOf = (input: Pick<ExpenditureInput, "formulaKcal" | "startingKcal">) =>
  input.startingKcal ?? input.formulaKcal;

function shaped(
  status: ExpenditureStatus,
  value: HeldExpenditure,
  prior: number,
  window: WindowResult,
  reason: ExpenditureReason | null,
): Expenditure {
  const base = {
    status,
    ...value,
    formula: Math.round(prior),
    completeDays: window.completeDays,
    weighIns: window.weighIns,
    windowDays: window.windowDays,
  };
  return reason === null ? base : { ...base, reason };
}

/**
 * The expenditure as of `today` with the numbers behind it. Updating when the window passes the
 * gates; else holding the last day within HOLD_LOOKBACK_DAYS that passed them (or `previous`);
 * else collecting, answering the prior with its 350 kcal SD. Linear in the input's length.
 */
export function estimateExpenditureWithDetails(input: ExpenditureInput): ExpenditureDetails {
  const today = dayNumber(input.today);
  const prior = priorOf(input);
  const series = daySeries(input.days, input.weighIns, today - DAYS_BEFORE_TODAY, today);
  const current = measureChained(series, today, prior);
  if (current.measurement) {
    const { expenditure, standardError } = current.measurement;
    const estimate = shaped("updating", answer(expenditure, standardError), prior, current, null);
    return { estimate, measurement: current.measurement, heldFrom: null };
  }
  const earliest = Math.max(today - HOLD_LOOKBACK_DAYS, (series.firstDataDay ?? today) + 1);
  for (let day = today - 1; day >= earliest; day--) {
    const earlier = measureChained(series, day, prior).measurement;
    if (earlier) {
      const held = answer(earlier.expenditure, earlier.standardError);
      return {
        estimate: shaped("holding", held, prior, current, current.reason),
        measurement: null,
        heldFrom: dateOfDayNumber(day),
      };
    }
  }
  if (input.previous) {
    return {
      estimate: shaped("holding", input.previous, prior, current, current.reason),
      measurement: null,
      heldFrom: null,
    };
  }
  const estimate = shaped("collecting", answer(prior, FORMULA_SD_KCAL), prior, current, current.reason);
  return { estimate, measurement: null, heldFrom: null };
}

/** The body of GET /api/expenditure as of `today`: see estimateExpenditureWithDetails. */
export function estimateExpenditure(input: ExpenditureInput): Expenditure {
  return estimateExpenditureWithDetails(input).estimate;
}

export interface ExpenditurePoint extends HeldExpenditure {
  /** The day the answer is for (as 'today': measured over the 28 days before it). */
  date: string;
  status: ExpenditureStatus;
}

/**
 * The answer for every day from..to, for the expenditure's history chart: as estimateExpenditure
 * gives on each of those days, a failing day holding the last passing one. Pass days and
 * weigh-ins from DAYS_BEFORE_TODAY days before `from`. One 28-day pass per day (CHAIN_DEPTH + 1
 * with chained priors), so a year costs about ten thousand steps.
 */
export function expenditureHistory(
  input: Omit<ExpenditureInput, "today">,
  range: { from: string; to: string },
): ExpenditurePoint[] {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (to < from) return [];
  const prior = priorOf(input);
  const series = daySeries(input.days, input.weighIns, from - DAYS_BEFORE_TODAY, to + 1);
  const priorAnswer = answer(prior, FORMULA_SD_KCAL);
  let held: HeldExpenditure | null = null;
  const points: ExpenditurePoint[] = [];
  for (let day = from; day <= to; day++) {
    const date = dateOfDayNumber(day);
    const measurement = measureChained(series, day, prior).measurement;
    if (measurement) {
      held = answer(measurement.expenditure, measurement.standardError);
      points.push({ date, status: "updating", ...held });
    } else if (day === from) {
      const start = estimateExpenditure({ ...input, today: date });
      held = start.status === "collecting" ? null : pick(start);
      points.push({ date, status: start.status, ...pick(start) });
    } else if (held) {
      points.push({ date, status: "holding", ...held });
    } else {
      points.push({ date, status: "collecting", ...priorAnswer });
    }
  }
  return points;
}

const pick = ({ expenditure, low, high, confidence }: HeldExpenditure): HeldExpenditure => ({
  expenditure,
  low,
  high,
  confidence,
});
