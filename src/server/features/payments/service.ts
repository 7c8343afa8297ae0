import {
  type CreatePaymentIntentRequest,
  type PaymentsConfig,
  paymentMessages,
  type StripeMode,
  type SubscriptionView,
} from "../../../shared/contracts/payments.js";
import { planPrices, TEST_PAYMENT_AMOUNT_CENTS } from "../../../shared/domain/prices.js";
import { accessHolds, accessOf, bestAccess, rollPeriod } from "../../../shared/domain/subscription-access.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { Config } from "../../config.js";
import type { UserRow } from "../../db/schema/index.js";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../errors.js";
import type { PaymentsProviders } from "../../integrations/payments/index.js";
import type { CheckoutItem, StoredSubscription } from "../../integrations/payments/provider.js";
import type { PaymentsRepository } from "./repository.js";

export interface PaymentsServiceDeps {
  providers: PaymentsProviders;
  repo: PaymentsRepository;
  config: Config["payments"];
  now: () => Date;
}

/** The subscription the account page shows: the one granting the longest access, else the latest. */
function currentSubscription(all: StoredSubscription[]): StoredSubscription | null {
  return bestAccess(all)?.subscription ?? all.at(-1) ?? null;
}

/** When the paid period starts while the payer's kept trial days still run first, else null. */
function paidPeriodStart(
  subscription: StoredSubscription,
  period: { start: Date | null } | null,
  at: Date,
): Date | null {
  // Stripe's trial is those days: the paid period starts at its end (the local period's own start).
  if (subscription.status === "trialing") return subscription.currentPeriodEnd;
  return period?.start && period.start > at ? period.start : null;
}

/** The rules of payments between the routes and the providers; identity and roles come from the caller's row. */
export function paymentsService({ providers, repo, config, now }: PaymentsServiceDeps) {
  const provider = providers.active;

  function requireBilling() {
    if (provider.name === "off") throw notFound(paymentMessages.billingOff);
  }

  function checkoutItem(user: UserRow, body: CreatePaymentIntentRequest): CheckoutItem {
    if (body.planId) return { kind: "plan", planId: body.planId };
    if (!user.isAdmin) throw forbidden(paymentMessages.testAmountAdminOnly);
    if (body.amount !== TEST_PAYMENT_AMOUNT_CENTS) {
      throw badRequest(paymentMessages.testAmountOnly, { amount: paymentMessages.testAmountOnly });
    }
    return { kind: "test-amount", amountCents: TEST_PAYMENT_AMOUNT_CENTS };
  }

  function present(subscription: StoredSubscription | null): SubscriptionView["subscription"] {
    if (!subscription) return null;
    const at = now();
    const access = accessOf(subscription);
    const hasAccess = accessHolds(access, at);
    const period = rollPeriod(subscription, at);
    const ended = !hasAccess && subscription.status === "active";
    // A Stripe subscription in its trial (the payer's kept trial days) is first charged at its end.
    const renews = hasAccess && ["active", "trialing"].includes(subscription.status) && !subscription.cancelAtPeriodEnd;
    const paidFrom = paidPeriodStart(subscription, period, at);
    const price = subscription.plan === "unlimited" ? null : planPrices[subscription.plan];
    return {
      plan: subscription.plan,
      // A local plan cancelled at its period's end has ended once the period is over.
      status: ended ? "canceled" : subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      renewsAt: renews && subscription.provider !== "manual" ? (period?.end.toISOString() ?? null) : null,
      paidFrom: hasAccess && paidFrom ? paidFrom.toISOString() : null,
      endsAt: !renews && access.grants && access.until ? access.until.toISOString() : null,
      amountCents: price?.amountCents ?? 0,
      currency: price?.currency ?? "EUR",
      interval: price?.interval ?? null,
      hasAccess,
    };
  }

  async function subscription(user: UserRow): Promise<SubscriptionView> {
    const manage = provider.name === "stripe" ? "portal" : provider.name === "local" ? "direct" : "none";
    if (provider.name === "off") return { provider: provider.name, manage, subscription: null };
    const all = await repo.subscriptions(user.id);
    return { provider: provider.name, manage, subscription: present(currentSubscription(all)) };
  }

  return {
    subscription,

    async config(): Promise<PaymentsConfig> {
      return { provider: provider.name, mode: provider.name === "stripe" ? await repo.stripeMode() : "test" };
    },

    /** `paidFrom`: the end of the payer's running trial, whose remaining days the payment keeps. */
    async createCheckout(user: UserRow, body: CreatePaymentIntentRequest, origin: string, paidFrom: Date | null) {
      requireBilling();
      return provider.createCheckout({ user, item: checkoutItem(user, body), origin, paidFrom });
    },

    /** The success page's check: the payment's own state decides, never what the page was told. */
    async verify(user: UserRow, sessionId: string) {
      requireBilling();
      const outcome = await provider.verify(user, sessionId);
      if (outcome.status === "paid") {
        return {
          success: true,
          message: outcome.planId ? paymentMessages.subscriptionActivated : "Test payment completed",
          planId: outcome.planId,
        };
      }
      const message =
        outcome.status === "pending" ? "The payment is not complete yet" : paymentMessages.verificationFailed;
      return { success: false, message, planId: outcome.planId };
    },

    /** Local plans are cancelled and resumed here; Stripe's through its Customer Portal. */
    async setCancelAtPeriodEnd(user: UserRow, cancel: boolean): Promise<SubscriptionView> {
      requireBilling();
      if (!providers.local) throw conflict(msg("Manage your subscription in the billing portal"));
      await providers.local.setCancelAtPeriodEnd(user, cancel);
      return subscription(user);
    },

    async manageUrl(user: UserRow, origin: string): Promise<string> {
      requireBilling();
      return provider.manageUrl(user, origin);
    },

    /** The Stripe key set in use; with the built-in checkout, the one Stripe will use once enabled. */
    async stripeMode(): Promise<StripeMode> {
      requireBilling();
      return repo.stripeMode();
    },

    async setStripeMode(admin: UserRow, mode: StripeMode): Promise<void> {
      requireBilling();
      // With the built-in checkout the mode is kept for when Stripe is turned on; with Stripe in use,
      // a mode whose keys are missing could take no payment at all.
      if (providers.stripe && !config.stripe.keys[mode].secretKey) {
        const prefix = mode === "test" ? "STRIPE_TEST" : "STRIPE_LIVE";
        throw new HttpError(409, `The ${mode} keys are not configured (${prefix}_SECRET_KEY)`);
      }
      await repo.setStripeMode(mode, admin.id, now());
    },

    async publicKey(): Promise<{ publicKey: string; mode: StripeMode }> {
      if (!providers.stripe) throw notFound(paymentMessages.stripeOff);
      const mode = await repo.stripeMode();
      const publicKey = providers.stripe.publishableKey(mode);
      if (!publicKey) throw notFound(`No publishable key is configured for ${mode} mode`);
      return { publicKey, mode };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
