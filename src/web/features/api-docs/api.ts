import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiDocs } from "../../../shared/contracts/api-docs.js";
import { ApiError, apiGet } from "../../lib/api.js";

export const apiDocsQueryOptions = () =>
  queryOptions({
    queryKey: ["api-docs"],
    queryFn: () => apiGet<ApiDocs>("/api/docs"),
    // A refusal (not premium, signed out) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 5 * 60_000,
  });

export const useApiDocs = () => useQuery(apiDocsQueryOptions());

/** The server refused the docs because of the plan (402/403) or the session (401). */
export function isAccessRefusal(error: unknown): boolean {
  return error instanceof ApiError && [401, 402, 403].includes(error.status);
}
