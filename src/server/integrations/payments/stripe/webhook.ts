import Stripe from "stripe";
import type { StripeMode } from "../../../../shared/contracts/payments.js";
import type { PaymentsConfig } from "../../../config.js";
import { idOf } from "./records.js";

/** The events that can change what a user paid for; every other event is acknowledged and ignored. */
export const handledEventTypes = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
]);

export type WebhookVerification =
  | { ok: true; event: Stripe.Event; mode: StripeMode }
  | {
      ok: false;
      reason: "not-configured" | "missing-signature" | "invalid-signature" | "invalid-payload" | "mode-mismatch";
    };

/**
 * Verifies a webhook on its raw bytes with each configured signing secret (each key set has its
 * own), at Stripe's default tolerance of 300 s. Never a tolerance of 0: since stripe 23 that skips
 * the timestamp check and a captured event could be replayed forever.
 */
export function verifyWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  keys: PaymentsConfig["stripe"]["keys"],
): WebhookVerification {
  const secrets = (["test", "production"] as const).filter((mode) => keys[mode].webhookSecret);
  if (secrets.length === 0) return { ok: false, reason: "not-configured" };
  if (!signature) return { ok: false, reason: "missing-signature" };
  for (const mode of secrets) {
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, keys[mode].webhookSecret as string);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) continue;
      return { ok: false, reason: "invalid-payload" };
    }
    // A test-mode secret vouches only for test events, and the live one only for live events.
    if (event.livemode !== (mode === "production")) return { ok: false, reason: "mode-mismatch" };
    return { ok: true, event, mode };
  }
  return { ok: false, reason: "invalid-signature" };
}

/** The customer whose subscriptions an event may have changed. */
export function customerOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { customer?: string | { id: string } | null };
  return idOf(object.customer);
}
