import { describe, expect, it } from "vitest";
import {
  accessHolds,
  accessOf,
  bestAccess,
  hasLiveSubscription,
  type PeriodFacts,
  RENEWAL_LEEWAY_MS,
  rollPeriod,
  type SubscriptionStatus,
} from "./subscription-access.js";
import { DAY_MS } from "./trial.js";

const periodEnd = new Date("2026-02-01T00:00:00Z");
const facts = (over: Partial<PeriodFacts> = {}): PeriodFacts => ({
  provider: "stripe",
  status: "active",
  plan: "premium-monthly",
  currentPeriodStart: new Date("2026-01-01T00:00:00Z"),
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  ...over,
});

describe("accessOf: Stripe status -> access", () => {
  it("grants an active Stripe period plus a day for a late renewal webhook", () => {
    expect(accessOf(facts())).toEqual({ grants: true, until: new Date(periodEnd.getTime() + RENEWAL_LEEWAY_MS) });
    expect(accessOf(facts({ status: "trialing" })).grants).toBe(true);
  });

  it("keeps past_due for the 7-day grace from when it was first seen, then ends it", () => {
    const since = new Date("2026-02-01T10:00:00Z");
    const access = accessOf(facts({ status: "past_due", pastDueSince: since }));
    expect(access).toEqual({ grants: true, until: new Date(since.getTime() + 7 * DAY_MS) });
    expect(accessHolds(access, new Date(since.getTime() + 6 * DAY_MS))).toBe(true);
    expect(accessHolds(access, new Date(since.getTime() + 7 * DAY_MS + 1))).toBe(false);
  });

  it.each<SubscriptionStatus>(["incomplete", "incomplete_expired", "canceled", "unpaid", "paused"])(
    "grants nothing when %s",
    (status) => {
      expect(accessOf(facts({ status, pastDueSince: new Date() }))).toEqual({ grants: false });
    },
  );

  it("lets a local subscription renew without end until it is cancelled", () => {
    expect(accessOf(facts({ provider: "local" }))).toEqual({ grants: true, until: null });
    expect(accessOf(facts({ provider: "local", cancelAtPeriodEnd: true }))).toEqual({ grants: true, until: periodEnd });
  });

  it("treats a manual grant without an end as open-ended", () => {
    expect(accessOf(facts({ provider: "manual", currentPeriodEnd: null }))).toEqual({ grants: true, until: null });
  });
});

describe("bestAccess", () => {
  it("picks the longest access, open-ended first, and ignores subscriptions that grant nothing", () => {
    const ended = facts({ status: "canceled" });
    const short = facts({ currentPeriodEnd: new Date("2026-01-15T00:00:00Z") });
    const long = facts({ plan: "premium-yearly", currentPeriodEnd: new Date("2027-01-01T00:00:00Z") });
    expect(bestAccess([ended, short, long])?.subscription).toBe(long);
    const forever = facts({ provider: "local" });
    expect(bestAccess([long, forever])?.subscription).toBe(forever);
    expect(bestAccess([ended])).toBeNull();
  });
});

describe("hasLiveSubscription", () => {
  it("counts what grants access now and what Stripe still holds", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    expect(hasLiveSubscription([facts()], now)).toBe(true);
    expect(hasLiveSubscription([facts({ status: "incomplete" })], now)).toBe(true);
    expect(hasLiveSubscription([facts({ status: "canceled" })], now)).toBe(false);
    expect(hasLiveSubscription([facts({ provider: "local", cancelAtPeriodEnd: true })], new Date("2026-03-01"))).toBe(
      false,
    );
  });
});

describe("rollPeriod", () => {
  it("counts a local subscription's periods from its first start, month by month", () => {
    const local = facts({ provider: "local", currentPeriodStart: new Date("2026-01-31T09:00:00Z") });
    expect(rollPeriod(local, new Date("2026-01-31T10:00:00Z"))?.end.toISOString()).toBe("2026-02-28T09:00:00.000Z");
    const later = rollPeriod(local, new Date("2026-03-15T00:00:00Z"));
    expect(later?.start?.toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(later?.end.toISOString()).toBe("2026-03-31T09:00:00.000Z");
  });

  it("keeps the stored period of a cancelled or Stripe subscription", () => {
    const now = new Date("2027-01-01");
    expect(rollPeriod(facts(), now)?.end).toEqual(periodEnd);
    expect(rollPeriod(facts({ provider: "local", cancelAtPeriodEnd: true }), now)?.end).toEqual(periodEnd);
  });
});
