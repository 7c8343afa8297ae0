import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateProfileRequest, Profile, UpdateProfileRequest } from "../../../shared/contracts/profile.js";
import { apiGetOrNull, apiPatch, apiPost } from "../../lib/api.js";
import { queryRoots } from "../../lib/query-keys.js";

const PROFILE_PATH = "/api/user-profile";

/** The body profile, or null when there is none yet (404). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.profile,
    queryFn: () => apiGetOrNull<Profile>(PROFILE_PATH),
    meta: { path: PROFILE_PATH, notFoundIsNone: true },
  });

export const useProfile = (enabled: boolean) => useQuery({ ...profileQueryOptions(), enabled });

/** Creates the profile when there is none, else updates it; the answer replaces the cached one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, profile }: { id: number | null; profile: CreateProfileRequest | UpdateProfileRequest }) =>
      id === null
        ? apiPost<Profile>("/api/user-profile", profile)
        : apiPatch<Profile>(`/api/user-profile/${id}`, profile),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, saved);
      // A new time zone moves what "today" means for the dashboard and the charts; the body
      // preferences move the goal line, the expenditure's starting estimate and the check-in.
      return Promise.all(
        [queryRoots.profile, queryRoots.dashboard, queryRoots.trends, queryRoots.weights, queryRoots.expenditure].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
