import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { adminAccessRoutes } from "./features/admin-access/routes.js";
import { authRepository } from "./features/auth/repository.js";
import { authRoutes } from "./features/auth/routes.js";
import { authService } from "./features/auth/service.js";
import { healthRoutes } from "./features/health/routes.js";
import {
  createGoogleTokenVerifier,
  googleVerifierConfigFromEnv,
} from "./integrations/identity/google-token-verifier.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerRateLimits } from "./plugins/rate-limits.js";
import { registerSecurity } from "./plugins/security.js";
import { registerSession } from "./plugins/session.js";
import { registerWebApp } from "./plugins/web-app.js";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean | object;
  /** Serve the built SPA (off in server tests). */
  serveWeb?: boolean;
}

/** The whole HTTP application; main.ts and the tests both build it here. */
export async function buildApp({ config, database, logger = false, serveWeb = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: process.env.TRUST_PROXY === "1",
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    requestIdHeader: "x-request-id",
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config.trustedOrigins);
  await registerRateLimits(app, config.redisUrl);

  const repo = authRepository(database.db);
  const auth = authService(repo);
  await registerSession(app, auth, config.env === "production");

  const googleConfig = googleVerifierConfigFromEnv({
    FIREBASE_PROJECT_ID: config.google.firebaseProjectId,
    GOOGLE_CLIENT_ID: config.google.googleClientId,
    GOOGLE_JWKS_URL: config.google.jwksUrl,
  });
  const google = googleConfig
    ? { verifier: createGoogleTokenVerifier(googleConfig), clientId: googleConfig.audience }
    : null;

  await healthRoutes(app, database.pool);
  await authRoutes(app, { auth, repo, google, authRateLimit: config.rateLimits.auth });
  await adminAccessRoutes(app, {
    repo,
    adminAccessCode: config.adminAccessCode,
    rateLimit: config.rateLimits.adminAccess,
    developmentShortcut: config.env === "development" && process.env.NODE_ENV === "development",
  });

  if (serveWeb) await registerWebApp(app, config.webDistDir);
  return app;
}
