import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateWeightRequest,
  UpdateWeightRequest,
  Weight,
  WeightTrend,
} from "../../../shared/contracts/weights.js";
import { apiDelete, apiGet, apiPatch, apiPost } from "../../lib/api.js";
import { invalidateWeightData, queryRoots } from "../../lib/query-keys.js";

/** Local dates, both inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

/** Weigh-ins of a range, as the server lists them. */
export const weightsQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: [...queryRoots.weights, "list", range],
    queryFn: () => apiGet<Weight[]>(`/api/weights?${new URLSearchParams({ ...range })}`),
  });

export function useWeights(range: DayRange, enabled: boolean) {
  return useQuery({ ...weightsQueryOptions(range), enabled, placeholderData: (previous) => previous });
}

/** The chart's days (weigh-ins, the trend, which days are interpolated), the changes and the goal line. */
export const weightTrendQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: [...queryRoots.weights, "trend", range],
    queryFn: () => apiGet<WeightTrend>(`/api/weights/trend?${new URLSearchParams({ ...range })}`),
  });

export function useWeightTrend(range: DayRange, enabled: boolean) {
  // The previous range stays drawn while a wider one loads.
  return useQuery({ ...weightTrendQueryOptions(range), enabled, placeholderData: (previous) => previous });
}

function useWeightMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateWeightData(queryClient), networkMode: "always" });
}

/** Logs a day's weight; the same date again replaces that day's. */
export const useLogWeight = () =>
  useWeightMutation((weight: CreateWeightRequest) => apiPost<Weight>("/api/weights", weight));

export const useUpdateWeight = () =>
  useWeightMutation(({ id, changes }: { id: number; changes: UpdateWeightRequest }) =>
    apiPatch<Weight>(`/api/weights/${id}`, changes),
  );

export const useDeleteWeight = () => useWeightMutation((id: number) => apiDelete(`/api/weights/${id}`));
