import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConfirmImportInput, Import, ImportList, UndoImportResult } from "../../../shared/contracts/imports.js";
import { ApiError, apiDelete, apiGet, apiPost, browserTimeZone } from "../../lib/api.js";
import { i18n, pageLocale } from "../../lib/i18n.js";
import { invalidateMealData, invalidateWeightData, queryRoots } from "../../lib/query-keys.js";

const importsRoot = ["imports"] as const;
/** While a file is being read or stored its progress is asked for this often. */
const POLL_MS = 1000;

const working = (item: Import | undefined) => item?.state === "reading" || item?.state === "storing";

export const importListQueryOptions = () =>
  queryOptions({
    queryKey: [...importsRoot, "list"],
    queryFn: () => apiGet<ImportList>("/api/imports"),
    refetchInterval: (query) => (query.state.data?.imports.some(working) ? POLL_MS : false),
  });

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...importsRoot, "one", id],
    queryFn: () => apiGet<Import>(`/api/imports/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (working(query.state.data) ? POLL_MS : false),
  });

export const useImports = () => useQuery(importListQueryOptions());
export const useImport = (id: string | null) => useQuery({ ...importQueryOptions(id ?? ""), enabled: id !== null });

/** What an upload reports as it goes: bytes sent of the file's size. */
export type UploadProgress = { sent: number; total: number };

/**
 * Sends the file as multipart (field `file`) with XMLHttpRequest, the one browser API that tells
 * how much of a request body has gone out (fetch does not), for the upload's progress bar.
 */
export function uploadImport(file: File, onProgress: (progress: UploadProgress) => void): Promise<Import> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/imports");
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("X-Time-Zone", browserTimeZone());
    // The server answers its refusals in the page's language, as lib/api.ts asks for every other call.
    request.setRequestHeader("X-Language", pageLocale());
    request.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.total || file.size });
    request.onerror = () => reject(new ApiError(i18n._("The upload failed. Check your connection and try again."), 0));
    request.onload = () => {
      let body: { message?: string } | undefined;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as unknown as Import);
      else
        reject(
          new ApiError(
            body?.message ?? i18n._("The upload failed ({status})", { status: request.status }),
            request.status,
            undefined,
            body,
          ),
        );
    };
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

function refreshAfterStoring(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: importsRoot }),
    invalidateMealData(queryClient),
    invalidateWeightData(queryClient),
    queryClient.invalidateQueries({ queryKey: queryRoots.measurements }),
    queryClient.invalidateQueries({ queryKey: queryRoots.goals }),
    queryClient.invalidateQueries({ queryKey: queryRoots.foods }),
  ]);
}

/** Everything an import's storing or undo moves, fetched again (the meals, the body figures, goals, foods, the list). */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return () => refreshAfterStoring(queryClient);
}

export function useUploadImport(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImport(file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importsRoot }),
  });
}

export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choices }: { id: string; choices: ConfirmImportInput }) =>
      apiPost<Import>(`/api/imports/${encodeURIComponent(id)}/confirm`, choices),
    onSettled: () => refreshAfterStoring(queryClient),
  });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<UndoImportResult>(`/api/imports/${encodeURIComponent(id)}`),
    onSettled: () => refreshAfterStoring(queryClient),
  });
}
