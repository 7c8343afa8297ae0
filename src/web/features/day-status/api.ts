import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayStatusView, MarkDayRequest } from "../../../shared/contracts/day-status.js";
import { apiGet, apiRequest } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/** One day's status (complete, partial, fasted or missing) and the person's mark. */
export const dayStatusQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...queryRoots.dayStatus, date],
    queryFn: async () => {
      const days = await apiGet<DayStatusView[]>(`/api/day-status?${new URLSearchParams({ from: date, to: date })}`);
      return days[0] ?? null;
    },
  });

export const useDayStatus = (date: string, enabled: boolean) =>
  useQuery({ ...dayStatusQueryOptions(date), enabled, placeholderData: (previous) => previous });

/** Marks a day partial or fasted, or `auto` for the rule; the expenditure and check-in follow. */
export function useMarkDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, status }: { date: string } & Pick<MarkDayRequest, "status">) =>
      apiRequest<DayStatusView>("PUT", `/api/day-status/${date}`, { status }),
    onSuccess: () =>
      Promise.all(
        [queryRoots.dayStatus, queryRoots.expenditure].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    networkMode: "always",
  });
}
