import type { TrendsQuery } from "../../../shared/contracts/trends.js";
import { dayBoundsUtc, lastNDays, localDayOf } from "../../../shared/domain/local-day.js";
import type { TrendsRepository } from "./repository.js";

export const DASHBOARD_RECENT_MEALS = 5;

export function trendsService(deps: { trends: TrendsRepository }, clock: () => Date = () => new Date()) {
  /** A local day's totals, up to 5 of its meals and the active goal, in one query. */
  async function day(userId: number, date: string, timeZone: string) {
    const { start, end } = dayBoundsUtc(date, timeZone);
    const overview = await deps.trends.dayOverview(userId, { from: start, before: end }, DASHBOARD_RECENT_MEALS);
    return { date, timeZone, ...overview };
  }

  return {
    /** days + 1 points, oldest first, ending today (or at `endDate`) in the zone; zeros for days without meals. */
    async trends(userId: number, query: Pick<TrendsQuery, "endDate"> & { days: number }, timeZone: string) {
      const toDate = query.endDate ?? localDayOf(clock(), timeZone);
      const dates = lastNDays(toDate, query.days);
      const sums = await deps.trends.totalsByDay(userId, timeZone, dates[0] ?? toDate, toDate);
      const points = dates.map((date) => ({ date, calories: 0, proteins: 0, carbs: 0, fats: 0 }));
      for (const { dayIndex, ...totals } of sums) {
        const point = points[dayIndex];
        if (point) Object.assign(point, totals);
      }
      return { days: query.days, timeZone, points };
    },

    day,

    /** Today's totals, up to 5 of today's meals and the active goal, in one query. */
    today(userId: number, timeZone: string) {
      return day(userId, localDayOf(clock(), timeZone), timeZone);
    },

    /** Today in the zone, by this service's clock. */
    todayIn(timeZone: string): string {
      return localDayOf(clock(), timeZone);
    },
  };
}

export type TrendsService = ReturnType<typeof trendsService>;
