import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminAccessRequestSchema, errorSchema, userSchema } from "../../../shared/contracts/auth.js";
import type { RateLimitRule } from "../../config.js";
import { forbidden, serviceUnavailable } from "../../errors.js";
import { rateLimitFor } from "../../plugins/rate-limits.js";
import { requireUser } from "../../plugins/session.js";
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
  rateLimit: RateLimitRule;
  developmentShortcut: boolean;
  /** Drops cached sessions of a user whose role just changed. */
  forgetUser: (userId: number) => void;
}

export async function adminAccessRoutes(app: FastifyInstance, deps: AdminAccessDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const responses = { 200: userSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 503: errorSchema };

  api.post(
    "/api/admin-access",
    { schema: { body: adminAccessRequestSchema, response: responses }, config: rateLimitFor(deps.rateLimit) },
    async (request) => {
      const user = requireUser(request);
      if (!deps.adminAccessCode) throw serviceUnavailable("Admin access by code is disabled on this server");
      if (!codesMatch(request.body.code, deps.adminAccessCode)) throw forbidden("Invalid admin access code");
      const promoted = await deps.repo.setAdmin(user.id);
      deps.forgetUser(user.id);
      return presentUser(promoted ?? user);
    },
  );

  // One-click admin for local development only: the route does not exist in any other mode.
  if (deps.developmentShortcut) {
    api.post("/api/dev/admin-login", { schema: { response: responses } }, async (request, reply) => {
      const admin =
        (await deps.repo.findUserByUsername("admin")) ??
        (await deps.repo.createUser(
          { username: "admin", email: null, isAdmin: true, passwordHash: null },
          { ipAddress: request.ip, userAgent: "development shortcut" },
        ));
      await reply.startSession(admin);
      return presentUser(admin);
    });
  }
}
