import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  aiMessages,
  type ChatMessage,
  type ChatType,
  type GoalRecommendation,
  type MealSuggestion,
} from "../../../shared/contracts/ai.js";
import type { MealType } from "../../../shared/contracts/meals.js";
import { ApiError, apiDelete, apiGet } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";

export type MealFilter = MealType | "all";

export const chatHistoryKey = (chatType: ChatType) => ["ai", "chat", chatType] as const;
export const mealSuggestionsKey = (filter: MealFilter) => ["ai", "meal-suggestions", filter] as const;
export const goalRecommendationsKey = ["ai", "goal-recommendations"] as const;

/** A message as the chat shows it: the server's, or a local apology after a failure. */
export interface ChatEntry extends ChatMessage {
  failed?: boolean;
}

export const chatHistoryQueryOptions = (chatType: ChatType) =>
  queryOptions({
    queryKey: chatHistoryKey(chatType),
    queryFn: () => apiGet<ChatEntry[]>(`/api/ai-chat/history?chatType=${chatType}`),
  });

export const useChatHistory = (chatType: ChatType, enabled: boolean) =>
  useQuery({ ...chatHistoryQueryOptions(chatType), enabled });

export function useClearChat(chatType: ChatType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete(`/api/ai-chat/history?chatType=${chatType}`),
    onSuccess: () => queryClient.setQueryData<ChatEntry[]>(chatHistoryKey(chatType), []),
  });
}

/** Results live in the query cache (nothing fetches them on its own): they survive tab switches. */
export function useStoredResults<T>(key: readonly unknown[]) {
  return useQuery<T | null>({ queryKey: key, queryFn: () => null, enabled: false, staleTime: Number.POSITIVE_INFINITY })
    .data;
}

/** New suggestions (forceNew): the server answers 502 with the spec's message when none came back. */
export function useGenerateMealSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filter: MealFilter) => {
      const params = new URLSearchParams({ forceNew: "true" });
      if (filter !== "all") params.set("mealType", filter);
      const body = await apiGet<{ suggestions: MealSuggestion[] }>(`/api/recommendations/meals?${params}`);
      return body.suggestions;
    },
    onSuccess: (suggestions, filter) => queryClient.setQueryData(mealSuggestionsKey(filter), suggestions),
  });
}

export function useGenerateGoalRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body = await apiGet<{ recommendations: GoalRecommendation[] }>(
        "/api/recommendations/nutrition-goals?forceNew=true",
      );
      return body.recommendations;
    },
    onSuccess: (recommendations) => queryClient.setQueryData(goalRecommendationsKey, recommendations),
  });
}

/** Asks the server to draw (or find) the meal's picture; resolves to its URL. */
export async function requestMealImage(
  meal: { name: string; description: string },
  signal: AbortSignal,
  regenerate = false,
) {
  const response = await fetch("/api/meal-image", {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      mealName: meal.name.slice(0, 200),
      mealDescription: meal.description.slice(0, 1000),
      regenerate,
    }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; url?: string | null } | null;
  if (!response.ok || !body?.success || !body.url) throw new ApiError(i18n._(aiMessages.imageFailed), response.status);
  return body.url;
}
