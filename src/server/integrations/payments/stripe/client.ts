import Stripe from "stripe";
import type { StripeMode } from "../../../../shared/contracts/payments.js";
import type { PaymentsConfig } from "../../../config.js";
import { PaymentsProviderError } from "../provider.js";

/** Where the client talks: Stripe itself, or STRIPE_API_URL (a loopback fake in tests, a proxy). */
function hostOptions(apiUrl: string | null): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/**
 * One official client per key set, made on first use: the admin switches the mode in the database
 * and the next request uses the other keys, without a restart. Retries are few and timeouts short
 * (the defaults are 2 retries and 80 s): a checkout button must not hang.
 */
export function stripeClients(config: PaymentsConfig["stripe"]) {
  const clients = new Map<StripeMode, Stripe>();
  return {
    get(mode: StripeMode): Stripe {
      const existing = clients.get(mode);
      if (existing) return existing;
      const key = config.keys[mode].secretKey;
      if (!key) {
        const prefix = mode === "test" ? "STRIPE_TEST" : "STRIPE_LIVE";
        throw new PaymentsProviderError(`Stripe ${mode} mode is not configured (${prefix}_SECRET_KEY)`, 503);
      }
      const client = new Stripe(key, {
        maxNetworkRetries: config.maxNetworkRetries,
        timeout: config.timeoutMs,
        telemetry: false,
        ...hostOptions(config.apiUrl),
      });
      clients.set(mode, client);
      return client;
    },
  };
}

export type StripeClients = ReturnType<typeof stripeClients>;
