import { useQuery } from "@tanstack/react-query";
import type { DashboardToday } from "../../../shared/contracts/trends.js";
import { apiGet } from "../../lib/api.js";

export const dashboardTodayQueryKey = ["dashboard", "today"] as const;

/** Today's totals, up to 5 of today's meals and the active goal, in one call. */
export function useDashboardToday(enabled: boolean) {
  return useQuery({
    queryKey: dashboardTodayQueryKey,
    queryFn: () => apiGet<DashboardToday>("/api/dashboard/today"),
    enabled,
  });
}
