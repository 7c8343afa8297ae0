import type { QueryKey } from "@tanstack/react-query";
import { dashboardTodayQueryOptions } from "../features/dashboard/api.js";
import { dayNutrientsQueryOptions } from "../features/nutrients/api.js";
import { profileQueryOptions } from "../features/profile/api.js";
import { trendsQueryOptions } from "../features/trends/api.js";

/** How many days before today the first answers count (the week's trend: today and the 7 before). */
export const PAGE_DAYS_BEFORE_TODAY = 7;

/**
 * One answer a page's first render needs: the browser's cache key, the API path it comes from, and
 * whether that path's 404 is an answer ("none yet", kept as null) rather than a failure.
 */
export interface PageQuery {
  key: QueryKey;
  path: string;
  notFoundIsNone: boolean;
}

/** A query the server can ask for a page: its options name the path they GET (`meta.path`). */
interface ServerAskable {
  queryKey: QueryKey;
  meta?: { path?: string; notFoundIsNone?: boolean };
}

/**
 * What each per-person page shows first (/home's dashboard: today's totals and meals with the
 * goal, the week, today's nutrients, and the profile for the weight beside them). The server asks its own API for these while rendering the
 * page, so the page arrives with its figures, and the browser starts from the same answers instead
 * of fetching them once its code has run. They are the features' own query options, so the keys
 * and paths are the ones the hooks use.
 */
const PAGE_QUERIES: Readonly<Record<string, readonly ServerAskable[]>> = {
  // The profile's 404 ("none yet", spec core) comes as null: asked by the browser, a new person's
  // first page logged a failed request in the console (Lighthouse's best practices, 96).
  "/home": [
    dashboardTodayQueryOptions(),
    trendsQueryOptions(PAGE_DAYS_BEFORE_TODAY),
    dayNutrientsQueryOptions(null),
    profileQueryOptions(),
  ],
};

/** The first answers the page at `pathname` needs, or none. */
export function pageQueriesFor(pathname: string): PageQuery[] {
  return (PAGE_QUERIES[pathname] ?? []).map(({ queryKey, meta }) => {
    if (!meta?.path) throw new Error(`a first answer of ${pathname} names no path (${JSON.stringify(queryKey)})`);
    return { key: queryKey, path: meta.path, notFoundIsNone: meta.notFoundIsNone === true };
  });
}
