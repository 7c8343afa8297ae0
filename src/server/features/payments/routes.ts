import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, messageSchema } from "../../../shared/contracts/common.js";
import {
  createPaymentIntentRequestSchema,
  paymentSessionSchema,
  paymentsConfigSchema,
  setStripeModeRequestSchema,
  stripeModeSchema,
  stripePublicKeySchema,
  stripeSettingsSchema,
  subscriptionViewSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from "../../../shared/contracts/payments.js";
import { paidPeriodStart } from "../../../shared/domain/trial.js";
import type { Config } from "../../config.js";
import { accessStatus, requireAdmin, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { PaymentsRepository } from "./repository.js";
import type { PaymentsService } from "./service.js";

/** The app's origin as this request reached it (behind TRUST_PROXY, the browser's scheme and host). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const failures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
  503: errorSchema,
};

export const paymentRoutes = feature(
  "payments",
  ["session"],
  async (app, deps: { payments: PaymentsService; repo: PaymentsRepository; config: Config["payments"] }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { payments } = deps;

    api.get("/api/payments/config", { schema: { response: { 200: paymentsConfigSchema } } }, () => payments.config());

    /** Spec commercial 7: `{planId}` or (admins) `{amount: 999}`; answers where to go, `{url}`. */
    api.post(
      "/api/create-payment-intent",
      { schema: { body: createPaymentIntentRequestSchema, response: { 200: paymentSessionSchema, ...failures } } },
      async (request) => {
        const user = requireUser(request);
        const paidFrom = paidPeriodStart(accessStatus(app, user));
        return payments.createCheckout(user, request.body, originOf(request), paidFrom);
      },
    );

    api.post(
      "/api/verify-payment",
      { schema: { body: verifyPaymentRequestSchema, response: { 200: verifyPaymentResponseSchema, ...failures } } },
      async (request) => {
        const user = requireUser(request);
        const result = await payments.verify(user, request.body.sessionId);
        const fresh = (await deps.repo.user(user.id)) ?? user;
        return { success: result.success, message: result.message, plan: accessStatus(app, fresh).subscriptionPlan };
      },
    );

    api.get(
      "/api/subscription",
      { schema: { response: { 200: subscriptionViewSchema, 401: errorSchema } } },
      async (request) => payments.subscription(requireUser(request)),
    );

    for (const [action, cancel] of [
      ["cancel", true],
      ["resume", false],
    ] as const) {
      api.post(
        `/api/subscription/${action}`,
        { schema: { response: { 200: subscriptionViewSchema, ...failures } } },
        async (request) => payments.setCancelAtPeriodEnd(requireUser(request), cancel),
      );
    }

    /** Where to manage the subscription: Stripe's Customer Portal, or the local subscription page. */
    api.post(
      "/api/subscription/portal",
      { schema: { response: { 200: paymentSessionSchema, ...failures } } },
      async (request) => ({ url: await payments.manageUrl(requireUser(request), originOf(request)) }),
    );

    api.get("/api/stripe-public-key", { schema: { response: { 200: stripePublicKeySchema, 404: errorSchema } } }, () =>
      payments.publicKey(),
    );

    api.get("/api/stripe-mode", { schema: { response: { 200: stripeModeSchema, 404: errorSchema } } }, async () => {
      const mode = await payments.stripeMode();
      return { mode, isProduction: mode === "production", isTest: mode === "test" };
    });

    api.post(
      "/api/admin/stripe-mode",
      { schema: { body: setStripeModeRequestSchema, response: { 200: messageSchema, ...failures } } },
      async (request) => {
        const admin = requireAdmin(request);
        await payments.setStripeMode(admin, request.body.mode);
        return { message: `Stripe is now in ${request.body.mode} mode` };
      },
    );

    api.get(
      "/api/admin/stripe-settings",
      { schema: { response: { 200: stripeSettingsSchema, 401: errorSchema, 403: errorSchema } } },
      async (request) => {
        requireAdmin(request);
        const keySet = (mode: "test" | "production") => {
          const keys = deps.config.stripe.keys[mode];
          return {
            secretKey: !!keys.secretKey,
            publishableKey: !!keys.publishableKey,
            webhookSecret: !!keys.webhookSecret,
          };
        };
        return {
          provider: deps.config.provider,
          mode: await payments.stripeMode(),
          keys: { test: keySet("test"), production: keySet("production") },
          priceLookupKeys: deps.config.stripe.priceLookupKeys,
        };
      },
    );
  },
);
