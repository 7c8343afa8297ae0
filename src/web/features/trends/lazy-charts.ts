import { lazy } from "react";

/** Recharts stays out of the main bundle: both charts load on first use. */
export const LazyTrendsChart = lazy(() => import("./trends-chart.js"));
export const LazyWeeklyProgressChart = lazy(() => import("./weekly-progress-chart.js"));
