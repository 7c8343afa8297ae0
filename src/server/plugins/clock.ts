import type { FastifyInstance } from "fastify";
import type { PaymentProvider } from "../../shared/contracts/payments.js";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The app's clock: trial, grace, plan expiry, subscription periods and feature checks read
     * the time here, so tests move it (AppDeps.now) instead of waiting days.
     */
    now(): Date;
    /** PAYMENTS_PROVIDER, which decides among other things whether billing exists at all. */
    paymentsProvider: PaymentProvider;
  }
}

export function registerClock(app: FastifyInstance, now: () => Date, paymentsProvider: PaymentProvider): void {
  app.decorate("now", now);
  app.decorate("paymentsProvider", paymentsProvider);
}
