import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DashboardToday } from "../../../shared/contracts/trends.js";
import { apiGet } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/** Today's totals, up to 5 of today's meals and the active goal, in one call (a /home first answer). */
export function dashboardTodayQueryOptions() {
  const path = "/api/dashboard/today";
  return queryOptions({
    queryKey: [...queryRoots.dashboard, "today"],
    queryFn: () => apiGet<DashboardToday>(path),
    meta: { path },
  });
}

export const useDashboardToday = (enabled: boolean) => useQuery({ ...dashboardTodayQueryOptions(), enabled });
