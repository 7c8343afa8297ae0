import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateGoalRequest, Goal, UpdateGoalRequest } from "../../../shared/contracts/goals.js";
import { apiDelete, apiGet, apiGetOrNull, apiPatch, apiPost } from "../../lib/api.js";

export const goalsQueryKey = ["goals"] as const;
export const activeGoalQueryKey = ["goals", "active"] as const;

/** A goal change moves the list, the active goal (same prefix) and the dashboard. */
export function invalidateGoalData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: goalsQueryKey }),
    queryClient.invalidateQueries({ queryKey: activeGoalQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
  ]);
}

export function useGoals(enabled: boolean) {
  return useQuery({
    queryKey: [...goalsQueryKey, "list"],
    queryFn: () => apiGet<Goal[]>("/api/nutrition-goals"),
    enabled,
  });
}

/** The active goal, or null: 404 means none, and (spec core 7) other failures count as none too. */
export function useActiveGoal(enabled: boolean) {
  return useQuery({
    queryKey: activeGoalQueryKey,
    queryFn: () => apiGetOrNull<Goal>("/api/nutrition-goals/active").catch(() => null),
    enabled,
  });
}

function useGoalMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateGoalData(queryClient) });
}

export const useCreateGoal = () =>
  useGoalMutation((goal: CreateGoalRequest) => apiPost<Goal>("/api/nutrition-goals", goal));

export const useUpdateGoal = () =>
  useGoalMutation(({ id, changes }: { id: number; changes: UpdateGoalRequest }) =>
    apiPatch<Goal>(`/api/nutrition-goals/${id}`, changes),
  );

export const useDeleteGoal = () => useGoalMutation((id: number) => apiDelete(`/api/nutrition-goals/${id}`));
