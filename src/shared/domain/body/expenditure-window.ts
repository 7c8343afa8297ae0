/**
 * One 28-day measurement of energy expenditure (research 1.3, "EB-OLS with prior"), for the
 * public functions in expenditure.ts. The person's days are laid out once as arrays indexed by
 * day number, so measuring a window, or every window of a year for the history chart, costs a
 * pass over 28 slots and never a search through the data.
 */

import { dayNumber } from "./day-numbers.js";
import { countedIntake, type DayStatus } from "./day-status.js";
import { weightSlope } from "./weight-slope.js";

/** Days before today that the measurement looks at (today is not over yet, so it is left out). */
export const EXPENDITURE_WINDOW_DAYS = 28;
/** Days of data before the first measurement: two weeks, each with enough logged days. */
export const EXPENDITURE_WARM_UP_DAYS = 14;
/** Energy in a kg of body weight change (3,500 kcal/lb, Wishnofsky; research 1.1). */
export const KCAL_PER_KG = 7700;
/** Uncertainty of a formula estimate: formulas miss by 12-15 % (research 1.3). */
export const FORMULA_SD_KCAL = 350;
/** The gates (research 1.3, step 6): below these the measurement holds instead of updating. */
export const MIN_WEIGH_INS = 4;
export const MIN_WEIGH_IN_SPAN_DAYS = 7;
export const MIN_COMPLETE_DAYS_PER_WEEK = 4;
/**
 * How much true expenditure may move in 28 days (SD, kcal): an earlier window's value is a prior
 * this much looser. Smaller keeps more of the past (cohort day 56 MAE: 113 at 100, 126 at 200, 141
 * at 300) but follows a real change more slowly (+300 kcal after 21 days: 138, 166, 189).
 */
export const DRIFT_SD_KCAL = 200;
/**
 * Earlier 28-day windows chained as priors. 0: the method, the formula the one prior; 3
 * measured better in a steady cut and slower after a change (docs/expenditure.md).
 */
export const CHAIN_DEPTH = 0;
/** Days of data before today that an estimate can use: the chained windows. */
export const DAYS_USED = EXPENDITURE_WINDOW_DAYS * (CHAIN_DEPTH + 1);

/** One local day of the food log, as the expenditure sees it. */
export interface ExpenditureDay {
  /** 'YYYY-MM-DD', the person's local day. */
  date: string;
  /** kcal logged that day (null or anything when nothing was logged: the status decides). */
  intakeKcal: number | null;
  /** From dayStatus(): only complete days (their kcal) and fasted days (0 kcal) count. */
  status: DayStatus;
}

/** The day's weight: the first weigh-in of a local day (see firstWeighInPerDay for timestamps). */
export interface DatedWeight {
  date: string;
  weightKg: number;
}

/** A person's days as arrays over day numbers [start, end): NaN where nothing counts. */
export interface DaySeries {
  start: number;
  intake: Float64Array;
  weight: Float64Array;
  /** The first day with any data in the whole input (before `start` too), or null. */
  firstDataDay: number | null;
}

/** Lays out the input's days between `start` and `end` (day numbers); linear in the input. */
export function daySeries(
  days: readonly ExpenditureDay[],
  weighIns: readonly DatedWeight[],
  start: number,
  end: number,
): DaySeries {
  const length = Math.max(0, end - start);
  const intake = new Float64Array(length).fill(Number.NaN);
  const weight = new Float64Array(length).fill(Number.NaN);
  let firstDataDay: number | null = null;
  const seen = (day: number) => {
    if (firstDataDay === null || day < firstDataDay) firstDataDay = day;
  };
  for (const entry of days) {
    const kcal = countedIntake(entry.status, entry.intakeKcal);
    if (kcal === null || !Number.isFinite(kcal) || kcal < 0) continue;
    const day = dayNumber(entry.date);
    seen(day);
    const slot = day - start;
    if (slot >= 0 && slot < length && Number.isNaN(intake[slot] as number)) intake[slot] = kcal;
  }
  for (const entry of weighIns) {
    if (!Number.isFinite(entry.weightKg) || entry.weightKg <= 0) continue;
    const day = dayNumber(entry.date);
    seen(day);
    const slot = day - start;
    // The first entry given for a day wins, as the first weigh-in of a day is the day's weight.
    if (slot >= 0 && slot < length && Number.isNaN(weight[slot] as number)) weight[slot] = entry.weightKg;
  }
  return { start, intake, weight, firstDataDay };
}

export interface WindowCounts {
  /** Complete and fasted days in the window. */
  completeDays: number;
  weighIns: number;
  /** Days the window covers: 28, or fewer while the person's data are younger than that. */
  windowDays: number;
}

export interface Measurement {
  /** The blend of the observation and the prior, kcal/day, and its standard error. */
  expenditure: number;
  standardError: number;
  /** Mean intake of counted days - 7,700 x slope, and its standard error. */
  observedKcal: number;
  observedStandardError: number;
  meanIntakeKcal: number;
  slopeKgPerDay: number;
  slopeStandardError: number;
}

/**
 * The first gate a window fails, with its figures: shared/i18n/body-sentences.ts writes it as
 * a sentence in the person's language.
 */
export type ExpenditureReason =
  /** Fewer than EXPENDITURE_WARM_UP_DAYS days of data: `days` of `needed`. */
  | { code: "collecting"; days: number; needed: number }
  /** `count` weigh-ins in the last `days` days, `needed` wanted. */
  | { code: "few-weigh-ins"; count: number; days: number; needed: number }
  /** The weigh-ins span `days` days, `needed` wanted. */
  | { code: "short-span"; days: number; needed: number }
  | { code: "no-recent-weigh-in" }
  /** `count` complete days in the last 7, `needed` wanted. */
  | { code: "few-days-last-week"; count: number; needed: number }
  /** `count` complete days in the week before, `needed` wanted. */
  | { code: "few-days-week-before"; count: number; needed: number }
  | { code: "no-line" };

export type WindowResult = WindowCounts &
  ({ measurement: Measurement; reason: null } | { measurement: null; reason: ExpenditureReason; warmingUp: boolean });
const read = (values: Float64Array, index: number) => values[index] as number;

/**
 * The measurement for the window ending the day before `today` (a day number), blended with
 * `priorKcal`, or the first gate it fails (research 1.3 step 6) with its figures.
 */
export function measureWindow(
  series: DaySeries,
  today: number,
  priorKcal: number,
  priorError = FORMULA_SD_KCAL,
): WindowResult {
  const first = series.firstDataDay;
  // The window starts 28 days back, or where the person's data (or the laid-out days) begin.
  const from = Math.min(today, Math.max(today - EXPENDITURE_WINDOW_DAYS, first ?? today, series.start));
  const windowDays = today - from;
  const days: number[] = [];
  const weights: number[] = [];
  let intakeCount = 0;
  let intakeSum = 0;
  let lastWeekDays = 0;
  let weekBeforeDays = 0;
  let lastWeekWeighIns = 0;
  for (let day = from; day < today; day++) {
    const slot = day - series.start;
    const kcal = read(series.intake, slot);
    if (!Number.isNaN(kcal)) {
      intakeCount++;
      intakeSum += kcal;
      if (day >= today - 7) lastWeekDays++;
      else if (day >= today - 14) weekBeforeDays++;
    }
    const kg = read(series.weight, slot);
    if (!Number.isNaN(kg)) {
      days.push(day);
      weights.push(kg);
      if (day >= today - 7) lastWeekWeighIns++;
    }
  }
  const counts: WindowCounts = { completeDays: intakeCount, weighIns: days.length, windowDays };
  const fail = (reason: ExpenditureReason, warmingUp = false): WindowResult => ({
    ...counts,
    measurement: null,
    reason,
    warmingUp,
  });

  if (windowDays < EXPENDITURE_WARM_UP_DAYS)
    return fail({ code: "collecting", days: windowDays, needed: EXPENDITURE_WARM_UP_DAYS }, true);
  if (days.length < MIN_WEIGH_INS)
    return fail({ code: "few-weigh-ins", count: days.length, days: windowDays, needed: MIN_WEIGH_INS });
  const span = (days[days.length - 1] as number) - (days[0] as number);
  if (span < MIN_WEIGH_IN_SPAN_DAYS) return fail({ code: "short-span", days: span, needed: MIN_WEIGH_IN_SPAN_DAYS });
  if (lastWeekWeighIns === 0) return fail({ code: "no-recent-weigh-in" });
  if (lastWeekDays < MIN_COMPLETE_DAYS_PER_WEEK)
    return fail({ code: "few-days-last-week", count: lastWeekDays, needed: MIN_COMPLETE_DAYS_PER_WEEK });
  if (weekBeforeDays < MIN_COMPLETE_DAYS_PER_WEEK)
    return fail({ code: "few-days-week-before", count: weekBeforeDays, needed: MIN_COMPLETE_DAYS_PER_WEEK });

  const line = weightSlope(days, weights);
  if (!line) return fail({ code: "no-line" });
  const meanIntakeKcal = intakeSum / intakeCount;
  let squares = 0;
  for (let day = from; day < today; day++) {
    const kcal = read(series.intake, day - series.start);
    if (!Number.isNaN(kcal)) squares += (kcal - meanIntakeKcal) ** 2;
  }
  const intakeError = Math.sqrt(squares / (intakeCount - 1) / intakeCount);
  const observedKcal = meanIntakeKcal - KCAL_PER_KG * line.slope;
  const observedStandardError = Math.hypot(KCAL_PER_KG * line.standardError, intakeError);
  const { value, error } = blend(observedKcal, observedStandardError, priorKcal, priorError);
  return {
    ...counts,
    reason: null,
    measurement: {
      expenditure: value,
      standardError: error,
      observedKcal,
      observedStandardError,
      meanIntakeKcal,
      slopeKgPerDay: line.slope,
      slopeStandardError: line.standardError,
    },
  };
}

/**
 * Inverse-variance blend of an observation and a prior: few data give the prior, many the
 * observation, with no cliff between. An exact observation (error 0) is taken as it is.
 */
export function blend(observed: number, observedError: number, prior: number, priorError: number) {
  if (observedError <= 1e-9) return { value: observed, error: 0 };
  const wObserved = 1 / observedError ** 2;
  const wPrior = 1 / priorError ** 2;
  return {
    value: (observed * wObserved + prior * wPrior) / (wObserved + wPrior),
    error: (wObserved + wPrior) ** -0.5,
  };
}

/**
 * The measurement as of `today`, its prior being the one made 28 days earlier (independent data:
 * the windows do not overlap), widened by DRIFT_SD_KCAL for what may have changed since, down to
 * CHAIN_DEPTH windows back; the first window's prior is the formula. A 28-day window alone keeps
 * the estimate quick to follow a real change but throws away every older weigh-in; the chain
 * keeps their information (cohort day 56: MAE 163 -> 126 kcal, the interval's coverage 85 % -> 92 %)
 * while a +300 kcal change still moves the estimate by 166 on average within 21 days
 * (docs/expenditure.md).
 */
export function measureChained(
  series: DaySeries,
  today: number,
  formulaKcal: number,
  depth = CHAIN_DEPTH,
): WindowResult {
  if (depth > 0) {
    const before = measureChained(series, today - EXPENDITURE_WINDOW_DAYS, formulaKcal, depth - 1).measurement;
    if (before)
      return measureWindow(series, today, before.expenditure, Math.hypot(before.standardError, DRIFT_SD_KCAL));
  }
  return measureWindow(series, today, formulaKcal);
}
