import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { paymentSessions, subscriptions } from "../../db/schema/index.js";
import { deliver, shuffledWithDuplicates } from "../../test/payments.js";
import { setupStripeApp } from "../../test/stripe-app.js";
import type { TestClient } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/**
 * The way back from Stripe's hosted checkout (/payment-success?session_id=...): verified twice,
 * opened again later, racing the webhook; and the payer's remaining trial days kept at Stripe.
 * PAYMENTS_PROVIDER=stripe against the loopback server that speaks Stripe's protocol.
 */
const h = setupStripeApp();
const { clock, checkout, planOf } = h;
let moved = 0;
afterEach(() => {
  clock.advanceDays(-moved);
  moved = 0;
});
const advanceDays = (days: number) => {
  clock.advanceDays(days);
  moved += days;
};

const activated = { success: true, message: "Subscription Activated", plan: "premium-monthly" };
const verify = (client: TestClient, sessionId: string) =>
  client.post("/api/verify-payment", { sessionId, planId: "premium-monthly" });
const subscriptionCount = (userId: number) => h.t.database.db.$count(subscriptions, eq(subscriptions.userId, userId));
/** An instant as Stripe carries it: whole seconds. */
const inSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

describe("the return from Stripe's checkout", () => {
  it("confirms a paid session verified twice at once, and again when the page is opened later", async () => {
    const user = await checkout("return-twice");
    h.fake.completeCheckout(user.sessionId); // paid at Stripe; no webhook yet
    const both = await Promise.all([verify(user.client, user.sessionId), verify(user.client, user.sessionId)]);
    for (const answer of both) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual(activated);
    }
    expect(await subscriptionCount(user.id)).toBe(1);

    advanceDays(1);
    const later = await verify(user.client, user.sessionId);
    expect(later.json()).toEqual(activated);
    // Back to a checkout: the portal, never a second session.
    const sessionsBefore = h.fake.calls("POST", "/v1/checkout/sessions").length;
    const again = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    expect(again.json().url).toMatch(/\/portal\//);
    expect(h.fake.calls("POST", "/v1/checkout/sessions").length).toBe(sessionsBefore);
    expect(await subscriptionCount(user.id)).toBe(1);
    const [session] = await h.t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, user.sessionId));
    expect(session?.status).toBe("paid");
  });

  it("ends the webhook and the return racing in one subscription, whichever comes first", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await checkout(`return-race${round}`);
      const events = h.fake.completeCheckout(user.sessionId);
      const answers = await Promise.all([
        verify(user.client, user.sessionId),
        ...shuffledWithDuplicates(events).map((event) => deliver(h.t.app, h.fake, event)),
        verify(user.client, user.sessionId),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers[0]?.json()).toEqual(activated);
      expect(answers.at(-1)?.json()).toEqual(activated);
      expect(await subscriptionCount(user.id)).toBe(1);
      expect(await planOf(user.client)).toBe("premium-monthly");
    }
  });

  it("still refuses a paid session to another user, even while its owner confirms it", async () => {
    const owner = await checkout("return-owner");
    h.fake.completeCheckout(owner.sessionId);
    const thief = await signedIn(h.t.app, "return-thief");
    const [mine, theirs] = await Promise.all([
      verify(owner.client, owner.sessionId),
      verify(thief.client, owner.sessionId),
    ]);
    expect(mine.json()).toEqual(activated);
    expect(theirs.statusCode).toBe(403);
    expect(await planOf(thief.client)).toBe("trial");
    expect(await subscriptionCount(thief.id)).toBe(0);
  });
});

describe("paying during the app's trial with Stripe", () => {
  /** A new user `daysIn` days after registering pays at Stripe; what Checkout was asked, and the result. */
  async function payAfter(name: string, daysIn: number) {
    const user = await signedIn(h.t.app, name);
    const trialEnd = new Date((await user.client.get("/api/trial-status")).json().trialEndDate);
    advanceDays(daysIn);
    const res = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    const sessionId = h.sessionIdOf(res.json().url);
    const asked = h.fake.calls("POST", "/v1/checkout/sessions").at(-1)?.body.subscription_data as Record<
      string,
      unknown
    >;
    h.fake.completeCheckout(sessionId);
    expect((await verify(user.client, sessionId)).json()).toEqual(activated);
    const view = (await user.client.get("/api/subscription")).json().subscription;
    return { trialEnd: Math.floor(trialEnd.getTime() / 1000), asked, view, trialEndIso: inSeconds(trialEnd) };
  }

  it("keeps 2 days or more with Stripe's trial, charged when the app's trial ends", async () => {
    const { trialEnd, asked, view, trialEndIso } = await payAfter("stripe-keeps-days", 1);
    expect(asked.trial_end).toBe(String(trialEnd));
    expect(asked.billing_cycle_anchor).toBeUndefined();
    expect(view).toMatchObject({ status: "trialing", hasAccess: true, renewsAt: trialEndIso, paidFrom: trialEndIso });
  });

  it("keeps less than 2 days with a billing cycle anchored at the trial's end, the days before it free", async () => {
    const { trialEnd, asked, view, trialEndIso } = await payAfter("stripe-keeps-hours", 3.5);
    expect(asked.trial_end).toBeUndefined();
    expect(asked).toMatchObject({ billing_cycle_anchor: String(trialEnd), proration_behavior: "none" });
    expect(view).toMatchObject({ status: "active", hasAccess: true, renewsAt: trialEndIso });
  });

  it("charges at once after the trial: the grace is not kept", async () => {
    const { asked, view } = await payAfter("stripe-after-trial", 6);
    expect(asked.trial_end).toBeUndefined();
    expect(asked.billing_cycle_anchor).toBeUndefined();
    expect(view).toMatchObject({ status: "active", paidFrom: null });
  });
});
