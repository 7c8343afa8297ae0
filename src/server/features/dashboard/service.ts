import type { DashboardToday } from "../../../shared/contracts/dashboard.js";
import { dayBoundsUtc, localDayOf } from "../../../shared/domain/local-day.js";
import { inZone } from "../meals/present.js";
import type { DashboardRepository } from "./repository.js";

/** How many of the day's meals the dashboard lists, latest first. */
export const DASHBOARD_RECENT_MEALS = 5;

export function dashboardService(repo: DashboardRepository, clock: () => Date = () => new Date()) {
  /** A local day's totals, up to 5 of its meals and the active goal, in one query. */
  async function day(userId: number, date: string, timeZone: string): Promise<DashboardToday> {
    const { start, end } = dayBoundsUtc(date, timeZone);
    const overview = await repo.dayOverview(userId, { from: start, before: end }, DASHBOARD_RECENT_MEALS);
    return { date, timeZone, ...overview, meals: overview.meals.map((meal) => inZone(meal, timeZone)) };
  }

  return {
    day,

    /** Today in the user's zone, by the app's clock. */
    today(userId: number, timeZone: string): Promise<DashboardToday> {
      return day(userId, localDayOf(clock(), timeZone), timeZone);
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
