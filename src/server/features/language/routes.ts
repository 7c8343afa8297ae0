import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { languageRequestSchema } from "../../../shared/contracts/language.js";
import { feature } from "../../plugins/feature.js";
import type { AuthRepository } from "../auth/repository.js";
import { rememberLanguage } from "./cookie.js";

/**
 * PUT /api/language: the header's language switch. The browser keeps the choice in a cookie; a
 * signed-in person's account keeps it too, so their other devices and their emails follow it.
 */
export const languageRoutes = feature(
  "language",
  ["session"],
  async (app, deps: { users: Pick<AuthRepository, "setLanguage">; secureCookies: boolean }) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .put(
        "/api/language",
        { schema: { body: languageRequestSchema, response: { 204: z.null(), 400: errorSchema } } },
        async (request, reply) => {
          const { language } = request.body;
          if (request.user) await deps.users.setLanguage(request.user.id, language);
          rememberLanguage(reply, language, deps.secureCookies);
          return reply.status(204).send(null);
        },
      );
  },
);
