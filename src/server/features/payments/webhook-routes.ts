import { errorSchema } from "../../../shared/contracts/common.js";
import { paymentMessages, stripeWebhookAnswerSchema } from "../../../shared/contracts/payments.js";
import { badRequest, notFound, serviceUnavailable } from "../../errors.js";
import { type StripePaymentsProvider, WebhookRefusal } from "../../integrations/payments/stripe/stripe-provider.js";
import { feature } from "../../plugins/feature.js";

const refusals: Record<WebhookRefusal["reason"], string> = {
  "not-configured": "Stripe webhook is not configured",
  "missing-signature": "Missing Stripe signature",
  "invalid-signature": "Invalid Stripe signature",
  "invalid-payload": "Invalid Stripe event",
  "mode-mismatch": "The event's mode does not match its signing secret",
};

/**
 * POST /api/stripe/webhook. Encapsulated so that only here JSON arrives as the raw bytes Stripe
 * signed (research 1.4); no body schema, and every refusal is a 4xx with a message.
 */
export const stripeWebhookRoutes = feature(
  "stripe-webhook",
  [],
  async (app, { stripe }: { stripe: StripePaymentsProvider | null }) => {
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        "application/json",
        { parseAs: "buffer", bodyLimit: 1024 * 1024 },
        (_request, body, done) => done(null, body),
      );
      const response = { 200: stripeWebhookAnswerSchema, 400: errorSchema, 404: errorSchema, 503: errorSchema };
      scope.post("/api/stripe/webhook", { schema: { hide: true, response } }, async (request) => {
        if (!stripe) throw notFound(paymentMessages.stripeOff);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers["stripe-signature"];
        try {
          const outcome = await stripe.handleWebhook(body, typeof signature === "string" ? signature : undefined);
          return { received: true, outcome };
        } catch (error) {
          if (!(error instanceof WebhookRefusal)) throw error;
          if (error.reason === "not-configured") throw serviceUnavailable(refusals[error.reason]);
          throw badRequest(refusals[error.reason]);
        }
      });
    });
  },
);
