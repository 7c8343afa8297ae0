import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CopyDayRequest, CreateMealRequest, Meal, UpdateMealRequest } from "../../../shared/contracts/meals.js";
import { apiDelete, apiGet, apiPatch, apiPost } from "../../lib/api.js";

export const mealsQueryKey = ["meals"] as const;

export interface MealRange {
  startDate: string;
  endDate: string;
}

/** Everything a meal change can move: the lists, today's dashboard, the trend charts and recent foods. */
export function invalidateMealData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mealsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    queryClient.invalidateQueries({ queryKey: ["trends"] }),
    queryClient.invalidateQueries({ queryKey: ["nutrients"] }),
    queryClient.invalidateQueries({ queryKey: ["foods", "recent"] }),
  ]);
}

/** Meals of whole local days from startDate to endDate (inclusive), newest first. */
export function useMeals(range: MealRange, enabled: boolean) {
  return useQuery({
    queryKey: [...mealsQueryKey, range],
    queryFn: () => apiGet<Meal[]>(`/api/meals?${new URLSearchParams({ ...range })}`),
    enabled,
    placeholderData: (previous) => previous,
  });
}

function useMealMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateMealData(queryClient) });
}

export const useCreateMeal = () => useMealMutation((meal: CreateMealRequest) => apiPost<Meal>("/api/meals", meal));

export const useUpdateMeal = () =>
  useMealMutation(({ id, changes }: { id: number; changes: UpdateMealRequest }) =>
    apiPatch<Meal>(`/api/meals/${id}`, changes),
  );

export const useDeleteMeal = () => useMealMutation((id: number) => apiDelete(`/api/meals/${id}`));

export const useCopyMeal = () =>
  useMealMutation(({ id, date }: { id: number; date: string }) => apiPost<Meal>(`/api/meals/${id}/copy`, { date }));

export const useCopyDay = () =>
  useMealMutation((request: CopyDayRequest) => apiPost<Meal[]>("/api/meals/copy-day", request));
