import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateProfileRequest, Profile, UpdateProfileRequest } from "../../../shared/contracts/profile.js";
import { apiGetOrNull, apiPatch, apiPost } from "../../lib/api.js";

export const profileQueryKey = ["profile"] as const;

/** The body profile, or null when there is none yet (404). */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => apiGetOrNull<Profile>("/api/user-profile"),
    enabled,
  });
}

/** Creates the profile when there is none, else updates it; the answer replaces the cached one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, profile }: { id: number | null; profile: CreateProfileRequest | UpdateProfileRequest }) =>
      id === null
        ? apiPost<Profile>("/api/user-profile", profile)
        : apiPatch<Profile>(`/api/user-profile/${id}`, profile),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryKey, saved);
      // A new time zone moves what "today" means for the dashboard and the charts.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
        queryClient.invalidateQueries({ queryKey: ["trends"] }),
      ]);
    },
  });
}
