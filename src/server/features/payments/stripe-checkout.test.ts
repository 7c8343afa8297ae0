import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentSessions, stripeCustomers, subscriptions } from "../../db/schema/index.js";
import { deliver, makeAdmin, stripeSecrets, stripeTestConfig } from "../../test/payments.js";
import { setupStripeApp } from "../../test/stripe-app.js";
import { createTestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/**
 * PAYMENTS_PROVIDER=stripe against a loopback server that speaks Stripe's REST protocol, with the
 * real `stripe` client aimed at it (STRIPE_API_URL) and webhooks signed as Stripe signs them.
 */
const h = setupStripeApp();
const { checkout, subscriber, sessionIdOf, planOf } = h;

describe("checkout with Stripe", () => {
  it("creates one customer, then one subscription-mode session at the server's price for that customer", async () => {
    const customersBefore = h.fake.calls("POST", "/v1/customers").length;
    const { id, url, sessionId } = await checkout("stripe-buyer", "premium-yearly");
    expect(url).toBe(`${h.fake.url}/pay/${sessionId}`);
    const customerCalls = h.fake.calls("POST", "/v1/customers").slice(customersBefore);
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]?.headers["idempotency-key"]).toBe(`macrowise-customer-test-${id}`);
    const [created] = h.fake
      .calls("POST", "/v1/checkout/sessions")
      .filter((c) => c.body.client_reference_id === String(id));
    expect(created?.body).toMatchObject({
      mode: "subscription",
      customer: [...h.fake.customers.values()].find((c) => (c.metadata as { userId: string }).userId === String(id))
        ?.id,
      line_items: [{ price: "price_yearly", quantity: "1" }],
      metadata: { userId: String(id), planId: "premium-yearly" },
      subscription_data: { metadata: { userId: String(id), planId: "premium-yearly" } },
    });
    expect(created?.body.success_url).toMatch(
      /\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}&plan=premium-yearly$/,
    );
    expect(created?.headers.authorization).toBe("Bearer sk_test_fake");
    const stored = await h.t.database.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, id));
    expect(stored).toHaveLength(1);
  });

  it("refuses a price, amount or extra field sent by the client and creates nothing at Stripe", async () => {
    const user = await signedIn(h.t.app, "stripe-haggler");
    const sessionsBefore = h.fake.calls("POST", "/v1/checkout/sessions").length;
    for (const body of [
      { planId: "premium-monthly", price: "price_cheap" },
      { planId: "premium-monthly", unit_amount: 1 },
      { planId: "premium-monthly", amount: 999 },
      { planId: "premium-lifetime" },
    ]) {
      const res = await user.client.post("/api/create-payment-intent", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const asAmount = await user.client.post("/api/create-payment-intent", { amount: 1 });
    expect(asAmount.statusCode).toBe(403);
    expect(h.fake.calls("POST", "/v1/checkout/sessions").length).toBe(sessionsBefore);
  });

  it("answers a double click with one session, and its payment makes one subscription", async () => {
    const user = await signedIn(h.t.app, "stripe-double");
    const before = h.fake.calls("POST", "/v1/checkout/sessions").length;
    const [first, second] = await Promise.all([
      user.client.post("/api/create-payment-intent", { planId: "premium-monthly" }),
      user.client.post("/api/create-payment-intent", { planId: "premium-monthly" }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json().url).toBe(first.json().url);
    expect(h.fake.calls("POST", "/v1/checkout/sessions").length).toBe(before + 1);
    const customers = [...h.fake.customers.values()].filter(
      (c) => (c.metadata as { userId: string }).userId === String(user.id),
    );
    expect(customers).toHaveLength(1);
    for (const event of h.fake.completeCheckout(sessionIdOf(first.json().url))) await deliver(h.t.app, h.fake, event);
    const rows = await h.t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    // A new user's remaining trial days are kept: Stripe's trial runs until the app's trial ends.
    expect(rows.map((r) => r.status)).toEqual(["trialing"]);
  });

  it("sends a subscriber to the Customer Portal instead of a second checkout", async () => {
    const { client } = await subscriber("stripe-loyal");
    const before = h.fake.calls("POST", "/v1/checkout/sessions").length;
    const again = await client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    expect(again.statusCode).toBe(200);
    expect(again.json().url).toMatch(new RegExp(`^${h.fake.url}/portal/bps_`));
    expect(h.fake.calls("POST", "/v1/checkout/sessions").length).toBe(before);
    const portal = h.fake.calls("POST", "/v1/billing_portal/sessions").at(-1);
    expect(portal?.body.return_url).toMatch(/\/account\/subscription$/);
  });

  it("re-reads Stripe before a second checkout: a payment whose webhook is late is not paid twice", async () => {
    const user = await checkout("stripe-latehook");
    h.fake.completeCheckout(user.sessionId); // paid at Stripe; no webhook delivered
    const again = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    expect(again.json().url).toMatch(/\/portal\//);
    expect(await planOf(user.client)).toBe("premium-monthly");
  });

  it("asks Stripe for a plan's price once and keeps it (for 10 minutes) for the checkouts after", async () => {
    const priceCalls = () => h.fake.calls("GET", "/v1/prices").length;
    const before = priceCalls();
    await checkout("stripe-price-first", "premium-monthly");
    await checkout("stripe-price-second", "premium-monthly");
    expect(priceCalls() - before).toBeLessThanOrEqual(1);
  });

  it("closes an open checkout of another plan at Stripe before opening a new one", async () => {
    const user = await checkout("stripe-switcher", "premium-monthly");
    const yearly = await user.client.post("/api/create-payment-intent", { planId: "premium-yearly" });
    expect(yearly.json().url).not.toBe(user.url);
    expect(h.fake.sessions.get(user.sessionId)?.status).toBe("expired");
    const [row] = await h.t.database.db.select().from(paymentSessions).where(eq(paymentSessions.id, user.sessionId));
    expect(row?.status).toBe("canceled");
  });

  it("answers 502 with the spec's message when Stripe fails, keeps nothing half made, and reuses the customer after", async () => {
    const user = await signedIn(h.t.app, "stripe-outage");
    h.fake.failNext("/v1/checkout/sessions", 500);
    const failed = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe("Failed to create checkout session");
    expect(await h.t.database.db.$count(paymentSessions, eq(paymentSessions.userId, user.id))).toBe(0);
    const retry = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    expect(retry.statusCode).toBe(200);
    const customers = [...h.fake.customers.values()].filter(
      (c) => (c.metadata as { userId: string }).userId === String(user.id),
    );
    expect(customers).toHaveLength(1); // the idempotency key gave back the first one
  });
});

describe("the Stripe mode, switched by an admin without a restart", () => {
  it("answers the mode and its public key, lets only an admin switch, and only to a configured key set", async () => {
    const anyone = await signedIn(h.t.app, "stripe-curious");
    expect((await anyone.client.get("/api/stripe-mode")).json()).toEqual({
      mode: "test",
      isProduction: false,
      isTest: true,
    });
    expect((await anyone.client.get("/api/stripe-public-key")).json()).toEqual({
      publicKey: "pk_test_fake",
      mode: "test",
    });
    expect((await anyone.client.get("/api/payments/config")).json()).toEqual({ provider: "stripe", mode: "test" });
    const refused = await anyone.client.post("/api/admin/stripe-mode", { mode: "production" });
    expect(refused.statusCode).toBe(403);

    const admin = await signedIn(h.t.app, "stripe-boss");
    await makeAdmin(h.t, admin.id);
    const settings = (await admin.client.get("/api/admin/stripe-settings")).json();
    expect(settings).toMatchObject({ provider: "stripe", mode: "test", keys: { production: { secretKey: true } } });
    expect(JSON.stringify(settings)).not.toContain("sk_");
    expect((await admin.client.post("/api/admin/stripe-mode", { mode: "production" })).statusCode).toBe(200);
    expect((await anyone.client.get("/api/stripe-mode")).json()).toMatchObject({
      mode: "production",
      isProduction: true,
    });
    expect((await anyone.client.get("/api/stripe-public-key")).json().publicKey).toBe("pk_live_fake");
    // The live key set is used for the next checkout.
    await anyone.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    expect(h.fake.calls("POST", "/v1/checkout/sessions").at(-1)?.headers.authorization).toBe("Bearer sk_live_fake");
    expect((await admin.client.post("/api/admin/stripe-mode", { mode: "test" })).statusCode).toBe(200);
    expect((await admin.client.post("/api/admin/stripe-mode", { mode: "staging" })).statusCode).toBe(400);
  });

  it("verifies live events with the live secret", async () => {
    const user = await checkout("stripe-live-event");
    const [completed] = h.fake.completeCheckout(user.sessionId);
    if (!completed) throw new Error("no event");
    const live = { ...completed, id: "evt_live_one", livemode: true };
    // Signed with the live secret and marked live: verified, but the customer is a test-mode one.
    const res = await deliver(h.t.app, h.fake, live, { secret: stripeSecrets.production });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: "ignored" });
  });
});

describe("leaving", () => {
  it("cancels the subscription at Stripe before the account and its data are deleted", async () => {
    const user = await subscriber("stripe-goodbye");
    const res = await user.client.request("DELETE", "/api/user", { password: "secret-pass" });
    expect(res.statusCode, res.body).toBe(200);
    expect(h.fake.subscriptions.get(user.subscriptionId)?.status).toBe("canceled");
    expect(h.fake.calls("DELETE", `/v1/subscriptions/${user.subscriptionId}`)).toHaveLength(1);
    expect(await h.t.database.db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(0);
    expect((await user.client.get("/api/user")).statusCode).toBe(401);
  });
});

describe("a server with only live keys", () => {
  it("starts in production mode", async () => {
    const config = stripeTestConfig(h.fake.url, { STRIPE_TEST_SECRET_KEY: "", STRIPE_TEST_PUBLISHABLE_KEY: "" });
    const live = await createTestApp({ payments: config });
    try {
      const user = await signedIn(live.app, "live-only");
      expect((await user.client.get("/api/stripe-mode")).json().mode).toBe("production");
      expect((await user.client.get("/api/stripe-public-key")).json().publicKey).toBe("pk_live_fake");
    } finally {
      await live.close();
    }
  });
});
