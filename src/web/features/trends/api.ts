import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TrendPeriod, Trends } from "../../../shared/contracts/trends.js";
import { apiGet } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/** Daily totals of the last `days` days and today: days + 1 points, oldest first (the week's: a /home first answer). */
export function trendsQueryOptions(days: TrendPeriod) {
  const path = `/api/trends?days=${days}`;
  return queryOptions({ queryKey: [...queryRoots.trends, days], queryFn: () => apiGet<Trends>(path), meta: { path } });
}

export function useTrends(days: TrendPeriod, enabled: boolean) {
  return useQuery({ ...trendsQueryOptions(days), enabled, placeholderData: (previous) => previous });
}
