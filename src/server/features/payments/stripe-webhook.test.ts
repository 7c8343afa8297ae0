import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema/index.js";
import { deliver, shuffledWithDuplicates } from "../../test/payments.js";
import { setupStripeApp } from "../../test/stripe-app.js";
import { signedIn, signInAgain } from "../../test/users.js";

/**
 * PAYMENTS_PROVIDER=stripe against a loopback server that speaks Stripe's REST protocol, with the
 * real `stripe` client aimed at it (STRIPE_API_URL) and webhooks signed as Stripe signs them.
 */
const h = setupStripeApp();
const { clock, checkout, subscriber, planOf, eventCount } = h;

describe("fulfilment from verified facts", () => {
  it("ends shuffled and duplicated webhooks in exactly one subscription", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await checkout(`stripe-shuffle${round}`);
      const events = h.fake.completeCheckout(user.sessionId);
      const before = await eventCount();
      for (const event of shuffledWithDuplicates(events)) {
        const res = await deliver(h.t.app, h.fake, event);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await eventCount()).toBe(before + events.length);
      const rows = await h.t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      expect(rows).toHaveLength(1);
      // Paid during the app's trial: Stripe's trial keeps its remaining days.
      expect(rows[0]).toMatchObject({ status: "trialing", plan: "premium-monthly", provider: "stripe" });
      expect(await planOf(user.client)).toBe("premium-monthly");
    }
  });

  it("activates the plan on the success page before any webhook, and the webhooks change nothing after", async () => {
    const user = await checkout("stripe-eager");
    const events = h.fake.completeCheckout(user.sessionId);
    const verified = await user.client.post("/api/verify-payment", {
      sessionId: user.sessionId,
      planId: "premium-monthly",
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: "Subscription Activated", plan: "premium-monthly" });
    for (const event of events) await deliver(h.t.app, h.fake, event);
    expect(await h.t.database.db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(1);
  });

  it("does not grant a plan for an unpaid session, and names the plan paid for, not the one the page claims", async () => {
    const user = await checkout("stripe-unpaid", "premium-monthly");
    const early = await user.client.post("/api/verify-payment", {
      sessionId: user.sessionId,
      planId: "premium-yearly",
    });
    expect(early.json()).toMatchObject({ success: false, plan: "trial" });
    h.fake.completeCheckout(user.sessionId);
    const paid = await user.client.post("/api/verify-payment", { sessionId: user.sessionId, planId: "premium-yearly" });
    expect(paid.json()).toMatchObject({ success: true, plan: "premium-monthly" });
  });

  it("refuses to verify a session that belongs to another user", async () => {
    const owner = await checkout("stripe-owner");
    h.fake.completeCheckout(owner.sessionId);
    const thief = await signedIn(h.t.app, "stripe-thief");
    const res = await thief.client.post("/api/verify-payment", {
      sessionId: owner.sessionId,
      planId: "premium-monthly",
    });
    expect(res.statusCode).toBe(403);
    expect(await planOf(thief.client)).toBe("trial");
    expect(await h.t.database.db.$count(subscriptions, eq(subscriptions.userId, thief.id))).toBe(0);
    const unknown = await thief.client.post("/api/verify-payment", {
      sessionId: "cs_test_nope",
      planId: "premium-monthly",
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await thief.client.post("/api/verify-payment", { planId: "premium-monthly" });
    expect(missing.json().message).toBe("Invalid payment session. Missing session ID.");
  });

  it("ends access when the subscription is deleted", async () => {
    const user = await subscriber("stripe-leaver");
    clock.advanceDays(5); // the kept trial ends and Stripe charges the first month
    for (const event of h.fake.renew(user.subscriptionId)) await deliver(h.t.app, h.fake, event);
    clock.advanceDays(15); // past the trial and its grace: only the plan gives access
    expect(await planOf(user.client)).toBe("premium-monthly");
    expect((await user.client.post("/api/ai-chat", { query: "hi", chatType: "meals" })).statusCode).toBe(200);
    for (const event of h.fake.cancelSubscription(user.subscriptionId)) await deliver(h.t.app, h.fake, event);
    expect(await planOf(user.client)).toBe("trial");
    const refused = await user.client.post("/api/ai-chat", { query: "hi", chatType: "meals" });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().feature).toBe("ai-nutrition-chatbot");
    clock.advanceDays(-20);
  });

  it("keeps access for the 7-day grace after a failed renewal, then ends it", async () => {
    const user = await subscriber("stripe-pastdue");
    clock.advanceDays(31);
    await signInAgain(user.client, "stripe-pastdue");
    for (const event of h.fake.failRenewal(user.subscriptionId)) await deliver(h.t.app, h.fake, event);
    const view = (await user.client.get("/api/subscription")).json();
    expect(view.subscription).toMatchObject({ status: "past_due", hasAccess: true, renewsAt: null });
    expect(new Date(view.subscription.endsAt).getTime()).toBeGreaterThan(clock.now().getTime() + 6.9 * 86_400_000);
    clock.advanceDays(6);
    expect(await planOf(user.client)).toBe("premium-monthly");
    // A later re-read (another event) must not restart the grace.
    for (const event of h.fake.updateSubscription(user.subscriptionId, {})) await deliver(h.t.app, h.fake, event);
    clock.advanceDays(1.1);
    expect(await planOf(user.client)).toBe("trial");
    expect((await user.client.post("/api/ai-chat", { query: "hi", chatType: "meals" })).statusCode).toBe(402);
    // Paying the invoice brings the plan back.
    for (const event of h.fake.renew(user.subscriptionId)) await deliver(h.t.app, h.fake, event);
    expect(await planOf(user.client)).toBe("premium-monthly");
    clock.advanceDays(-38.1);
  });
});

describe("the webhook's defences", () => {
  async function freshEvent(name: string) {
    const user = await checkout(name);
    return { user, event: h.fake.completeCheckout(user.sessionId)[1] };
  }

  it("refuses a forged signature, another secret or a changed byte, storing nothing", async () => {
    const { user, event } = await freshEvent("stripe-forged");
    if (!event) throw new Error("no event");
    const before = await eventCount();
    const wrongSecret = await deliver(h.t.app, h.fake, event, { secret: "whsec_attacker" });
    expect(wrongSecret.statusCode).toBe(400);
    const tampered = await deliver(h.t.app, h.fake, event, { tamper: (p) => p.replace('"active"', '"activf"') });
    expect(tampered.statusCode).toBe(400);
    const noSignature = await h.t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: JSON.stringify(event),
      headers: { "content-type": "application/json" },
    });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().message).toBe("Missing Stripe signature");
    const forged = await h.t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: JSON.stringify(event),
      headers: {
        "content-type": "application/json",
        "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await planOf(user.client)).toBe("trial");
  });

  it("refuses an event signed 301 seconds ago and accepts one signed 250 seconds ago", async () => {
    const { user, event } = await freshEvent("stripe-stale");
    if (!event) throw new Error("no event");
    const old = await deliver(h.t.app, h.fake, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(old.statusCode).toBe(400);
    expect(await planOf(user.client)).toBe("trial");
    const recent = await deliver(h.t.app, h.fake, event, { timestamp: Math.floor(Date.now() / 1000) - 250 });
    expect(recent.statusCode).toBe(200);
    expect(await planOf(user.client)).toBe("premium-monthly");
  });

  it("acknowledges a replayed event without doing its work again", async () => {
    const { event } = await freshEvent("stripe-replay");
    if (!event) throw new Error("no event");
    expect((await deliver(h.t.app, h.fake, event)).json()).toMatchObject({ outcome: "applied" });
    const reads = h.fake.calls("GET", "/v1/subscriptions").length;
    const replay = await deliver(h.t.app, h.fake, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: "duplicate" });
    expect(h.fake.calls("GET", "/v1/subscriptions").length).toBe(reads);
  });

  it("refuses a live event signed with the test secret, and bodies that are not a signed event", async () => {
    const { event } = await freshEvent("stripe-livemode");
    if (!event) throw new Error("no event");
    const mismatch = await deliver(h.t.app, h.fake, { ...event, livemode: true });
    expect(mismatch.statusCode).toBe(400);
    for (const payload of ["", "text", "[]", "null", "{}"]) {
      const res = await h.t.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        payload,
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const plain = await h.t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(plain.statusCode).toBe(400);
  });

  it("acknowledges events it does not handle, and events of customers it does not know", async () => {
    const user = await checkout("stripe-other-events");
    const [completed] = h.fake.completeCheckout(user.sessionId);
    if (!completed) throw new Error("no event");
    const unrelated = await deliver(h.t.app, h.fake, {
      ...completed,
      id: "evt_other_type",
      type: "charge.refunded",
    } as typeof completed);
    expect(unrelated.json()).toMatchObject({ outcome: "ignored" });
    const stranger = {
      ...completed,
      id: "evt_stranger",
      data: { object: { ...completed.data.object, customer: "cus_unknown" } },
    };
    expect((await deliver(h.t.app, h.fake, stranger as typeof completed)).json()).toMatchObject({ outcome: "ignored" });
  });
});
