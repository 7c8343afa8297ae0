import fp from "fastify-plugin";
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

/** `app.now()` and `app.paymentsProvider`, for every route of the app. */
export const clock = fp<{ now: () => Date; paymentsProvider: PaymentProvider }>(
  async (app, { now, paymentsProvider }) => {
    app.decorate("now", now);
    app.decorate("paymentsProvider", paymentsProvider);
  },
  { name: "clock" },
);
