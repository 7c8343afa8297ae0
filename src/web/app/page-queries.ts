import { dashboardTodayQueryKey } from "../features/dashboard/api.js";
import { nutrientsQueryKey } from "../features/nutrients/api.js";
import { trendsQueryKey } from "../features/trends/api.js";

/** How many days before today the first answers count (the week's trend: today and the 7 before). */
export const PAGE_DAYS_BEFORE_TODAY = 7;

/** One answer a page's first render needs: the browser's cache key and the API path it comes from. */
export interface PageQuery {
  key: readonly unknown[];
  path: string;
}

/**
 * What each per-person page shows first (/home's dashboard: today's totals and meals with the
 * goal, the week, today's nutrients). The server asks its own API for these while rendering the
 * page, so the page arrives with its figures, and the browser starts from the same answers instead
 * of fetching them once its code has run. Keys and paths are the ones the features' hooks use.
 */
export const PAGE_QUERIES: Readonly<Record<string, readonly PageQuery[]>> = {
  "/home": [
    { key: dashboardTodayQueryKey, path: "/api/dashboard/today" },
    { key: [...trendsQueryKey, PAGE_DAYS_BEFORE_TODAY], path: `/api/trends?days=${PAGE_DAYS_BEFORE_TODAY}` },
    { key: [...nutrientsQueryKey, "today"], path: "/api/nutrients/day" },
  ],
};
