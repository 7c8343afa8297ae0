import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFoodRequest, CreateRecipeRequest, Food, LogFoodRequest } from "../../../shared/contracts/foods.js";
import type { Meal } from "../../../shared/contracts/meals.js";
import type { FoodCategory } from "../../../shared/domain/food-categories.js";
import { apiDelete, apiGet, apiPost } from "../../lib/api.js";
import { invalidateMealData } from "../meals/api.js";

export const foodsQueryKey = ["foods"] as const;
export const recentFoodsQueryKey = ["foods", "recent"] as const;
const myFoodsQueryKey = ["foods", "mine"] as const;

export interface RecentFoods {
  recent: Food[];
  frequent: Food[];
}

/** Ranked search over the built-in database and the user's own foods, optionally one food group; off for an empty query. */
export function useFoodSearch(query: string, enabled = true, category: FoodCategory | "" = "") {
  const q = query.trim();
  const params = new URLSearchParams({ q, limit: "12", ...(category ? { category } : {}) });
  return useQuery({
    queryKey: [...foodsQueryKey, "search", q, category],
    queryFn: ({ signal }) => apiGet<Food[]>(`/api/foods?${params}`, { signal }),
    enabled: enabled && q.length > 0,
    staleTime: 60_000,
  });
}

export function useRecentFoods(enabled: boolean) {
  return useQuery({
    queryKey: recentFoodsQueryKey,
    queryFn: () => apiGet<RecentFoods>("/api/foods/recent"),
    enabled,
  });
}

export function useMyFoods(enabled: boolean) {
  return useQuery({ queryKey: myFoodsQueryKey, queryFn: () => apiGet<Food[]>("/api/foods/mine"), enabled });
}

/** GET /api/foods/barcode/{code}: a 503 (no food database configured) and 404 carry the message to show. */
export const lookupBarcode = (code: string) => apiGet<Food>(`/api/foods/barcode/${encodeURIComponent(code)}`);

const invalidateFoods = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: foodsQueryKey });

export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (food: CreateFoodRequest) => apiPost<Food>("/api/foods", food),
    onSuccess: () => invalidateFoods(queryClient),
  });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipe: CreateRecipeRequest) => apiPost<Food>("/api/recipes", recipe),
    onSuccess: () => invalidateFoods(queryClient),
  });
}

export function useDeleteFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/foods/${id}`),
    onSuccess: () => invalidateFoods(queryClient),
  });
}

/** POST /api/meals/from-food: the meal stores its own numbers, computed by the server with nutrientsFor. */
export function useLogFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LogFoodRequest) => apiPost<Meal>("/api/meals/from-food", request),
    onSuccess: () => invalidateMealData(queryClient),
  });
}
