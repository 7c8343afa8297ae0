import { bodyDateBounds } from "../../../shared/contracts/weights.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { DayRange } from "./api.js";

/** The chart's range picker: the days shown, ending today. "All" is every date a weigh-in may have. */
export const trendRanges = ["1m", "3m", "6m", "1y", "all"] as const;
export type TrendRange = (typeof trendRanges)[number];

export const trendRangeLabels: Record<TrendRange, string> = {
  "1m": msg("1 month"),
  "3m": msg("3 months"),
  "6m": msg("6 months"),
  "1y": msg("1 year"),
  all: msg("All"),
};

const rangeDays: Record<Exclude<TrendRange, "all">, number> = { "1m": 30, "3m": 91, "6m": 182, "1y": 365 };

export function trendRangeDays(range: TrendRange, today: string): DayRange {
  if (range === "all") return { from: bodyDateBounds(today).earliest, to: today };
  return { from: addDays(today, -(rangeDays[range] - 1)), to: today };
}
