import type { Trends, TrendsQuery } from "../../../shared/contracts/trends.js";
import { lastNDays, localDayOf } from "../../../shared/domain/local-day.js";
import type { TrendsRepository } from "./repository.js";

export function trendsService(repo: TrendsRepository, clock: () => Date = () => new Date()) {
  return {
    /** days + 1 points, oldest first, ending today (or at `endDate`) in the zone; zeros for days without meals. */
    async trends(
      userId: number,
      query: Pick<TrendsQuery, "endDate"> & { days: number },
      timeZone: string,
    ): Promise<Trends> {
      const toDate = query.endDate ?? localDayOf(clock(), timeZone);
      const dates = lastNDays(toDate, query.days);
      const sums = await repo.totalsByDay(userId, timeZone, dates[0] ?? toDate, toDate);
      const points = dates.map((date) => ({ date, calories: 0, proteins: 0, carbs: 0, fats: 0 }));
      for (const { dayIndex, ...totals } of sums) {
        const point = points[dayIndex];
        if (point) Object.assign(point, totals);
      }
      return { days: query.days, timeZone, points };
    },
  };
}

export type TrendsService = ReturnType<typeof trendsService>;
