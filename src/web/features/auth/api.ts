import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginRequest, RegisterRequest, Session, TrialStatus, User } from "../../../shared/contracts/auth.js";
import { apiGet, apiPost } from "../../lib/api.js";
import { readHydrated } from "../../lib/use-hydrated.js";

export const userQueryKey = ["user"] as const;
export const trialStatusQueryKey = ["trial-status"] as const;
export const authProvidersQueryKey = ["auth-providers"] as const;

export interface AuthProviders {
  google: { clientId: string } | null;
}

/**
 * The signed-in user, or null when signed out. /api/session answers a guest with 200 and no user,
 * so a guest's console stays clean (/api/user keeps its 401 for API clients).
 */
export async function fetchCurrentUser(): Promise<User | null> {
  return (await apiGet<Session>("/api/session", { timeZone: false })).user;
}

export function useUser(): { user: User | null; isPending: boolean } {
  // On a public page rendered by the server, who is signed in is asked once React has taken the
  // page over: an answer arriving mid-hydration would force the rest of it through in one long task.
  // A page that came with the answer (the app's shell, /home) needs no asking, and no switch that
  // would render every reader again as hydration ends.
  const known = useQueryClient().getQueryData(userQueryKey) !== undefined;
  const query = useQuery({
    queryKey: userQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    enabled: known || readHydrated(),
  });
  // Only what readers use: each property read subscribes the reader to its changes.
  return { user: query.data ?? null, isPending: query.isPending };
}

/** Every mutation that signs someone in puts the user straight into the cache. */
function useSignInMutation<TBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost<User>(path, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: trialStatusQueryKey });
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

export function useTrialStatus() {
  const { user } = useUser();
  return useQuery({
    queryKey: [...trialStatusQueryKey, user?.id ?? null],
    queryFn: () => apiGet<TrialStatus>("/api/trial-status"),
    enabled: user !== null,
    refetchInterval: 60_000,
  });
}

export function useAuthProviders() {
  return useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: () => apiGet<AuthProviders>("/api/auth/providers"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
