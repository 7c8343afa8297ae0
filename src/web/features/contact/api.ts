import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ContactRequest, SiteInfo } from "../../../shared/contracts/contact.js";
import { apiGet, apiPost } from "../../lib/api.js";

/** The instance's public facts (SUPPORT_EMAIL); they change only when the server is reconfigured. */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ["site"],
    queryFn: () => apiGet<SiteInfo>("/api/site"),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => apiPost<{ success: true; message: string }>("/api/email-response", body),
  });
}
