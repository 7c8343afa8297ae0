import type Stripe from "stripe";
import { addInterval, type BillingInterval } from "../../shared/domain/prices.js";
import { type Json, newId } from "./fake-stripe-protocol.js";

/** What the fake Stripe server keeps in memory, and the Stripe objects (prices, events, invoices) it builds. */

export interface FakePrice {
  id: string;
  lookup_key: string;
  unit_amount: number;
  interval: BillingInterval;
}

const API_VERSION = "2026-10-28.endive";

export function fakeStripeState(options: { now?: () => Date; prices?: FakePrice[] }) {
  const now = options.now ?? (() => new Date());
  const unix = () => Math.floor(now().getTime() / 1000);
  const prices: FakePrice[] = options.prices ?? [
    { id: "price_monthly", lookup_key: "premium-monthly", unit_amount: 399, interval: "month" },
    { id: "price_yearly", lookup_key: "premium-yearly", unit_amount: 3999, interval: "year" },
  ];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();

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

  return {
    unix,
    prices,
    customers,
    sessions,
    subscriptions,
    /** The server's own address (Checkout and portal URLs point at it), set once it listens. */
    url: "",
    priceObject,
    event,
    itemOf,
    startPeriod,
    invoice,
    subscriptionOrThrow,
  };
}

export type FakeStripeState = ReturnType<typeof fakeStripeState>;
