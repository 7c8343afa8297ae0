import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import Stripe from "stripe";
import { paymentMessages, type StripeMode } from "../../../../shared/contracts/payments.js";
import type { PaidPlanId } from "../../../../shared/domain/prices.js";
import { hasLiveSubscription } from "../../../../shared/domain/subscription-access.js";
import type { PaymentsConfig } from "../../../config.js";
import { forbidden, HttpError, notFound } from "../../../errors.js";
import {
  type CheckoutRequest,
  type Payer,
  type PaymentsProvider,
  PaymentsProviderError,
  type PaymentsStore,
  type PaymentsTx,
} from "../provider.js";
import { type StripeClients, stripeClients } from "./client.js";
import { idOf, recordFromStripe } from "./records.js";
import { customerOfEvent, handledEventTypes, verifyWebhook } from "./webhook.js";

/** Stripe's shortest Checkout Session life; an open one is reused until then. */
const CHECKOUT_TTL_S = 30 * 60;
/** Stripe refuses a Checkout `trial_end` less than 48 hours away; the session's life is added as margin. */
const MIN_TRIAL_END_S = 48 * 60 * 60 + CHECKOUT_TTL_S;
const PRICE_CACHE_MS = 10 * 60 * 1000;

export interface StripeProviderDeps {
  config: PaymentsConfig["stripe"];
  store: PaymentsStore;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * Hosted Checkout in subscription mode (research 1): prices by lookup key on the server, the
 * customer created once per user before checkout, no second checkout while a subscription lives
 * (the Customer Portal instead), and one re-reading sync behind the webhook and the success page.
 */
export function createStripeProvider({ config, store, now, log }: StripeProviderDeps) {
  const clients: StripeClients = stripeClients(config);
  /** Price ids by mode and plan (four at most), asked of Stripe again after PRICE_CACHE_MS. */
  const prices = new LRUCache<string, string>({ max: 4, ttl: PRICE_CACHE_MS });

  /** Runs a Stripe call; its failures become a 502 with `message` (and a log line with the cause). */
  async function call<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Our own refusals (not yours, not found) and provider errors keep their status and text.
      if (error instanceof HttpError) throw error;
      log.error({ err: error }, `stripe: ${message}`);
      throw new PaymentsProviderError(message, error instanceof Stripe.errors.StripeError ? 502 : 503);
    }
  }

  async function priceId(stripe: Stripe, mode: StripeMode, planId: PaidPlanId): Promise<string> {
    const key = `${mode}:${planId}`;
    const cached = prices.get(key);
    if (cached) return cached;
    const lookupKey = config.priceLookupKeys[planId];
    const list = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = list.data[0];
    if (!price) throw new PaymentsProviderError(`No active Stripe price has the lookup key "${lookupKey}"`, 503);
    prices.set(key, price.id);
    return price.id;
  }

  /** Re-reads every subscription of a customer from Stripe and hands them to the one fulfilment. */
  async function syncCustomer(tx: PaymentsTx, mode: StripeMode, userId: number, customerId: string) {
    const stripe = clients.get(mode);
    const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
    const records = list.data.map((s) => recordFromStripe(s, mode, config.priceLookupKeys));
    await tx.applySubscriptions(userId, records, now());
  }

  async function portalUrl(stripe: Stripe, customerId: string, origin: string): Promise<string> {
    const portal = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${origin}/account/subscription`,
    });
    return portal.url;
  }

  /**
   * The payer's remaining trial days, kept: Stripe's own trial until the app's trial ends (the
   * card is charged then), or, when it ends in less than 48 hours (Stripe's floor for `trial_end`),
   * a billing cycle anchored there with the days before it free (`proration_behavior: none`).
   */
  function keptTrial(paidFrom: Date | null) {
    if (!paidFrom) return {};
    const at = Math.floor(paidFrom.getTime() / 1000);
    const nowS = Math.floor(now().getTime() / 1000);
    if (at <= nowS) return {};
    if (at - nowS >= MIN_TRIAL_END_S) return { trial_end: at };
    return { billing_cycle_anchor: at, proration_behavior: "none" as const };
  }

  function checkoutParams(request: CheckoutRequest, customerId: string, price: string | null) {
    const { user, item, origin, paidFrom } = request;
    const userId = String(user.id);
    const planId = item.kind === "plan" ? item.planId : null;
    const common = {
      customer: customerId,
      client_reference_id: userId,
      metadata: { userId, ...(planId ? { planId } : {}) },
      success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}${planId ? `&plan=${planId}` : ""}`,
      cancel_url: `${origin}/pricing`,
      expires_at: Math.floor(now().getTime() / 1000) + CHECKOUT_TTL_S,
    };
    if (item.kind === "plan" && price) {
      return {
        ...common,
        mode: "subscription" as const,
        line_items: [{ price, quantity: 1 }],
        subscription_data: { metadata: { userId, planId: item.planId }, ...keptTrial(paidFrom) },
      };
    }
    return {
      ...common,
      mode: "payment" as const,
      line_items: [
        {
          price_data: {
            currency: "eur",
            unit_amount: item.kind === "test-amount" ? item.amountCents : 0,
            product_data: { name: "Macrowise test payment" },
          },
          quantity: 1,
        },
      ],
    };
  }

  const provider: PaymentsProvider = {
    name: "stripe",

    async createCheckout(request) {
      const { user, item, origin } = request;
      const mode = await store.stripeMode();
      const stripe = clients.get(mode);
      return call(paymentMessages.createSessionFailed, () =>
        store.forUser(user.id, async (tx) => {
          let customerId = await tx.stripeCustomer(user.id, mode);
          if (customerId && item.kind === "plan") {
            // Re-read first: a payment whose webhook has not landed yet must not be paid twice.
            await syncCustomer(tx, mode, user.id, customerId);
            if (hasLiveSubscription(await tx.subscriptions(user.id), now())) {
              return { url: await portalUrl(stripe, customerId, origin) };
            }
          }
          const open = await tx.findOpenSession(user.id, "stripe", mode, item, now());
          if (open) {
            const remote = await stripe.checkout.sessions.retrieve(open.id);
            if (remote.status === "open" && remote.url) return { url: remote.url };
            await tx.setSessionStatus(open.id, remote.status === "complete" ? "paid" : "expired", now());
          }
          // Another plan's checkout is closed at Stripe too, so two cannot both be paid.
          for (const other of await tx.cancelOpenSessions(user.id, "stripe")) {
            await stripe.checkout.sessions.expire(other.id).catch((error: unknown) => {
              log.warn({ err: error, session: other.id }, "stripe: could not expire an older checkout");
            });
          }
          if (!customerId) {
            const customer = await stripe.customers.create(
              { email: user.email ?? undefined, name: user.username, metadata: { userId: String(user.id) } },
              { idempotencyKey: `macrowise-customer-${mode}-${user.id}` },
            );
            customerId = customer.id;
            await tx.saveStripeCustomer(user.id, mode, customerId);
          }
          const price = item.kind === "plan" ? await priceId(stripe, mode, item.planId) : null;
          const session = await stripe.checkout.sessions.create(checkoutParams(request, customerId, price), {
            idempotencyKey: `macrowise-checkout-${user.id}-${randomUUID()}`,
          });
          if (!session.url) throw new PaymentsProviderError(paymentMessages.noCheckoutUrl);
          await tx.insertSession({
            id: session.id,
            provider: "stripe",
            mode,
            userId: user.id,
            planId: item.kind === "plan" ? item.planId : null,
            amountCents: session.amount_total ?? (item.kind === "test-amount" ? item.amountCents : 1),
            currency: (session.currency ?? "eur").toUpperCase(),
            status: "open",
            url: session.url,
            expiresAt: new Date(session.expires_at * 1000),
          });
          return { url: session.url };
        }),
      );
    },

    async verify(user, sessionId) {
      const session = await store.findSession(sessionId);
      if (session?.provider !== "stripe") throw notFound(paymentMessages.sessionNotFound);
      if (session.userId !== user.id) throw forbidden(paymentMessages.verificationFailed);
      const remote = await call(paymentMessages.verificationError, () =>
        clients.get(session.mode).checkout.sessions.retrieve(sessionId),
      );
      if (remote.client_reference_id !== String(user.id)) throw forbidden(paymentMessages.verificationFailed);
      const paid =
        remote.status === "complete" &&
        (remote.payment_status === "paid" || remote.payment_status === "no_payment_required");
      if (!paid) return { status: remote.status === "open" ? "pending" : "failed", planId: session.planId };
      await call(paymentMessages.verificationError, () =>
        store.forUser(user.id, async (tx) => {
          const customerId = idOf(remote.customer);
          if (customerId !== (await tx.stripeCustomer(user.id, session.mode))) {
            throw forbidden(paymentMessages.verificationFailed);
          }
          await tx.setSessionStatus(sessionId, "paid", now());
          if (remote.mode === "subscription") await syncCustomer(tx, session.mode, user.id, customerId);
        }),
      );
      return { status: "paid", planId: session.planId };
    },

    async manageUrl(user, origin) {
      const mode = await store.stripeMode();
      const customerId = await store.forUser(user.id, (tx) => tx.stripeCustomer(user.id, mode));
      if (!customerId) return "/pricing";
      return call("Failed to open the billing portal", () => portalUrl(clients.get(mode), customerId, origin));
    },

    async cancelAll(user: Payer) {
      for (const mode of ["test", "production"] as const) {
        const customerId = await store.forUser(user.id, (tx) => tx.stripeCustomer(user.id, mode));
        if (!customerId) continue;
        await call("Failed to cancel the Stripe subscription", async () => {
          const stripe = clients.get(mode);
          const list = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
          for (const subscription of list.data) {
            if (["canceled", "incomplete_expired"].includes(subscription.status)) continue;
            await stripe.subscriptions.cancel(subscription.id);
          }
        });
      }
    },
  };

  return {
    ...provider,

    publishableKey(mode: StripeMode): string | null {
      return config.keys[mode].publishableKey;
    },

    /**
     * A webhook: verified on its raw bytes, then its id is stored in the same transaction as its
     * effect (a duplicate or replay changes nothing), and the customer's subscriptions are re-read.
     * A failure rolls both back and answers 5xx, so Stripe delivers it again.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const verified = verifyWebhook(rawBody, signature, config.keys);
      if (!verified.ok) throw new WebhookRefusal(verified.reason);
      const { event, mode } = verified;
      const customerId = customerOfEvent(event);
      return call("Failed to process the Stripe event", () =>
        store.transaction(async (tx): Promise<WebhookOutcome> => {
          if (!(await tx.recordStripeEvent(event.id, event.type, event.livemode))) return "duplicate";
          if (!handledEventTypes.has(event.type) || !customerId) return "ignored";
          const owner = await tx.customerOwner(customerId);
          if (!owner || owner.mode !== mode) return "ignored";
          await tx.lockUser(owner.userId);
          await syncCustomer(tx, mode, owner.userId, customerId);
          if (event.type === "checkout.session.completed") {
            const session = event.data.object as Stripe.Checkout.Session;
            const stored = await tx.findSession(session.id);
            if (stored?.userId === owner.userId && session.status === "complete") {
              await tx.setSessionStatus(session.id, "paid", now());
            }
          }
          return "applied";
        }),
      );
    },
  };
}

/** Why a webhook was refused before anything was stored. */
export class WebhookRefusal extends Error {
  constructor(
    readonly reason: "not-configured" | "missing-signature" | "invalid-signature" | "invalid-payload" | "mode-mismatch",
  ) {
    super(reason);
    this.name = "WebhookRefusal";
  }
}

export type StripePaymentsProvider = ReturnType<typeof createStripeProvider>;
