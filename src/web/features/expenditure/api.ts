import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CheckIn,
  CheckInDecisionInput,
  CheckInProposal,
  CheckInResult,
} from "../../../shared/contracts/check-ins.js";
import type { Expenditure, ExpenditureHistoryPoint } from "../../../shared/contracts/expenditure.js";
import { apiGet, apiPost } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/** The measured expenditure today (GET /api/expenditure). */
export const expenditureQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.expenditure, "today"],
    queryFn: () => apiGet<Expenditure>("/api/expenditure"),
    meta: { path: "/api/expenditure" },
  });

export const useExpenditure = (enabled: boolean) => useQuery({ ...expenditureQueryOptions(), enabled });

/** The figure as it stood at the end of each day of a range (at most a year). */
export const expenditureHistoryQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...queryRoots.expenditure, "history", range],
    queryFn: () => apiGet<ExpenditureHistoryPoint[]>(`/api/expenditure/history?${new URLSearchParams(range)}`),
  });

export function useExpenditureHistory(range: { from: string; to: string }, enabled: boolean) {
  return useQuery({ ...expenditureHistoryQueryOptions(range), enabled, placeholderData: (previous) => previous });
}

/** This week's proposal (it moves with meals and weigh-ins, so it sits under the expenditure's root). */
export const checkInProposalQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.expenditure, "check-in"],
    queryFn: () => apiGet<CheckInProposal>("/api/check-in"),
  });

export const useCheckInProposal = (enabled: boolean) => useQuery({ ...checkInProposalQueryOptions(), enabled });

/** The stored check-ins, newest first. */
export const checkInsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.expenditure, "check-ins"],
    queryFn: () => apiGet<CheckIn[]>("/api/check-ins"),
  });

export const useCheckIns = (enabled: boolean) => useQuery({ ...checkInsQueryOptions(), enabled });

/** Accept (a new active goal: the dashboard, goals and trends move) or keep the current goal. */
export function useDecideCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CheckInDecisionInput) => apiPost<CheckInResult>("/api/check-in", decision),
    onSuccess: () =>
      Promise.all(
        [queryRoots.expenditure, queryRoots.goals, queryRoots.dashboard, queryRoots.dayStatus].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    networkMode: "always",
  });
}
