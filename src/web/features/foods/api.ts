import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFoodRequest, CreateRecipeRequest, Food, LogFoodRequest } from "../../../shared/contracts/foods.js";
import type { Meal } from "../../../shared/contracts/meals.js";
import type { FoodCategory } from "../../../shared/domain/food-categories.js";
import { apiDelete, apiGet, apiPost } from "../../lib/api.js";
import { invalidateMealData, queryRoots } from "../../lib/query-keys.js";

export interface RecentFoods {
  recent: Food[];
  frequent: Food[];
}

/** Ranked search over the built-in database and the user's own foods, optionally one food group. */
export function foodSearchQueryOptions(query: string, category: FoodCategory | "" = "") {
  const q = query.trim();
  const params = new URLSearchParams({ q, limit: "12", ...(category ? { category } : {}) });
  return queryOptions({
    queryKey: [...queryRoots.foods, "search", q, category],
    queryFn: ({ signal }) => apiGet<Food[]>(`/api/foods?${params}`, { signal }),
    staleTime: 60_000,
  });
}

/** Off for an empty query. */
export function useFoodSearch(query: string, enabled = true, category: FoodCategory | "" = "") {
  return useQuery({ ...foodSearchQueryOptions(query, category), enabled: enabled && query.trim().length > 0 });
}

export const recentFoodsQueryOptions = () =>
  queryOptions({ queryKey: queryRoots.recentFoods, queryFn: () => apiGet<RecentFoods>("/api/foods/recent") });

export const useRecentFoods = (enabled: boolean) => useQuery({ ...recentFoodsQueryOptions(), enabled });

export const myFoodsQueryOptions = () =>
  queryOptions({ queryKey: [...queryRoots.foods, "mine"], queryFn: () => apiGet<Food[]>("/api/foods/mine") });

export const useMyFoods = (enabled: boolean) => useQuery({ ...myFoodsQueryOptions(), enabled });

/** GET /api/foods/barcode/{code}: a 503 (no food database configured) and 404 carry the message to show. */
export const lookupBarcode = (code: string) => apiGet<Food>(`/api/foods/barcode/${encodeURIComponent(code)}`);

const invalidateFoods = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryRoots.foods });

export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (food: CreateFoodRequest) => apiPost<Food>("/api/foods", food),
    onSuccess: () => invalidateFoods(queryClient),
    networkMode: "always",
  });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: CreateRecipeRequest) => apiPost<Food>("/api/recipes", recipe),
    onSuccess: () => invalidateFoods(queryClient),
    networkMode: "always",
  });
}

export function useDeleteFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/foods/${id}`),
    onSuccess: () => invalidateFoods(queryClient),
    networkMode: "always",
  });
}

/** POST /api/meals/from-food: the meal stores its own numbers, computed by the server with nutrientsFor. */
export function useLogFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LogFoodRequest) => apiPost<Meal>("/api/meals/from-food", request),
    onSuccess: () => invalidateMealData(queryClient),
    // Offline, fail at once and say so (see meals/api.ts), rather than wait paused with a spinner.
    networkMode: "always",
  });
}
