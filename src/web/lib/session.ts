import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Session, TrialStatus, User } from "../../shared/contracts/auth.js";
import { apiGet } from "./api.js";
import { queryRoots } from "./query-keys.js";
import { readHydrated } from "./use-hydrated.js";

/**
 * Who is signed in and what their trial and plan allow: what every feature and page may ask (the
 * auth feature signs people in and out; this is only what it leaves in the cache).
 */

/**
 * The signed-in user, or null when signed out. /api/session answers a guest with 200 and no user,
 * so a guest's console stays clean (/api/user keeps its 401 for API clients).
 */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.user,
    queryFn: async (): Promise<User | null> => (await apiGet<Session>("/api/session", { timeZone: false })).user,
    staleTime: 60_000,
  });

/** The signed-in person's trial and plan, per user (a sign-in as someone else starts afresh). */
export const trialStatusQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...queryRoots.trialStatus, userId],
    queryFn: () => apiGet<TrialStatus>("/api/trial-status"),
    enabled: userId !== null,
    refetchInterval: 60_000,
  });

export function useUser(): { user: User | null; isPending: boolean } {
  // On a public page rendered by the server, who is signed in is asked once React has taken the
  // page over: an answer arriving mid-hydration would force the rest of it through in one long task.
  // A page that came with the answer (the app's shell, /home) needs no asking, and no switch that
  // would render every reader again as hydration ends.
  const options = userQueryOptions();
  const known = useQueryClient().getQueryData(options.queryKey) !== undefined;
  const query = useQuery({ ...options, enabled: known || readHydrated() });
  // Only what readers use: each property read subscribes the reader to its changes.
  return { user: query.data ?? null, isPending: query.isPending };
}

export function useTrialStatus() {
  const { user } = useUser();
  return useQuery(trialStatusQueryOptions(user?.id ?? null));
}
