import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CheckRegistrationResponse,
  LocalSession,
  PaymentSession,
  PaymentsConfig,
  StripeMode,
  StripeModeInfo,
  StripeSettings,
  SubscriptionView,
  VerifyPaymentResponse,
} from "../../../shared/contracts/payments.js";
import type { PaidPlanId } from "../../../shared/domain/prices.js";
import { apiGet, apiPost, apiRequest } from "../../lib/api.js";
import { trialStatusQueryKey, userQueryKey, useUser } from "../auth/api.js";

export const paymentsConfigQueryKey = ["payments", "config"] as const;
export const subscriptionQueryKey = ["payments", "subscription"] as const;
export const stripeModeQueryKey = ["payments", "stripe-mode"] as const;
export const stripeSettingsQueryKey = ["payments", "stripe-settings"] as const;

/** How this server takes payments; it does not change while the app runs. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: paymentsConfigQueryKey,
    queryFn: () => apiGet<PaymentsConfig>("/api/payments/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
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

/** After any payment or subscription change: the user, trial status and subscription are stale. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userQueryKey }),
      queryClient.invalidateQueries({ queryKey: trialStatusQueryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
    ]);
}

export function useSubscription() {
  const { user } = useUser();
  return useQuery({
    queryKey: [...subscriptionQueryKey, user?.id ?? null],
    queryFn: () => apiGet<SubscriptionView>("/api/subscription"),
    enabled: user !== null,
  });
}

export type CheckoutTarget = { planId: PaidPlanId } | { amount: number };

export const createCheckout = (target: CheckoutTarget) => apiPost<PaymentSession>("/api/create-payment-intent", target);

export function useVerifyPayment() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: { sessionId: string; planId?: PaidPlanId }) =>
      apiPost<VerifyPaymentResponse>("/api/verify-payment", body),
    onSuccess: () => refresh(),
  });
}

export function useSubscriptionAction() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (action: "cancel" | "resume") => apiPost<SubscriptionView>(`/api/subscription/${action}`),
    onSuccess: () => refresh(),
  });
}

export const openBillingPortal = () => apiPost<PaymentSession>("/api/subscription/portal");

export function useLocalSession(sessionId: string | null) {
  return useQuery({
    queryKey: ["payments", "local-session", sessionId],
    queryFn: () => apiGet<LocalSession>(`/api/payments/local/sessions/${encodeURIComponent(sessionId ?? "")}`),
    enabled: sessionId !== null,
  });
}

export function useLocalSessionAction(sessionId: string) {
  const refresh = useRefreshAccount();
  const base = `/api/payments/local/sessions/${encodeURIComponent(sessionId)}`;
  return useMutation({
    mutationFn: (action: { pay: string } | { cancel: true }) =>
      "pay" in action
        ? apiPost<{ redirectUrl: string }>(`${base}/pay`, { cardNumber: action.pay })
        : apiPost<{ redirectUrl: string }>(`${base}/cancel`),
    onSuccess: () => refresh(),
  });
}

export function useStripeMode(enabled = true) {
  return useQuery({
    queryKey: stripeModeQueryKey,
    queryFn: () => apiGet<StripeModeInfo>("/api/stripe-mode"),
    enabled,
  });
}

export function useStripeSettings() {
  return useQuery({
    queryKey: stripeSettingsQueryKey,
    queryFn: () => apiGet<StripeSettings>("/api/admin/stripe-settings"),
  });
}

export function useSetStripeMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: StripeMode) => apiPost<{ message: string }>("/api/admin/stripe-mode", { mode }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stripeModeQueryKey }),
        queryClient.invalidateQueries({ queryKey: stripeSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsConfigQueryKey }),
      ]),
  });
}

export const checkRegistration = (email: string) =>
  apiPost<CheckRegistrationResponse>("/api/check-registration", { email });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password?: string; confirmation?: string }) =>
      apiRequest<{ message: string }>("DELETE", "/api/user", body),
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    },
  });
}
