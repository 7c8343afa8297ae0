import { useQuery } from "@tanstack/react-query";
import type { DayNutrients } from "../../../shared/contracts/nutrients.js";
import { apiGet } from "../../lib/api.js";

export const nutrientsQueryKey = ["nutrients"] as const;

/** A local day's micronutrients against the reference intakes (GET /api/nutrients/day); null date: today. */
export function useDayNutrients(date: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...nutrientsQueryKey, date ?? "today"],
    queryFn: ({ signal }) =>
      apiGet<DayNutrients>(`/api/nutrients/day${date ? `?${new URLSearchParams({ date })}` : ""}`, { signal }),
    enabled,
  });
}
