import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, messageSchema } from "../../../shared/contracts/common.js";
import { deleteAccountMessages, deleteAccountRequestSchema } from "../../../shared/contracts/payments.js";
import type { RateLimitRule } from "../../config.js";
import { badRequest, forbidden } from "../../errors.js";
import { translate } from "../../i18n.js";
import type { PaymentsProvider } from "../../integrations/payments/provider.js";
import { requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import { rateLimitFor } from "../../plugins/rate-limits.js";
import { verifyPassword } from "../auth/passwords.js";
import type { AccountRepository } from "./repository.js";

/**
 * DELETE /api/user: the account and all its data, after the password (or, for an account without
 * one, the username typed out). Open to every signed-in user, trial or not: leaving is never behind
 * a paywall. Subscriptions at the provider are ended first, so nothing is charged afterwards.
 */
export const accountRoutes = feature(
  "account",
  ["session", "@fastify/rate-limit"],
  async (app, deps: { repo: AccountRepository; payments: PaymentsProvider; rateLimit: RateLimitRule }) => {
    app.withTypeProvider<ZodTypeProvider>().delete(
      "/api/user",
      {
        schema: {
          body: deleteAccountRequestSchema,
          response: { 200: messageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 502: errorSchema },
        },
        config: rateLimitFor(deps.rateLimit),
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { password, confirmation } = request.body;
        if (user.passwordHash) {
          if (!password)
            throw badRequest(deleteAccountMessages.wrongPassword, { password: deleteAccountMessages.wrongPassword });
          if (!(await verifyPassword(user.passwordHash, password)))
            throw forbidden(deleteAccountMessages.wrongPassword);
        } else if (confirmation?.trim() !== user.username) {
          throw badRequest(deleteAccountMessages.wrongConfirmation, {
            confirmation: deleteAccountMessages.wrongConfirmation,
          });
        }
        await deps.payments.cancelAll(user);
        await deps.repo.deleteUser(user.id);
        await reply.endSession();
        return { message: translate(request.locale, deleteAccountMessages.deleted) };
      },
    );
  },
);
