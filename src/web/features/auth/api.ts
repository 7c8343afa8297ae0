import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginRequest, RegisterRequest, User } from "../../../shared/contracts/auth.js";
import type { CheckRegistrationResponse } from "../../../shared/contracts/payments.js";
import { apiGet, apiPost } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";
import { userQueryOptions } from "../../lib/session.js";

export interface AuthProviders {
  google: { clientId: string } | null;
}

/** Every mutation that signs someone in puts the user straight into the cache. */
function useSignInMutation<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost<User>(path, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      void queryClient.invalidateQueries({ queryKey: queryRoots.trialStatus });
    },
  });
}

export const useLogin = () => useSignInMutation<LoginRequest>("/api/login");
export const useRegister = () => useSignInMutation<RegisterRequest>("/api/register");
export const useAdminAccess = () => useSignInMutation<{ code: string }>("/api/admin-access");
export const useGoogleSignIn = () => useSignInMutation<{ idToken: string }>("/api/firebase-auth");
export const useDevAdminLogin = () => useSignInMutation<Record<string, never>>("/api/dev/admin-login");

export function useLogout() {
  return useMutation({ mutationFn: () => apiPost<{ message: string }>("/api/logout") });
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ["auth-providers"],
    queryFn: () => apiGet<AuthProviders>("/api/auth/providers"),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());

/** Whether this email or address registered before (its trial is used), asked before registering. */
export const checkRegistration = (email: string) =>
  apiPost<CheckRegistrationResponse>("/api/check-registration", { email });
