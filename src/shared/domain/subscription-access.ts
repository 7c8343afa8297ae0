import { addInterval, type PaidPlanId, planPrices } from "./prices.js";
import { DAY_MS, GRACE_DAYS } from "./trial.js";

/** Every status a Stripe subscription can have (stripe 23.1.0 `Subscription.Status`); local ones use a subset. */
export const subscriptionStatuses = [
  "active",
  "trialing",
  "past_due",
  "incomplete",
  "incomplete_expired",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type SubscriptionProvider = "local" | "stripe" | "manual";

/** Statuses in which a subscription still exists and blocks a second checkout. */
export const liveStatuses: readonly SubscriptionStatus[] = ["active", "trialing", "past_due", "incomplete", "unpaid"];

/**
 * Stripe renews at the period's end and tells us by webhook; a late webhook must not cut a paying
 * user off, so a Stripe period grants one more day.
 */
export const RENEWAL_LEEWAY_MS = DAY_MS;

export interface SubscriptionFacts {
  provider: SubscriptionProvider;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When this server first saw the subscription past due (the grace counts from here). */
  pastDueSince: Date | null;
}

/** What a subscription grants: nothing, access until a moment, or access that renews without end. */
export type Access = { grants: false } | { grants: true; until: Date | null };

/**
 * Status -> access (research 1.6): active and trialing grant their period (local ones renew until
 * cancelled); past_due keeps access for the 7-day grace from when it was first seen; incomplete,
 * incomplete_expired, canceled, unpaid and paused grant nothing.
 */
export function accessOf(facts: SubscriptionFacts): Access {
  switch (facts.status) {
    case "active":
    case "trialing": {
      if (facts.provider === "local" && !facts.cancelAtPeriodEnd) return { grants: true, until: null };
      if (!facts.currentPeriodEnd) return { grants: facts.provider === "manual", until: null };
      const leeway = facts.provider === "stripe" ? RENEWAL_LEEWAY_MS : 0;
      return { grants: true, until: new Date(facts.currentPeriodEnd.getTime() + leeway) };
    }
    case "past_due": {
      // The sync stamps pastDueSince when it first sees the status; Stripe's period has already
      // moved on to the unpaid one, so its end says nothing about when the payment failed.
      if (!facts.pastDueSince) return { grants: false };
      return { grants: true, until: new Date(facts.pastDueSince.getTime() + GRACE_DAYS * DAY_MS) };
    }
    default:
      return { grants: false };
  }
}

/** Whether `access` still holds at `now`. */
export function accessHolds(access: Access, now: Date): boolean {
  return access.grants && (access.until === null || access.until > now);
}

/**
 * The user's effective plan from all their subscriptions: the one whose access lasts longest (an
 * open-ended one beats any date). Null when none grants anything.
 */
export function bestAccess<T extends SubscriptionFacts>(
  subscriptions: readonly T[],
): { subscription: T; until: Date | null } | null {
  let best: { subscription: T; until: Date | null } | null = null;
  for (const subscription of subscriptions) {
    const access = accessOf(subscription);
    if (!access.grants) continue;
    if (best === null || (best.until !== null && (access.until === null || access.until > best.until))) {
      best = { subscription, until: access.until };
    }
  }
  return best;
}

/** A subscription as the rules below need it. */
export interface PeriodFacts extends SubscriptionFacts {
  plan: PaidPlanId | "unlimited";
  currentPeriodStart: Date | null;
}

/**
 * Whether a subscription still exists for checkout purposes: it grants access now, or Stripe still
 * holds it (incomplete, past due, unpaid), where a second checkout would be a second charge.
 */
export function hasLiveSubscription(all: readonly PeriodFacts[], now: Date): boolean {
  return all.some((s) => accessHolds(accessOf(s), now) || (s.provider === "stripe" && liveStatuses.includes(s.status)));
}

/**
 * The current period of a subscription. A local one renews by itself: its periods are counted
 * from its first start (calendar months or years) until one ends after `now`. A cancelled one, or
 * one kept elsewhere, has the stored period.
 */
export function rollPeriod(s: PeriodFacts, now: Date): { start: Date | null; end: Date } | null {
  if (!s.currentPeriodEnd) return null;
  if (s.provider !== "local" || s.cancelAtPeriodEnd || s.plan === "unlimited" || !s.currentPeriodStart) {
    return { start: s.currentPeriodStart, end: s.currentPeriodEnd };
  }
  const interval = planPrices[s.plan].interval;
  let count = 1;
  while (addInterval(s.currentPeriodStart, interval, count) <= now) count++;
  return {
    start: addInterval(s.currentPeriodStart, interval, count - 1),
    end: addInterval(s.currentPeriodStart, interval, count),
  };
}
