import type Stripe from "stripe";
import type { StripeMode } from "../../../../shared/contracts/payments.js";
import { isPaidPlanId, type PaidPlanId } from "../../../../shared/domain/prices.js";
import { type SubscriptionStatus, subscriptionStatuses } from "../../../../shared/domain/subscription-access.js";
import type { SubscriptionRecord } from "../provider.js";

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The plan a Stripe subscription pays for: its price's lookup key, else our metadata, else the interval. */
function planOf(subscription: Stripe.Subscription, lookupKeys: Record<PaidPlanId, string>): PaidPlanId {
  const price = subscription.items.data[0]?.price;
  const byLookupKey = (Object.keys(lookupKeys) as PaidPlanId[]).find((plan) => lookupKeys[plan] === price?.lookup_key);
  if (byLookupKey) return byLookupKey;
  const fromMetadata = subscription.metadata?.planId;
  if (isPaidPlanId(fromMetadata)) return fromMetadata;
  return price?.recurring?.interval === "year" ? "premium-yearly" : "premium-monthly";
}

/** A status this code does not know (a newer API) grants nothing until someone maps it. */
function knownStatus(status: string): SubscriptionStatus {
  return (subscriptionStatuses as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "incomplete";
}

/**
 * A Stripe subscription as we store it. Since API 2025-03-31.basil the period lives on the item
 * (`items.data[0].current_period_end`), not on the subscription.
 */
export function recordFromStripe(
  subscription: Stripe.Subscription,
  mode: StripeMode,
  lookupKeys: Record<PaidPlanId, string>,
): SubscriptionRecord {
  const item = subscription.items.data[0];
  return {
    provider: "stripe",
    externalId: subscription.id,
    mode,
    customerId: idOf(subscription.customer),
    plan: planOf(subscription, lookupKeys),
    status: knownStatus(subscription.status),
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

export { idOf };
