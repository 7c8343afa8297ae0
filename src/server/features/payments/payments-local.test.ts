import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentSessions, subscriptions } from "../../db/schema/index.js";
import type { Payer, Payment } from "../../integrations/payments/provider.js";
import { makeAdmin, testClock } from "../../test/payments.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn, signInAgain } from "../../test/users.js";

/** PAYMENTS_PROVIDER=local (the default): the built-in test checkout, no money, no network. */
const clock = testClock();
const receipts: ({ user: Payer } & Payment)[] = [];
let t: TestApp;

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

const sessionOf = (url: string) => new URL(url, "http://x").searchParams.get("session") ?? "";
const plan = async (client: { get: (u: string) => Promise<{ json: () => { subscriptionPlan: string } }> }) =>
  (await client.get("/api/trial-status")).json().subscriptionPlan;

async function checkout(name: string, planId = "premium-monthly") {
  const user = await signedIn(t.app, name);
  const res = await user.client.post("/api/create-payment-intent", { planId, userId: String(user.id) });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, url: res.json().url as string, sessionId: sessionOf(res.json().url) };
}

async function subscribed(name: string, planId = "premium-monthly") {
  const user = await checkout(name, planId);
  const paid = await user.client.post(`/api/payments/local/sessions/${user.sessionId}/pay`, {
    cardNumber: "4242 4242 4242 4242",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return user;
}

describe("local checkout", () => {
  it("opens a test payment page for the plan at the server's price, for its owner only", async () => {
    const { client, url, sessionId } = await checkout("local-buyer", "premium-yearly");
    expect(url).toBe(`/test-payment?session=${sessionId}`);
    const session = await client.get(`/api/payments/local/sessions/${sessionId}`);
    expect(session.json()).toMatchObject({
      planId: "premium-yearly",
      amountCents: 3999,
      currency: "EUR",
      status: "open",
    });
    const other = await signedIn(t.app, "local-nosy");
    expect((await other.client.get(`/api/payments/local/sessions/${sessionId}`)).statusCode).toBe(404);
    const stolen = await other.client.post(`/api/payments/local/sessions/${sessionId}/pay`, {
      cardNumber: "4242424242424242",
    });
    expect(stolen.statusCode).toBe(404);
    expect(await plan(other.client)).toBe("trial");
  });

  it("reuses the open session on a second click, and replaces it for another plan", async () => {
    const user = await checkout("local-clicker");
    const again = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    expect(again.json().url).toBe(user.url);
    const yearly = await user.client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    expect(yearly.json().url).not.toBe(user.url);
    const rows = await t.database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id));
    expect(rows.map((r) => [r.planId, r.status]).sort()).toEqual([
      ["premium-monthly", "canceled"],
      ["premium-yearly", "open"],
    ]);
  });

  it("keeps the user on trial after a declined card, and accepts a good card after", async () => {
    const user = await checkout("local-declined");
    const declined = await user.client.post(`/api/payments/local/sessions/${user.sessionId}/pay`, {
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe("Pagamento rifiutato: la carta di prova è stata rifiutata.");
    expect(await plan(user.client)).toBe("trial");
    expect(await t.database.db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(0);
    const unknownCard = await user.client.post(`/api/payments/local/sessions/${user.sessionId}/pay`, {
      cardNumber: "1234",
    });
    expect(unknownCard.statusCode).toBe(400);
    const paid = await user.client.post(`/api/payments/local/sessions/${user.sessionId}/pay`, {
      cardNumber: "4242424242424242",
    });
    expect(paid.statusCode).toBe(200);
  });

  it("activates the plan on payment, confirms it on the success page and sends the receipt", async () => {
    const user = await subscribed("local-payer");
    expect(await plan(user.client)).toBe("premium-monthly");
    const verified = await user.client.post("/api/verify-payment", {
      sessionId: user.sessionId,
      planId: "premium-monthly",
    });
    expect(verified.json()).toEqual({ success: true, message: "Subscription Activated", plan: "premium-monthly" });
    const receipt = receipts.find((r) => r.user.id === user.id);
    expect(receipt).toMatchObject({ plan: "premium-monthly", amountCents: 399 });
    const view = (await user.client.get("/api/subscription")).json();
    expect(view).toMatchObject({
      provider: "local",
      manage: "direct",
      subscription: {
        plan: "premium-monthly",
        status: "active",
        cancelAtPeriodEnd: false,
        endsAt: null,
        hasAccess: true,
      },
    });
    expect(view.subscription.renewsAt).toBe(receipt?.periodEnd?.toISOString());
    const me = (await user.client.get("/api/user")).json();
    expect(me).toMatchObject({ isPremium: true, hasActiveSubscription: true, subscriptionPlan: "premium-monthly" });
  });

  it("never charges twice: a paid session answers with its success page again, a subscriber goes to the subscription page", async () => {
    const user = await subscribed("local-twice");
    const again = await user.client.post(`/api/payments/local/sessions/${user.sessionId}/pay`, {
      cardNumber: "4242424242424242",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().redirectUrl).toBe(`/payment-success?session_id=${user.sessionId}&plan=premium-monthly`);
    const second = await user.client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    expect(second.json().url).toBe("/account/subscription");
    expect(receipts.filter((r) => r.user.id === user.id)).toHaveLength(1);
  });

  it("refuses to verify another user's session and an unknown one", async () => {
    const owner = await subscribed("local-verify-owner");
    const other = await signedIn(t.app, "local-verify-other");
    expect((await other.client.post("/api/verify-payment", { sessionId: owner.sessionId })).statusCode).toBe(404);
    expect(await plan(other.client)).toBe("trial");
    const pending = await checkout("local-verify-pending");
    expect((await pending.client.post("/api/verify-payment", { sessionId: pending.sessionId })).json()).toMatchObject({
      success: false,
      plan: "trial",
    });
  });

  it("lets a session expire after 30 minutes and its owner cancel it", async () => {
    const user = await checkout("local-slow");
    clock.advanceDays(31 / (24 * 60));
    const late = await user.client.post(`/api/payments/local/sessions/${user.sessionId}/pay`, {
      cardNumber: "4242424242424242",
    });
    expect(late.statusCode).toBe(409);
    expect((await user.client.get(`/api/payments/local/sessions/${user.sessionId}`)).json().status).toBe("expired");
    const fresh = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    const id = sessionOf(fresh.json().url);
    expect(id).not.toBe(user.sessionId);
    const cancelled = await user.client.post(`/api/payments/local/sessions/${id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ redirectUrl: "/pricing" });
    expect((await user.client.get(`/api/payments/local/sessions/${id}`)).json().status).toBe("canceled");
    const closed = await user.client.post(`/api/payments/local/sessions/${id}/pay`, { cardNumber: "4242424242424242" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("Questa sessione di pagamento non è più aperta.");
    clock.advanceDays(-31 / (24 * 60));
  });
});

describe("a local subscription's life", () => {
  it("renews by itself, cancels at the end of the period, resumes before it, and ends after it", async () => {
    const user = await subscribed("local-lifecycle");
    clock.advanceDays(70); // two renewals later
    await signInAgain(user.client, "local-lifecycle");
    expect(await plan(user.client)).toBe("premium-monthly");
    const renewing = (await user.client.get("/api/subscription")).json().subscription;
    expect(new Date(renewing.renewsAt).getTime()).toBeGreaterThan(clock.now().getTime());

    const cancelled = (await user.client.post("/api/subscription/cancel", {})).json().subscription;
    expect(cancelled).toMatchObject({ status: "active", cancelAtPeriodEnd: true, renewsAt: null, hasAccess: true });
    expect(cancelled.endsAt).toBe(renewing.renewsAt);
    const resumed = (await user.client.post("/api/subscription/resume", {})).json().subscription;
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, renewsAt: renewing.renewsAt, endsAt: null });

    await user.client.post("/api/subscription/cancel", {});
    clock.advanceDays(32);
    await signInAgain(user.client, "local-lifecycle");
    expect(await plan(user.client)).toBe("trial");
    const ended = (await user.client.get("/api/subscription")).json().subscription;
    expect(ended).toMatchObject({ status: "canceled", hasAccess: false });
    expect((await user.client.post("/api/subscription/resume", {})).statusCode).toBe(404);
    // Buying again works once it has ended.
    const again = await user.client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    expect(again.json().url).toMatch(/^\/test-payment\?session=ps_/);
    clock.advanceDays(-102);
  });

  it("answers 404 to cancel without a subscription, changing nothing", async () => {
    const user = await signedIn(t.app, "local-nothing");
    expect((await user.client.post("/api/subscription/cancel", {})).statusCode).toBe(404);
    expect((await user.client.get("/api/subscription")).json()).toEqual({
      provider: "local",
      manage: "direct",
      subscription: null,
    });
    expect((await user.client.post("/api/subscription/portal", {})).json()).toEqual({ url: "/account/subscription" });
  });
});

describe("the admin's test payment of 9.99", () => {
  it("is refused to everyone but admins, and only for 999 cents", async () => {
    const user = await signedIn(t.app, "local-not-admin");
    const refused = await user.client.post("/api/create-payment-intent", { amount: 999 });
    expect(refused.statusCode).toBe(403);
    const admin = await signedIn(t.app, "local-admin");
    await makeAdmin(t, admin.id);
    expect((await admin.client.post("/api/create-payment-intent", { amount: 1000 })).statusCode).toBe(400);
    expect((await admin.client.post("/api/create-payment-intent", { amount: 9.99 })).statusCode).toBe(400);
    const ok = await admin.client.post("/api/create-payment-intent", { amount: 999 });
    const id = sessionOf(ok.json().url);
    expect((await admin.client.get(`/api/payments/local/sessions/${id}`)).json()).toMatchObject({
      planId: null,
      amountCents: 999,
    });
    const paid = await admin.client.post(`/api/payments/local/sessions/${id}/pay`, { cardNumber: "4242424242424242" });
    expect(paid.json().redirectUrl).toBe(`/payment-success?session_id=${id}`);
    const verified = (await admin.client.post("/api/verify-payment", { sessionId: id })).json();
    expect(verified).toMatchObject({ success: true, message: "Test payment completed" });
    expect(await t.database.db.$count(subscriptions, eq(subscriptions.userId, admin.id))).toBe(0);
  });
});

describe("Stripe-only routes under the local provider", () => {
  it("answer 404, except the mode, which an admin keeps for when Stripe is turned on", async () => {
    const user = await signedIn(t.app, "local-stripe-curious");
    await makeAdmin(t, user.id);
    expect((await user.client.get("/api/stripe-public-key")).statusCode).toBe(404);
    expect((await user.client.get("/api/stripe-mode")).json()).toEqual({
      mode: "test",
      isProduction: false,
      isTest: true,
    });
    expect((await user.client.get("/api/payments/config")).json()).toEqual({ provider: "local", mode: "test" });
    expect((await user.client.post("/api/admin/stripe-mode", { mode: "production" })).statusCode).toBe(200);
    expect((await user.client.get("/api/stripe-mode")).json()).toMatchObject({ mode: "production" });
    // The built-in checkout itself stays a test checkout.
    expect((await user.client.get("/api/payments/config")).json()).toEqual({ provider: "local", mode: "test" });
    expect((await user.client.post("/api/admin/stripe-mode", { mode: "test" })).statusCode).toBe(200);
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(hook.statusCode).toBe(404);
  });
});
