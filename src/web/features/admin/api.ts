import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminContactMessage, AdminStatus, AdminUser, AdminUserList } from "../../../shared/contracts/admin.js";
import type { PaymentsConfig } from "../../../shared/contracts/payments.js";
import { apiGet, apiPatch, apiPost } from "../../lib/api.js";
import { userQueryKey } from "../auth/api.js";

export const adminKeys = {
  status: ["admin", "status"] as const,
  users: (q: string, page: number) => ["admin", "users", q, page] as const,
  messages: ["admin", "contact-messages"] as const,
};

export function useAdminStatus() {
  return useQuery({ queryKey: adminKeys.status, queryFn: () => apiGet<AdminStatus>("/api/admin/status") });
}

export function useAdminUsers(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: () => apiGet<AdminUserList>(`/api/admin/users?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: number; isAdmin: boolean }) =>
      apiPatch<AdminUser>(`/api/admin/users/${id}`, { isAdmin }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      // Removing one's own role changes what this page may show.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}

export function useContactMessages() {
  return useQuery({
    queryKey: adminKeys.messages,
    queryFn: () => apiGet<AdminContactMessage[]>("/api/admin/contact-messages"),
  });
}

export function useRestartServer() {
  return useMutation({
    mutationFn: () => apiPost<{ message: string; mode: "in-process" | "exit" }>("/api/admin/restart"),
  });
}

/** GET /api/payments/config (the payments feature's); the admin page shows 'unknown' when it fails. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ["payments", "config"],
    queryFn: () => apiGet<PaymentsConfig>("/api/payments/config"),
    retry: false,
  });
}
