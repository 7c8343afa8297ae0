/**
 * Trend periods (spec core 9): the chart lists days 0..N, so N + 1 points. Here, not in the
 * trends contract, so the dashboard's period buttons need none of the contract's schemas.
 */
export const trendPeriods = [7, 14, 30] as const;
export type TrendPeriod = (typeof trendPeriods)[number];
