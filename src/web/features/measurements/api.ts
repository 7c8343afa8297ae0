import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateMeasurementRequest, Measurement } from "../../../shared/contracts/measurements.js";
import { apiDelete, apiGet, apiPost } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

/** Body measurements of a range of local days (both inclusive). */
export const measurementsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...queryRoots.measurements, range],
    queryFn: () => apiGet<Measurement[]>(`/api/measurements?${new URLSearchParams(range)}`),
  });

export const useMeasurements = (range: { from: string; to: string }, enabled: boolean) =>
  useQuery({ ...measurementsQueryOptions(range), enabled });

function useMeasurementMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.measurements }),
    networkMode: "always",
  });
}

/** Saves a day's measurements; the same date again replaces that day's set. */
export const useSaveMeasurement = () =>
  useMeasurementMutation((measurement: CreateMeasurementRequest) =>
    apiPost<Measurement>("/api/measurements", measurement),
  );

export const useDeleteMeasurement = () => useMeasurementMutation((id: number) => apiDelete(`/api/measurements/${id}`));
