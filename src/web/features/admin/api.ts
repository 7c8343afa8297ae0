import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminContactMessage, AdminStatus, AdminUser, AdminUserList } from "../../../shared/contracts/admin.js";
import { apiGet, apiPatch, apiPost } from "../../lib/api.js";
import { paymentsConfigQueryOptions } from "../../lib/payments-config.js";
import { queryRoots } from "../../lib/query-keys.js";

const adminRoot = ["admin"] as const;

export const adminStatusQueryOptions = () =>
  queryOptions({ queryKey: [...adminRoot, "status"], queryFn: () => apiGet<AdminStatus>("/api/admin/status") });

export const useAdminStatus = () => useQuery(adminStatusQueryOptions());

export function adminUsersQueryOptions(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return queryOptions({
    queryKey: [...adminRoot, "users", q, page],
    queryFn: () => apiGet<AdminUserList>(`/api/admin/users?${params}`),
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({ ...adminUsersQueryOptions(q, page), placeholderData: keepPreviousData });
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: number; isAdmin: boolean }) =>
      apiPatch<AdminUser>(`/api/admin/users/${id}`, { isAdmin }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminRoot });
      // Removing one's own role changes what this page may show.
      void queryClient.invalidateQueries({ queryKey: queryRoots.user });
    },
  });
}

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminRoot, "contact-messages"],
    queryFn: () => apiGet<AdminContactMessage[]>("/api/admin/contact-messages"),
  });

export const useContactMessages = () => useQuery(contactMessagesQueryOptions());

export function useRestartServer() {
  return useMutation({
    mutationFn: () => apiPost<{ message: string; mode: "in-process" | "exit" }>("/api/admin/restart"),
  });
}

/**
 * How payments work, as every page reads it; the admin page shows 'unknown' when it fails, and reads
 * it again after the app's usual 30 s rather than once for the tab's life (another admin may change it).
 */
export function usePaymentsConfig() {
  return useQuery({ ...paymentsConfigQueryOptions(), staleTime: 30_000, retry: false });
}
