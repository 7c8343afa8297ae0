import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { type Json, newId, parseStripeForm, readBody, send, stripeError } from "./fake-stripe-protocol.js";
import { fakeStripeRoutes } from "./fake-stripe-routes.js";
import { type FakePrice, fakeStripeState } from "./fake-stripe-state.js";

/**
 * A loopback server that speaks the part of Stripe's REST protocol Macrowise uses, so the real
 * `stripe` client (pointed here by STRIPE_API_URL) is exercised end to end: form-encoded bodies,
 * Bearer keys, Idempotency-Key replays, list objects and JSON errors. It keeps customers, Checkout
 * Sessions and subscriptions in memory; tests drive payments through its methods and get the
 * events Stripe would send, which `signed()` turns into webhook deliveries.
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Json;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Requests of a method and path (prefix), e.g. ("POST", "/v1/checkout/sessions"). */
  calls(method: string, pathPrefix: string): FakeStripeRequest[];
  /** The customer pays a session: it completes, and a subscription starts (subscription mode). */
  completeCheckout(sessionId: string): Stripe.Event[];
  /** The next period starts and its invoice is paid. */
  renew(subscriptionId: string): Stripe.Event[];
  /** The next period starts and its invoice fails: past_due. */
  failRenewal(subscriptionId: string): Stripe.Event[];
  /** Changes fields of a subscription (status, cancel_at_period_end) as the Dashboard or portal would. */
  updateSubscription(subscriptionId: string, patch: Json): Stripe.Event[];
  /** Ends a subscription now. */
  cancelSubscription(subscriptionId: string): Stripe.Event[];
  /** A webhook delivery of `event`: the exact bytes and their Stripe-Signature header. */
  signed(event: Stripe.Event, secret: string, timestamp?: number): { payload: string; signature: string };
  /** The next request to a path prefix answers this status with a Stripe error (once). */
  failNext(pathPrefix: string, status: number): void;
  close(): Promise<void>;
}

export async function startFakeStripe(options: { now?: () => Date; prices?: FakePrice[] } = {}): Promise<FakeStripe> {
  const state = fakeStripeState(options);
  const { unix, prices, customers, sessions, subscriptions, priceObject, event, itemOf } = state;
  const { startPeriod, invoice, subscriptionOrThrow } = state;
  const route = fakeStripeRoutes(state);
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();

  const server = http.createServer(async (request, response) => {
    const parsed = new URL(request.url ?? "/", "http://fake-stripe");
    const text = await readBody(request);
    const body = parseStripeForm(text);
    const recorded = {
      method: request.method ?? "GET",
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    if (!String(request.headers.authorization ?? "").match(/^Bearer sk_(test|live)_/)) {
      return send(response, 401, stripeError("Invalid API Key provided", "invalid_request_error"));
    }
    for (const [prefix, status] of failures) {
      if (parsed.pathname.startsWith(prefix)) {
        failures.delete(prefix);
        return send(response, status, stripeError("Injected failure", "api_error"));
      }
    }
    const key = request.headers["idempotency-key"];
    const replayKey = typeof key === "string" && request.method === "POST" ? `${parsed.pathname} ${key}` : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const [status, answer] = await route(recorded.method, parsed.pathname, parsed.searchParams, body);
    if (replayKey) idempotent.set(replayKey, { status, body: answer });
    send(response, status, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = url;

  return {
    url,
    requests,
    customers,
    sessions,
    subscriptions,
    calls: (method, prefix) => requests.filter((r) => r.method === method && r.path.startsWith(prefix)),

    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      if (session.mode !== "subscription") return [event("checkout.session.completed", session)];
      const price = prices.find((p) => p.id === session._price) as FakePrice;
      const subscription: Json = {
        id: newId("sub"),
        object: "subscription",
        livemode: false,
        customer: session.customer,
        status: "active",
        cancel_at_period_end: false,
        created: unix(),
        ended_at: null,
        metadata: session._subscription_metadata,
        items: { object: "list", data: [{ id: newId("si"), object: "subscription_item", price: priceObject(price) }] },
      };
      startPeriod(subscription);
      // A trial runs until trial_end, unpaid; an anchor (with proration_behavior none) makes the
      // days before it a free first period. Either way the first full charge is at that instant.
      const firstCharge = (session._trial_end ?? session._billing_cycle_anchor) as number | null;
      if (firstCharge !== null) itemOf(subscription).current_period_end = firstCharge;
      if (session._trial_end !== null) {
        subscription.status = "trialing";
        subscription.trial_end = session._trial_end;
      }
      const firstPeriodFree = session._trial_end !== null || session._proration_behavior === "none";
      session.payment_status = firstCharge !== null && firstPeriodFree ? "no_payment_required" : "paid";
      subscriptions.set(subscription.id as string, subscription);
      session.subscription = subscription.id;
      return [
        event("checkout.session.completed", session),
        event("customer.subscription.created", subscription),
        event("invoice.paid", invoice(subscription, "paid")),
      ];
    },

    renew(id) {
      const subscription = subscriptionOrThrow(id);
      startPeriod(subscription);
      subscription.status = "active";
      return [
        event("invoice.paid", invoice(subscription, "paid")),
        event("customer.subscription.updated", subscription),
      ];
    },

    failRenewal(id) {
      const subscription = subscriptionOrThrow(id);
      startPeriod(subscription);
      subscription.status = "past_due";
      return [
        event("invoice.payment_failed", invoice(subscription, "open")),
        event("customer.subscription.updated", subscription),
      ];
    },

    updateSubscription(id, patch) {
      const subscription = subscriptionOrThrow(id);
      Object.assign(subscription, patch);
      return [event("customer.subscription.updated", subscription)];
    },

    cancelSubscription(id) {
      const subscription = subscriptionOrThrow(id);
      subscription.status = "canceled";
      subscription.ended_at = unix();
      return [event("customer.subscription.deleted", subscription)];
    },

    signed(stripeEvent, secret, timestamp = Math.floor(Date.now() / 1000)) {
      const payload = JSON.stringify(stripeEvent);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },

    failNext(prefix, status) {
      failures.set(prefix, status);
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
