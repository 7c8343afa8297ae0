import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateGoalRequest, Goal, UpdateGoalRequest } from "../../../shared/contracts/goals.js";
import { apiDelete, apiGet, apiGetOrNull, apiPatch, apiPost } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/** A goal change moves the list, the active goal (both under the goals root) and the dashboard. */
export function invalidateGoalData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.goals }),
    queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
  ]);
}

export const goalsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.goals, "list"], queryFn: () => apiGet<Goal[]>("/api/nutrition-goals") });

export const useGoals = (enabled: boolean) => useQuery({ ...goalsQueryOptions(), enabled });

/** The active goal, or null: 404 means none, and (spec core 7) other failures count as none too. */
export const activeGoalQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.goals, "active"],
    queryFn: () => apiGetOrNull<Goal>("/api/nutrition-goals/active").catch(() => null),
  });

export const useActiveGoal = (enabled: boolean) => useQuery({ ...activeGoalQueryOptions(), enabled });

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
