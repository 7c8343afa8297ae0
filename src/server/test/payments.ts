import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { loadPaymentsConfig, type PaymentsConfig } from "../config.js";
import { users } from "../db/schema/index.js";
import type { FakeStripe } from "./fake-stripe-server.js";
import type { TestApp } from "./test-app.js";

export const DAY = 24 * 60 * 60 * 1000;

/** A clock that runs with real time, moved forward by tests (trial, grace, renewals). */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advanceDays(days: number) {
      offset += days * DAY;
    },
  };
}

export const stripeSecrets = { test: "whsec_test_secret", production: "whsec_live_secret" } as const;

/** PAYMENTS_PROVIDER=stripe with both key sets, the real client aimed at the fake. */
export function stripeTestConfig(fakeUrl: string, extra: Record<string, string> = {}): PaymentsConfig {
  const config = loadPaymentsConfig({
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_TEST_SECRET_KEY: "sk_test_fake",
    STRIPE_TEST_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_TEST_WEBHOOK_SECRET: stripeSecrets.test,
    STRIPE_LIVE_SECRET_KEY: "sk_live_fake",
    STRIPE_LIVE_PUBLISHABLE_KEY: "pk_live_fake",
    STRIPE_LIVE_WEBHOOK_SECRET: stripeSecrets.production,
    STRIPE_API_URL: fakeUrl,
    ...extra,
  });
  return { ...config, stripe: { ...config.stripe, maxNetworkRetries: 0, timeoutMs: 2000 } };
}

export async function makeAdmin(t: TestApp, userId: number): Promise<void> {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** Posts an event to the webhook as Stripe would: its exact bytes, signed. */
export function deliver(
  app: FastifyInstance,
  fake: FakeStripe,
  event: Stripe.Event,
  options: { secret?: string; timestamp?: number; tamper?: (payload: string) => string } = {},
) {
  const { payload, signature } = fake.signed(event, options.secret ?? stripeSecrets.test, options.timestamp);
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    payload: options.tamper ? options.tamper(payload) : payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
  });
}

/** The events in a random order, each delivered twice (Stripe may send any event more than once). */
export function shuffledWithDuplicates<T>(events: T[], random = Math.random): T[] {
  const all = [...events, ...events];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] as T, all[i] as T];
  }
  return all;
}
