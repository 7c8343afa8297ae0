import { randomBytes } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { addInterval, type BillingInterval } from "../../shared/domain/prices.js";
import { type Json, list, newId, parseStripeForm, readBody, send, stripeError } from "./fake-stripe-protocol.js";

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

export interface FakePrice {
  id: string;
  lookup_key: string;
  unit_amount: number;
  interval: BillingInterval;
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

const API_VERSION = "2026-10-28.endive";

export async function startFakeStripe(options: { now?: () => Date; prices?: FakePrice[] } = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const unix = () => Math.floor(now().getTime() / 1000);
  const prices: FakePrice[] = options.prices ?? [
    { id: "price_monthly", lookup_key: "premium-monthly", unit_amount: 399, interval: "month" },
    { id: "price_yearly", lookup_key: "premium-yearly", unit_amount: 3999, interval: "year" },
  ];
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();
  let url = "";

  const priceObject = (price: FakePrice) => ({
    id: price.id,
    object: "price",
    active: true,
    currency: "eur",
    lookup_key: price.lookup_key,
    unit_amount: price.unit_amount,
    recurring: { interval: price.interval, interval_count: 1 },
    livemode: false,
  });

  const event = (type: string, object: unknown): Stripe.Event =>
    ({
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: unix(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }) as unknown as Stripe.Event;

  const itemOf = (subscription: Json) => (subscription.items as { data: Json[] }).data[0] as Json;

  function startPeriod(subscription: Json) {
    const item = itemOf(subscription);
    const interval = ((item.price as Json).recurring as Json).interval as BillingInterval;
    const start = now();
    item.current_period_start = Math.floor(start.getTime() / 1000);
    item.current_period_end = Math.floor(addInterval(start, interval).getTime() / 1000);
  }

  const invoice = (subscription: Json, status: "paid" | "open") => ({
    id: newId("in"),
    object: "invoice",
    customer: subscription.customer,
    status,
    livemode: false,
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
  });

  function subscriptionOrThrow(id: string): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake stripe: no subscription ${id}`);
    return subscription;
  }

  async function route(method: string, path: string, query: URLSearchParams, body: Json): Promise<[number, unknown]> {
    const segments = path.split("/").filter(Boolean);
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: newId("cus"), object: "customer", livemode: false, created: unix(), ...body };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "GET" && segments[1] === "customers" && segments[2]) {
      const customer = customers.get(segments[2]);
      return customer ? [200, customer] : [404, stripeError(`No such customer: '${segments[2]}'`)];
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = [...query.entries()].filter(([k]) => k.startsWith("lookup_keys")).map(([, v]) => v);
      const found = prices.filter((p) => keys.length === 0 || keys.includes(p.lookup_key)).map(priceObject);
      return [200, list("/v1/prices", found)];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (typeof body.customer !== "string" || !customers.has(body.customer)) {
        return [400, stripeError(`No such customer: '${String(body.customer)}'`)];
      }
      const lineItems = (body.line_items as Json[] | undefined) ?? [];
      const priceId = lineItems[0]?.price as string | undefined;
      const price = prices.find((p) => p.id === priceId);
      if (body.mode === "subscription" && !price) return [400, stripeError(`No such price: '${priceId}'`)];
      const amount = price?.unit_amount ?? Number((lineItems[0]?.price_data as Json | undefined)?.unit_amount ?? 0);
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const session = {
        id,
        object: "checkout.session",
        livemode: false,
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        amount_total: amount,
        currency: "eur",
        expires_at: Number(body.expires_at ?? unix() + 86_400),
        subscription: null,
        url: `${url}/pay/${id}`,
        // Kept for completion; Stripe would expand line_items on request.
        _price: price?.id ?? null,
        _subscription_metadata: (body.subscription_data as Json | undefined)?.metadata ?? {},
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (segments[1] === "checkout" && segments[2] === "sessions" && segments[3]) {
      const session = sessions.get(segments[3]);
      if (!session) return [404, stripeError(`No such checkout.session: '${segments[3]}'`)];
      if (method === "GET" && segments.length === 4) return [200, session];
      if (method === "POST" && segments[4] === "expire") {
        if (session.status !== "open") return [400, stripeError("Only open sessions can be expired")];
        session.status = "expired";
        return [200, session];
      }
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const customer = query.get("customer");
      const status = query.get("status") ?? "active";
      const found = [...subscriptions.values()].filter(
        (s) => (!customer || s.customer === customer) && (status === "all" || s.status === status),
      );
      return [200, list("/v1/subscriptions", found)];
    }
    if (segments[1] === "subscriptions" && segments[2]) {
      const subscription = subscriptions.get(segments[2]);
      if (!subscription) return [404, stripeError(`No such subscription: '${segments[2]}'`)];
      if (method === "GET") return [200, subscription];
      if (method === "DELETE") {
        subscription.status = "canceled";
        subscription.ended_at = unix();
        return [200, subscription];
      }
      if (method === "POST") {
        if ("cancel_at_period_end" in body) subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
        return [200, subscription];
      }
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (typeof body.customer !== "string" || !customers.has(body.customer)) {
        return [400, stripeError(`No such customer: '${String(body.customer)}'`)];
      }
      const id = newId("bps");
      return [
        200,
        {
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `${url}/portal/${id}`,
        },
      ];
    }
    return [404, stripeError(`Unrecognized request URL (${method}: ${path})`)];
  }

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
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
