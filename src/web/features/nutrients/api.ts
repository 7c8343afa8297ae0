import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DayNutrients } from "../../../shared/contracts/nutrients.js";
import { apiGet } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/**
 * A local day's micronutrients against the reference intakes (GET /api/nutrients/day); null date:
 * today (a /home first answer).
 */
export function dayNutrientsQueryOptions(date: string | null) {
  const path = `/api/nutrients/day${date ? `?${new URLSearchParams({ date })}` : ""}`;
  return queryOptions({
    queryKey: [...queryRoots.nutrients, date ?? "today"],
    queryFn: ({ signal }) => apiGet<DayNutrients>(path, { signal }),
    meta: { path },
  });
}

export const useDayNutrients = (date: string | null, enabled: boolean) =>
  useQuery({ ...dayNutrientsQueryOptions(date), enabled });
