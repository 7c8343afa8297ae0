import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorSchema,
  firebaseAuthRequestSchema,
  loginRequestSchema,
  messageSchema,
  registerRequestSchema,
  sessionSchema,
  trialStatusSchema,
  userSchema,
} from "../../../shared/contracts/auth.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { RateLimitRule } from "../../config.js";
import type { UserRow } from "../../db/schema/index.js";
import { notFound, unauthorized } from "../../errors.js";
import { type IdTokenVerifier, InvalidIdTokenError } from "../../integrations/identity/google-token-verifier.js";
import { accessPolicy, accessStatus, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import { rateLimitFor } from "../../plugins/rate-limits.js";
import { contextOf } from "../../plugins/session.js";
import { rememberLanguage } from "../language/cookie.js";
import { ensureDeviceId } from "../trial/claims.js";
import type { TrialService } from "../trial/service.js";
import { presentUser } from "./present.js";
import type { AuthRepository } from "./repository.js";
import type { AuthService } from "./service.js";
import { validTimeZone } from "./time-zone.js";

export interface AuthRouteDeps {
  auth: AuthService;
  repo: AuthRepository;
  google: { verifier: IdTokenVerifier; clientId: string } | null;
  authRateLimit: RateLimitRule;
  /** Decides whether a new account starts the free trial (one per email or device in 30 days). */
  trial?: TrialService;
  secureCookies?: boolean;
}

const userResponses = { 200: userSchema, 201: userSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema };

export const authRoutes = feature("auth", ["session", "@fastify/rate-limit"], async (app, deps: AuthRouteDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimitFor(deps.authRateLimit);
  const present = (user: UserRow) => presentUser(user, app.now(), accessPolicy(app));

  /** The request's context for a new account: its address, browser and trial decision. */
  async function signUpContext(request: FastifyRequest, reply: FastifyReply, email: string | null) {
    const context = contextOf(request);
    if (!deps.trial) return context;
    const deviceId = ensureDeviceId(request, reply, deps.secureCookies ?? false);
    return { ...context, trial: await deps.trial.decide({ email, deviceId, ipAddress: context.ipAddress }) };
  }

  /**
   * The account's language follows the person from device to device: signing in sets this
   * browser's language to it; an account that has none yet takes the one it signed up or in with.
   */
  async function settleLanguage(user: UserRow, request: FastifyRequest, reply: FastifyReply) {
    if (user.language) rememberLanguage(reply, user.language, deps.secureCookies ?? false);
    else await deps.repo.setLanguage(user.id, request.locale);
  }

  /** The browser's zone, kept with the user so days are counted where the user lives. */
  async function rememberTimeZone(userId: number, header: string | string[] | undefined) {
    const zone = typeof header === "string" ? validTimeZone(header) : null;
    if (zone) await deps.repo.setTimeZone(userId, zone);
  }

  api.post(
    "/api/register",
    { schema: { body: registerRequestSchema, response: userResponses }, config: limited },
    async (request, reply) => {
      const user = await deps.auth.register(request.body, await signUpContext(request, reply, request.body.email));
      await rememberTimeZone(user.id, request.headers["x-time-zone"]);
      await settleLanguage(user, request, reply);
      await reply.startSession(user);
      return reply.status(201).send(present(user));
    },
  );

  // Sign-in has its own brakes, per account and per address (login-brake.ts), not the route's limit.
  api.post(
    "/api/login",
    { schema: { body: loginRequestSchema, response: { ...userResponses, 429: errorSchema } } },
    async (request, reply) => {
      const user = await deps.auth.login(request.body, request.ip);
      await rememberTimeZone(user.id, request.headers["x-time-zone"]);
      await settleLanguage(user, request, reply);
      await reply.startSession(user);
      return present(user);
    },
  );

  api.post("/api/logout", { schema: { response: { 200: messageSchema } } }, async (_request, reply) => {
    await reply.endSession();
    return { message: msg("Logged out") };
  });

  api.get("/api/user", { schema: { response: { 200: userSchema, 401: errorSchema } } }, async (request) =>
    present(requireUser(request)),
  );

  api.get("/api/session", { schema: { response: { 200: sessionSchema } } }, async (request) => ({
    user: request.user ? present(request.user) : null,
  }));

  api.get(
    "/api/trial-status",
    { schema: { response: { 200: trialStatusSchema, 401: errorSchema } } },
    async (request) => accessStatus(app, requireUser(request)),
  );

  api.get(
    "/api/auth/providers",
    { schema: { response: { 200: z.object({ google: z.object({ clientId: z.string() }).nullable() }) } } },
    async () => ({ google: deps.google ? { clientId: deps.google.clientId } : null }),
  );

  api.post(
    "/api/firebase-auth",
    { schema: { body: firebaseAuthRequestSchema, response: { ...userResponses, 404: errorSchema } }, config: limited },
    async (request, reply) => {
      // Not configured is not a server failure: the feature is simply absent here.
      if (!deps.google) throw notFound(msg("Google sign-in is not enabled on this server"));
      let claims: Awaited<ReturnType<IdTokenVerifier["verify"]>>;
      try {
        claims = await deps.google.verifier.verify(request.body.idToken);
      } catch (error) {
        if (error instanceof InvalidIdTokenError) throw unauthorized(error.message);
        throw error;
      }
      const user = await deps.auth.signInWithGoogle(claims, await signUpContext(request, reply, claims.email ?? null));
      await rememberTimeZone(user.id, request.headers["x-time-zone"]);
      await settleLanguage(user, request, reply);
      await reply.startSession(user);
      return present(user);
    },
  );

  /** Spec core 7: the client reports a registration; the address recorded is the one the server saw. */
  api.post(
    "/api/log-registration",
    { schema: { response: { 200: messageSchema, 401: errorSchema } } },
    async (request) => {
      requireUser(request);
      return { message: "Registration logged" };
    },
  );
});
