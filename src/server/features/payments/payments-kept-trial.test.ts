import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addInterval } from "../../../shared/domain/prices.js";
import { subscriptions } from "../../db/schema/index.js";
import type { Payer, Payment } from "../../integrations/payments/provider.js";
import { testClock } from "../../test/payments.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/**
 * Paying during the trial keeps its remaining days (PAYMENTS_PROVIDER=local): the paid period
 * starts when the trial ends, at the app's injected clock.
 */
const clock = testClock();
const receipts: ({ user: Payer } & Payment)[] = [];
let t: TestApp;
let moved = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    paymentsNotifier: {
      async onPaid(user, payment) {
        receipts.push({ user, ...payment });
      },
    },
  });
});
afterAll(() => t.close());
afterEach(() => {
  clock.advanceDays(-moved);
  moved = 0;
});

const advanceDays = (days: number) => {
  clock.advanceDays(days);
  moved += days;
};

/** A new user who pays for `planId` `daysIn` days after registering. */
async function payAfter(name: string, daysIn: number, planId = "premium-monthly") {
  const user = await signedIn(t.app, name);
  const trialEnd = new Date((await user.client.get("/api/trial-status")).json().trialEndDate);
  advanceDays(daysIn);
  const checkout = await user.client.post("/api/create-payment-intent", { planId });
  const sessionId = new URL(checkout.json().url, "http://x").searchParams.get("session") ?? "";
  const paid = await user.client.post(`/api/payments/local/sessions/${sessionId}/pay`, {
    cardNumber: "4242 4242 4242 4242",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  return { ...user, trialEnd, row, receipt: receipts.find((r) => r.user.id === user.id) };
}

describe("paying during the trial", () => {
  it("keeps the remaining trial days: the paid month starts when the trial ends", async () => {
    const user = await payAfter("keeps-days", 2);
    const firstEnd = addInterval(user.trialEnd, "month");
    expect(user.row?.currentPeriodStart?.toISOString()).toBe(user.trialEnd.toISOString());
    expect(user.row?.currentPeriodEnd?.toISOString()).toBe(firstEnd.toISOString());
    expect(user.receipt?.periodEnd?.toISOString()).toBe(firstEnd.toISOString());

    // The plan's extras are there at once; the trial's days keep counting.
    const status = (await user.client.get("/api/trial-status")).json();
    expect(status).toMatchObject({ subscriptionPlan: "premium-monthly", isPremium: true, trialActive: true });
    expect(status.trialDaysLeft).toBe(3);
    const view = (await user.client.get("/api/subscription")).json().subscription;
    expect(view).toMatchObject({ status: "active", hasAccess: true, endsAt: null });
    expect(view.paidFrom).toBe(user.trialEnd.toISOString());
    expect(view.renewsAt).toBe(firstEnd.toISOString());

    // Once the trial is over the paid month runs; the next charge has not moved.
    advanceDays(10);
    const running = (await user.client.get("/api/subscription")).json().subscription;
    expect(running).toMatchObject({ paidFrom: null, renewsAt: firstEnd.toISOString(), hasAccess: true });
    expect((await user.client.get("/api/trial-status")).json().subscriptionPlan).toBe("premium-monthly");
  });

  it("keeps them for a year too, and a cancellation ends the plan a year after the trial", async () => {
    const user = await payAfter("keeps-days-yearly", 4.5, "premium-yearly");
    const yearEnd = addInterval(user.trialEnd, "year");
    expect(user.row?.currentPeriodStart?.toISOString()).toBe(user.trialEnd.toISOString());
    const cancelled = (await user.client.post("/api/subscription/cancel", {})).json().subscription;
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, endsAt: yearEnd.toISOString(), renewsAt: null });
  });

  it("starts the paid period at once during the grace, which is not kept", async () => {
    const user = await payAfter("pays-in-grace", 6);
    const paidAt = clock.now().getTime();
    expect(Math.abs((user.row?.currentPeriodStart?.getTime() ?? 0) - paidAt)).toBeLessThan(5_000);
    expect((await user.client.get("/api/subscription")).json().subscription.paidFrom).toBeNull();
  });
});
