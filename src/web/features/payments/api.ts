import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LocalSession,
  PaymentSession,
  StripeMode,
  StripeModeInfo,
  StripeSettings,
  SubscriptionView,
  VerifyPaymentResponse,
} from "../../../shared/contracts/payments.js";
import type { PaidPlanId } from "../../../shared/domain/prices.js";
import { apiGet, apiPost } from "../../lib/api.js";
import { paymentsConfigQueryOptions } from "../../lib/payments-config.js";
import { queryRoots } from "../../lib/query-keys.js";
import { useUser } from "../../lib/session.js";

const subscriptionKey = [...queryRoots.payments, "subscription"] as const;

export const subscriptionQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...subscriptionKey, userId],
    queryFn: () => apiGet<SubscriptionView>("/api/subscription"),
    enabled: userId !== null,
  });

export const localSessionQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: [...queryRoots.payments, "local-session", sessionId],
    queryFn: () => apiGet<LocalSession>(`/api/payments/local/sessions/${encodeURIComponent(sessionId ?? "")}`),
    enabled: sessionId !== null,
  });

export const stripeModeQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.payments, "stripe-mode"],
    queryFn: () => apiGet<StripeModeInfo>("/api/stripe-mode"),
  });

export const stripeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.payments, "stripe-settings"],
    queryFn: () => apiGet<StripeSettings>("/api/admin/stripe-settings"),
  });

/** After any payment or subscription change: the user, trial status and subscription are stale. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.user }),
      queryClient.invalidateQueries({ queryKey: queryRoots.trialStatus }),
      queryClient.invalidateQueries({ queryKey: subscriptionKey }),
    ]);
}

export function useSubscription() {
  const { user } = useUser();
  return useQuery(subscriptionQueryOptions(user?.id ?? null));
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

export const useLocalSession = (sessionId: string | null) => useQuery(localSessionQueryOptions(sessionId));

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

export const useStripeMode = (enabled = true) => useQuery({ ...stripeModeQueryOptions(), enabled });

export const useStripeSettings = () => useQuery(stripeSettingsQueryOptions());

export function useSetStripeMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: StripeMode) => apiPost<{ message: string }>("/api/admin/stripe-mode", { mode }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stripeModeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: stripeSettingsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: paymentsConfigQueryOptions().queryKey }),
      ]),
  });
}
