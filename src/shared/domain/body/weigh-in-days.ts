/**
 * Weigh-ins with a time (an import, a scale, the MCP tool) become one weight per local day: the
 * first of the day, by the person's zone. The body math takes only these local days.
 */

import { localDayOf } from "../local-day.js";
import type { DatedWeight } from "./expenditure-window.js";

export interface TimedWeighIn {
  /** The instant it was measured: a Date, epoch milliseconds or an ISO string with its offset. */
  measuredAt: Date | number | string;
  weightKg: number;
}

/**
 * The day's weight for each local day in `timeZone` (an IANA name): the earliest weigh-in of the
 * day wins. Sorted by date; entries with an unreadable time or weight are left out.
 */
export function firstWeighInPerDay(weighIns: readonly TimedWeighIn[], timeZone: string): DatedWeight[] {
  const earliest = new Map<string, { ms: number; weightKg: number }>();
  for (const entry of weighIns) {
    const ms = entry.measuredAt instanceof Date ? entry.measuredAt.getTime() : new Date(entry.measuredAt).getTime();
    if (!Number.isFinite(ms) || !Number.isFinite(entry.weightKg) || entry.weightKg <= 0) continue;
    const date = localDayOf(ms, timeZone);
    const known = earliest.get(date);
    if (!known || ms < known.ms) earliest.set(date, { ms, weightKg: entry.weightKg });
  }
  return [...earliest.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { weightKg }]) => ({ date, weightKg }));
}
