import type { TrendsQuery } from "../../../shared/contracts/trends.js";
import { dayBoundsUtc, lastNDays, localDayOf } from "../../../shared/domain/local-day.js";
import type { TrendsRepository } from "./repository.js";

export const DASHBOARD_RECENT_MEALS = 5;

export function trendsService(deps: { trends: TrendsRepository }, clock: () => Date = () => new Date()) {
  return {
    /** days + 1 points, oldest first, ending today (or at `endDate`) in the zone; zeros for days without meals. */
    async trends(userId: number, query: TrendsQuery, timeZone: string) {
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

    /** Today's totals, up to 5 of today's meals and the active goal, in one query. */
    async today(userId: number, timeZone: string) {
      const date = localDayOf(clock(), timeZone);
      const { start, end } = dayBoundsUtc(date, timeZone);
      const day = await deps.trends.dayOverview(userId, { from: start, before: end }, DASHBOARD_RECENT_MEALS);
      return { date, timeZone, ...day };
    },
  };
}

export type TrendsService = ReturnType<typeof trendsService>;
