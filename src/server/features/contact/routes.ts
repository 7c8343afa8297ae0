import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import {
  contactMessages,
  contactRequestSchema,
  contactResponseSchema,
  siteInfoSchema,
} from "../../../shared/contracts/contact.js";
import type { RateLimitRule } from "../../config.js";
import { feature } from "../../plugins/feature.js";
import { rateLimitFor } from "../../plugins/rate-limits.js";
import type { ContactService } from "./service.js";

const errors = { 400: errorSchema, 403: errorSchema, 429: errorSchema };

/**
 * Spec commercial 7: a failed POST /api/email-response names the reason in `error`. Every failure
 * of this route (validation, rate limit) copies its message there.
 */
async function errorTextInErrorField(_request: unknown, reply: { statusCode: number }, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== "string") return payload;
  try {
    const body = JSON.parse(payload) as { message?: unknown; error?: unknown };
    if (typeof body.message !== "string") return payload;
    return JSON.stringify({ ...body, error: body.message });
  } catch {
    return payload;
  }
}

export const contactRoutes = feature(
  "contact",
  ["session", "@fastify/rate-limit"],
  async (app, deps: { contact: ContactService; rateLimit: RateLimitRule }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get("/api/site", { schema: { response: { 200: siteInfoSchema } } }, async () => ({
      supportEmail: deps.contact.supportEmail,
    }));

    api.post(
      "/api/email-response",
      {
        schema: { body: contactRequestSchema, response: { 200: contactResponseSchema, ...errors } },
        config: rateLimitFor(deps.rateLimit),
        onSend: errorTextInErrorField,
      },
      async (request) => {
        // A filled honeypot is a bot: it is told what a person is told, and nothing is kept or sent.
        if (request.body.website) {
          request.log.info("contact form honeypot filled; message dropped");
        } else {
          await deps.contact.submit(request.body, request.user, request.locale);
        }
        return { success: true as const, message: contactMessages.sent };
      },
    );
  },
);
