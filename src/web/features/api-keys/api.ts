import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKey, CreateApiKeyInput } from "../../../shared/contracts/api-keys.js";
import { hasFeature } from "../../../shared/domain/plans.js";
import { apiDelete, apiGet, apiPost } from "../../lib/api.js";
import { useTrialStatus, useUser } from "../../lib/session.js";

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: ["api-keys"], queryFn: () => apiGet<ApiKey[]>("/api/api-keys") });

export const useApiKeys = (enabled = true) => useQuery({ ...apiKeysQueryOptions(), enabled });

function useKeyMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

/** The answer carries the full key: it is shown once, in the dialog, and nowhere else. */
export const useCreateApiKey = () =>
  useKeyMutation((input: CreateApiKeyInput) => apiPost<ApiKey>("/api/api-keys", input));
export const useRevokeApiKey = () => useKeyMutation((id: number) => apiPost<ApiKey>(`/api/api-keys/${id}/revoke`));
export const useDeleteApiKey = () =>
  useKeyMutation((id: number) => apiDelete<{ message: string }>(`/api/api-keys/${id}`));

export type ApiAccess = "loading" | "allowed" | "locked";

/**
 * Whether the signed-in user's plan includes API access (spec commercial 6: premium subscribers and
 * admins, not the trial), by the same rule the server applies; the server has the last word.
 */
export function useApiAccess(): ApiAccess {
  const { user, isPending } = useUser();
  const trial = useTrialStatus();
  if (isPending) return "loading";
  if (!user) return "locked";
  if (user.isAdmin) return "allowed";
  if (trial.data)
    return hasFeature(trial.data.subscriptionPlan, trial.data.trialActive, "api-access") ? "allowed" : "locked";
  if (trial.isPending) return "loading";
  return user.isPremium ? "allowed" : "locked";
}
