import { afterAll, beforeAll, expect } from "vitest";
import { stripeEvents } from "../db/schema/index.js";
import { type FakeStripe, startFakeStripe } from "./fake-stripe-server.js";
import { deliver, stripeTestConfig, testClock } from "./payments.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { signedIn } from "./users.js";

type PlanReader = { get: (url: string) => Promise<{ json: () => { subscriptionPlan: string } }> };

/**
 * A test file's app with PAYMENTS_PROVIDER=stripe, its real client aimed at a fresh fake Stripe,
 * and the steps the Stripe tests repeat. Fields are set in beforeAll, like e2e's setupBrowser.
 */
export function setupStripeApp() {
  const clock = testClock();
  const h = {
    clock,
    fake: undefined as unknown as FakeStripe,
    t: undefined as unknown as TestApp,

    sessionIdOf: (url: string) => url.split("/pay/")[1] ?? "",
    eventCount: () => h.t.database.db.$count(stripeEvents),
    planOf: async (client: PlanReader) => (await client.get("/api/trial-status")).json().subscriptionPlan,

    /** A new user with an open Checkout Session for `planId`. */
    async checkout(name: string, planId = "premium-monthly") {
      const user = await signedIn(h.t.app, name);
      const res = await user.client.post("/api/create-payment-intent", { planId });
      expect(res.statusCode, res.body).toBe(200);
      return { ...user, url: res.json().url as string, sessionId: h.sessionIdOf(res.json().url) };
    },

    /** A new user who paid, with every webhook delivered. */
    async subscriber(name: string, planId = "premium-monthly") {
      const user = await h.checkout(name, planId);
      for (const event of h.fake.completeCheckout(user.sessionId)) {
        expect((await deliver(h.t.app, h.fake, event)).statusCode).toBe(200);
      }
      return { ...user, subscriptionId: h.fake.sessions.get(user.sessionId)?.subscription as string };
    },
  };
  beforeAll(async () => {
    h.fake = await startFakeStripe({ now: clock.now });
    h.t = await createTestApp({ now: clock.now, payments: stripeTestConfig(h.fake.url) });
  });
  afterAll(async () => {
    await h.t?.close();
    await h.fake?.close();
  });
  return h;
}
