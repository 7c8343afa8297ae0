/**
 * Trend weight (issue 26, 2): the Hacker's Diet exponential moving average, moving 10 % of the
 * way to the day's weight each day (about a 20-day average in lag), with days between weigh-ins
 * filled by straight lines and marked as such (TrendWeight's rule), and the changes over 1, 2
 * and 4 weeks shown only when enough weigh-ins back them. For the chart; the expenditure never
 * uses this line (its lag would bias the rate).
 */

import { dateOfDayNumber, dayNumber } from "./day-numbers.js";
import type { DatedWeight } from "./expenditure-window.js";
import { weightSlope } from "./weight-slope.js";

/** Share of the gap to the day's weight that the trend closes each day. */
export const TREND_SMOOTHING = 0.1;

/** A change over N days needs this many weigh-ins among those days (about 3 a week). */
export const CHANGE_MIN_WEIGH_INS = { 7: 3, 14: 6, 28: 12 } as const;
/** The rate per week: a line through the last 28 days' weigh-ins, at least 6 spanning 14 days. */
export const RATE_WINDOW_DAYS = 28;
export const RATE_MIN_WEIGH_INS = 6;
export const RATE_MIN_SPAN_DAYS = 14;

export interface TrendPoint {
  date: string;
  /** The scale's weight that day, or null on a day between weigh-ins. */
  weightKg: number | null;
  trendKg: number;
  /** True when the day had no weigh-in and its weight was filled in on a straight line. */
  interpolated: boolean;
}

/** Changes of the trend, kg (negative: lost); null when too few weigh-ins back them. */
export interface WeightChanges {
  week: number | null;
  twoWeeks: number | null;
  fourWeeks: number | null;
  /** kg per week from a line through the raw weigh-ins of the last 28 days (no trend lag). */
  perWeek: number | null;
}

export interface TrendWeight {
  /** One point per day from..to between the first and the last weigh-in (none outside them). */
  points: TrendPoint[];
  /** As of `to`. */
  changes: WeightChanges;
  /** The last weigh-in on or before `to`, with the trend on its day. */
  latest: { date: string; weightKg: number; trendKg: number } | null;
}

/**
 * The trend line over from..to and the changes as of `to`. Pass every weigh-in up to `to`
 * (the average starts at the first one; any order; the first entry given for a day wins).
 * Linear in the days from the first weigh-in to `to`: five years of daily weigh-ins take about
 * 5 ms.
 */
export function trendWeight(weighIns: readonly DatedWeight[], range: { from: string; to: string }): TrendWeight {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const daily = dailyWeights(weighIns, to);
  const empty: WeightChanges = { week: null, twoWeeks: null, fourWeeks: null, perWeek: null };
  if (daily.days.length === 0) return { points: [], changes: empty, latest: null };

  const firstDay = daily.days[0] as number;
  const lastIndex = daily.days.length - 1;
  const lastDay = daily.days[lastIndex] as number;
  const trend = new Float64Array(lastDay - firstDay + 1);
  const points: TrendPoint[] = [];
  let value = daily.weights[0] as number;
  for (let i = 0; i <= lastIndex; i++) {
    const day = daily.days[i] as number;
    const kg = daily.weights[i] as number;
    const previousDay = i === 0 ? day : (daily.days[i - 1] as number);
    const previousKg = i === 0 ? kg : (daily.weights[i - 1] as number);
    for (let d = i === 0 ? day : previousDay + 1; d <= day; d++) {
      const measured = d === day;
      const filled = measured ? kg : previousKg + ((kg - previousKg) * (d - previousDay)) / (day - previousDay);
      if (d !== firstDay) value += TREND_SMOOTHING * (filled - value);
      trend[d - firstDay] = value;
      if (d >= from && d <= to)
        points.push({
          date: dateOfDayNumber(d),
          weightKg: measured ? kg : null,
          trendKg: value,
          interpolated: !measured,
        });
    }
  }

  const trendOn = (day: number) => (day < firstDay ? null : (trend[Math.min(day, lastDay) - firstDay] as number));
  const change = (span: 7 | 14 | 28) => {
    const start = trendOn(to - span);
    if (start === null || countSince(daily.days, to - span) < CHANGE_MIN_WEIGH_INS[span]) return null;
    return (trendOn(to) as number) - start;
  };
  return {
    points,
    changes: { week: change(7), twoWeeks: change(14), fourWeeks: change(28), perWeek: ratePerWeek(daily, to) },
    latest: { date: dateOfDayNumber(lastDay), weightKg: daily.weights[lastIndex] as number, trendKg: value },
  };
}

interface DailyWeights {
  days: number[];
  weights: number[];
}

/** One weight per day up to `to`, by day: the first entry given for a day. */
function dailyWeights(weighIns: readonly DatedWeight[], to: number): DailyWeights {
  const byDay = new Map<number, number>();
  for (const entry of weighIns) {
    if (!Number.isFinite(entry.weightKg) || entry.weightKg <= 0) continue;
    const day = dayNumber(entry.date);
    if (day <= to && !byDay.has(day)) byDay.set(day, entry.weightKg);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  return { days, weights: days.map((day) => byDay.get(day) as number) };
}

/** Weigh-ins on days after `day` (the list is ascending and ends at most at `to`). */
function countSince(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as number) <= day) low = mid + 1;
    else high = mid;
  }
  return days.length - low;
}

function ratePerWeek(daily: DailyWeights, to: number): number | null {
  const count = countSince(daily.days, to - RATE_WINDOW_DAYS);
  if (count < RATE_MIN_WEIGH_INS) return null;
  const start = daily.days.length - count;
  const line = weightSlope(daily.days.slice(start), daily.weights.slice(start));
  if (!line || line.spanDays < RATE_MIN_SPAN_DAYS) return null;
  return line.slope * 7;
}
