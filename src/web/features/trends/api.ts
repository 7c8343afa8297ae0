import { useQuery } from "@tanstack/react-query";
import type { TrendPeriod, Trends } from "../../../shared/contracts/trends.js";
import { apiGet } from "../../lib/api.js";

export const trendsQueryKey = ["trends"] as const;

/** Daily totals of the last `days` days and today: days + 1 points, oldest first. */
export function useTrends(days: TrendPeriod, enabled: boolean) {
  return useQuery({
    queryKey: [...trendsQueryKey, days],
    queryFn: () => apiGet<Trends>(`/api/trends?days=${days}`),
    enabled,
    placeholderData: (previous) => previous,
  });
}
