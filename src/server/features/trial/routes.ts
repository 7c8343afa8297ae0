import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import {
  checkRegistrationRequestSchema,
  checkRegistrationResponseSchema,
  paymentMessages,
} from "../../../shared/contracts/payments.js";
import type { RateLimitRule } from "../../config.js";
import { translate } from "../../i18n.js";
import { feature } from "../../plugins/feature.js";
import { rateLimitFor } from "../../plugins/rate-limits.js";
import { deviceIdOf } from "./claims.js";
import type { TrialService } from "./service.js";

/**
 * POST /api/check-registration (spec commercial 7): has this browser or address started a trial in
 * the last 30 days? The address is the one the server sees; a client-sent `ipAddress` is ignored.
 */
export const trialRoutes = feature(
  "trial",
  ["session", "@fastify/rate-limit"],
  async (app, deps: { trial: TrialService; rateLimit: RateLimitRule }) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      "/api/check-registration",
      {
        schema: {
          body: checkRegistrationRequestSchema,
          response: { 200: checkRegistrationResponseSchema, 400: errorSchema, 429: errorSchema },
        },
        config: rateLimitFor(deps.rateLimit),
      },
      async (request) => {
        const previous = await deps.trial.previousRegistration({
          email: null,
          deviceId: deviceIdOf(request),
          ipAddress: request.ip,
        });
        return {
          hasPreviousRegistration: previous,
          message: translate(
            request.locale,
            previous ? paymentMessages.previousRegistration : paymentMessages.noPreviousRegistration,
          ),
        };
      },
    );
  },
);
