import { createHash, timingSafeEqual } from "node:crypto";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAccessRequestSchema, errorSchema, userSchema } from "../../../shared/contracts/auth.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { RateLimitRule } from "../../config.js";
import { forbidden } from "../../errors.js";
import { requireUser } from "../../plugins/access.js";
import { type AttemptCounter, failureBrake } from "../../plugins/attempt-counter.js";
import { feature } from "../../plugins/feature.js";
import { tooManyAttemptsError } from "../../plugins/rate-limits.js";
import { presentUser } from "../auth/present.js";
import type { AuthRepository } from "../auth/repository.js";

/** Compares digests so neither the length nor the content of the code leaks through timing. */
function codesMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface AdminAccessDeps {
  repo: AuthRepository;
  adminAccessCode: string | null;
  /** Wrong codes allowed per address in a window (`wrongCodes` counts them in that window). */
  wrongCodeLimit: RateLimitRule;
  wrongCodes: AttemptCounter;
  developmentShortcut: boolean;
}

export const adminAccessRoutes = feature("admin-access", ["session"], async (app, deps: AdminAccessDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const brake = failureBrake(deps.wrongCodes, deps.wrongCodeLimit.max, tooManyAttemptsError);
  const responses = { 200: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

  api.post(
    "/api/admin-access",
    { schema: { body: adminAccessRequestSchema, response: responses } },
    async (request) => {
      const user = requireUser(request);
      if (!deps.adminAccessCode) throw forbidden(msg("Admin access by code is disabled on this server"));
      // Per address; only wrong codes spend the budget.
      const attempt = await brake.begin(`admin-code:${request.ip}`);
      if (!codesMatch(request.body.code, deps.adminAccessCode)) throw forbidden(msg("Invalid admin access code"));
      await attempt.succeeded();
      const promoted = await deps.repo.setAdmin(user.id);
      return presentUser(promoted ?? user);
    },
  );

  // One-click admin for local development only: the route does not exist in any other mode.
  if (deps.developmentShortcut) {
    api.post("/api/dev/admin-login", { schema: { response: responses } }, async (request, reply) => {
      const existing = await deps.repo.findUserByUsername("admin");
      // The role is the stored row's: an 'admin' without it (an old registration) gets it here, in development only.
      const admin = existing
        ? existing.isAdmin
          ? existing
          : ((await deps.repo.setAdmin(existing.id)) ?? existing)
        : await deps.repo.createUser(
            { username: "admin", email: null, isAdmin: true, passwordHash: null },
            { ipAddress: request.ip, userAgent: "development shortcut" },
          );
      await reply.startSession(admin);
      return presentUser(admin);
    });
  }
});
