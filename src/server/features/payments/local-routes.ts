import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import {
  localPayRequestSchema,
  localSessionSchema,
  paymentMessages,
  redirectSchema,
  testPaymentMessages,
} from "../../../shared/contracts/payments.js";
import { paidPeriodStart } from "../../../shared/domain/trial.js";
import { notFound } from "../../errors.js";
import type { LocalPaymentsProvider } from "../../integrations/payments/local/local-provider.js";
import { accessStatus, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";

const sessionParams = z.object({
  id: z.string().regex(/^ps_[A-Za-z0-9_-]{10,64}$/, testPaymentMessages.notFound),
});
const failures = { 400: errorSchema, 401: errorSchema, 402: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The local provider's test checkout (/test-payment?session=...): its owner reads it, pays it with
 * a test card, or cancels it. Without the local provider these routes answer 404.
 */
export const localPaymentRoutes = feature(
  "local-payments",
  ["session"],
  async (app, { local }: { local: LocalPaymentsProvider | null }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const provider = () => {
      if (!local) throw notFound(paymentMessages.billingOff);
      return local;
    };

    api.get(
      "/api/payments/local/sessions/:id",
      { schema: { params: sessionParams, response: { 200: localSessionSchema, ...failures } } },
      async (request) => {
        const session = await provider().session(requireUser(request), request.params.id);
        return { ...session, expiresAt: session.expiresAt.toISOString() };
      },
    );

    api.post(
      "/api/payments/local/sessions/:id/pay",
      {
        schema: { params: sessionParams, body: localPayRequestSchema, response: { 200: redirectSchema, ...failures } },
      },
      async (request) => {
        const user = requireUser(request);
        const paidFrom = paidPeriodStart(accessStatus(app, user));
        const result = await provider().pay(user, request.params.id, request.body.cardNumber, paidFrom);
        return { ...result, message: "Pagamento riuscito" };
      },
    );

    api.post(
      "/api/payments/local/sessions/:id/cancel",
      { schema: { params: sessionParams, response: { 200: redirectSchema, ...failures } } },
      async (request) => {
        const result = await provider().cancel(requireUser(request), request.params.id);
        return { ...result, message: "Pagamento annullato" };
      },
    );
  },
);
