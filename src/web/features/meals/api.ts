import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CopyDayInput,
  CopyMealInput,
  CreateMealRequest,
  Meal,
  UpdateMealRequest,
} from "../../../shared/contracts/meals.js";
import { ApiError, apiDelete, apiGet, apiPatch, apiPost } from "../../lib/api.js";
import { invalidateMealData, queryRoots } from "../../lib/query-keys.js";

export interface MealRange {
  startDate: string;
  endDate: string;
}

/** Meals of whole local days from startDate to endDate (inclusive), newest first. */
export const mealsQueryOptions = (range: MealRange) =>
  queryOptions({
    queryKey: [...queryRoots.meals, range],
    queryFn: () => apiGet<Meal[]>(`/api/meals?${new URLSearchParams({ ...range })}`),
  });

export function useMeals(range: MealRange, enabled: boolean) {
  return useQuery({ ...mealsQueryOptions(range), enabled, placeholderData: (previous) => previous });
}

function useMealMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidateMealData(queryClient),
    // TanStack's default ('online') holds a mutation paused while the browser is offline, and the
    // button spun with no word; sent anyway, it fails at once and the form says why (offline.ts).
    networkMode: "always",
  });
}

export const useCreateMeal = () => useMealMutation((meal: CreateMealRequest) => apiPost<Meal>("/api/meals", meal));

export const useUpdateMeal = () =>
  useMealMutation(({ id, changes }: { id: number; changes: UpdateMealRequest }) =>
    apiPatch<Meal>(`/api/meals/${id}`, changes),
  );

export const useDeleteMeal = () => useMealMutation((id: number) => apiDelete(`/api/meals/${id}`));

export const useCopyMeal = () =>
  useMealMutation(({ id, ...request }: CopyMealInput & { id: number }) =>
    apiPost<Meal>(`/api/meals/${id}/copy`, request),
  );

export const useCopyDay = () =>
  useMealMutation((request: CopyDayInput) => apiPost<Meal[]>("/api/meals/copy-day", request));

/**
 * Undoes a copy: deletes exactly the meals it wrote, by id. A meal deleted since (404) counts as
 * undone; any other failure is thrown once all the deletes have been tried, and the lists are
 * fetched again either way (some may have gone).
 */
export function useUndoCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(ids.map((id) => apiDelete(`/api/meals/${id}`)));
      const failed = results.filter(
        (result) =>
          result.status === "rejected" && !(result.reason instanceof ApiError && result.reason.status === 404),
      );
      if (failed.length > 0) throw (failed[0] as PromiseRejectedResult).reason;
    },
    onSettled: () => invalidateMealData(queryClient),
    networkMode: "always",
  });
}
