import { randomBytes } from "node:crypto";
import { type Json, list, newId, stripeError } from "./fake-stripe-protocol.js";
import type { FakeStripeState } from "./fake-stripe-state.js";

/**
 * The fake Stripe server's REST routes: customers, prices, Checkout Sessions, subscriptions and
 * billing portal sessions, answered from the in-memory state as [status, body].
 */
export function fakeStripeRoutes(state: FakeStripeState) {
  const { unix, prices, customers, sessions, subscriptions, priceObject } = state;

  return async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Json,
  ): Promise<[number, unknown]> {
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
      const subscriptionData = (body.subscription_data as Json | undefined) ?? {};
      const trialEnd = subscriptionData.trial_end === undefined ? null : Number(subscriptionData.trial_end);
      const anchor =
        subscriptionData.billing_cycle_anchor === undefined ? null : Number(subscriptionData.billing_cycle_anchor);
      // Stripe's own checks of these two (API reference, Checkout Session subscription_data).
      if (trialEnd !== null && trialEnd < unix() + 48 * 60 * 60) {
        return [400, stripeError("subscription_data[trial_end] must be at least 48 hours in the future")];
      }
      if (anchor !== null && anchor <= unix()) {
        return [400, stripeError("subscription_data[billing_cycle_anchor] must be in the future")];
      }
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
        url: `${state.url}/pay/${id}`,
        // Kept for completion; Stripe would expand line_items on request.
        _price: price?.id ?? null,
        _subscription_metadata: subscriptionData.metadata ?? {},
        _trial_end: trialEnd,
        _billing_cycle_anchor: anchor,
        _proration_behavior: subscriptionData.proration_behavior ?? "create_prorations",
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
          url: `${state.url}/portal/${id}`,
        },
      ];
    }
    return [404, stripeError(`Unrecognized request URL (${method}: ${path})`)];
  };
}
