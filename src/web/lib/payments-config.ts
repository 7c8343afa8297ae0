import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentsConfig } from "../../shared/contracts/payments.js";
import { apiGet } from "./api.js";
import { queryRoots } from "./query-keys.js";

/**
 * How this server takes payments (PAYMENTS_PROVIDER): every page that shows a price, a plan or an
 * upgrade asks it, so it lives here rather than in the payments feature. It does not change while
 * the app runs (the server sends it with every page).
 */
export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.payments, "config"],
    queryFn: () => apiGet<PaymentsConfig>("/api/payments/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}

/**
 * Whether pricing, upgrade and checkout elements may show: not under PAYMENTS_PROVIDER=off, and
 * not before the answer is known (a button that appears and vanishes is worse than a late one).
 */
export function useBillingEnabled(): boolean {
  const { data } = usePaymentsConfig();
  return data !== undefined && data.provider !== "off";
}

/** True once the server said billing is off; everyday links (Pricing) stay while it is unknown. */
export function useBillingOff(): boolean {
  return usePaymentsConfig().data?.provider === "off";
}
