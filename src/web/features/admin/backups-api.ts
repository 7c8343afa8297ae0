import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Backup, BackupList } from "../../../shared/contracts/backups.js";
import { apiGet, apiPost } from "../../lib/api.js";

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "backups"], queryFn: () => apiGet<BackupList>("/api/admin/backups") });

export const useBackups = () => useQuery(backupsQueryOptions());

/** 'Back up now': the list is fetched again after it, whether it worked or not. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Backup>("/api/admin/backups"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryOptions().queryKey }),
  });
}

/** The download's address: a plain link, so the browser saves the file with the session's cookie. */
export const backupDownloadHref = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;
