import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { adminAccessRoutes } from "./features/admin-access/routes.js";
import { aiRepository } from "./features/ai/repository.js";
import { aiRoutes } from "./features/ai/routes.js";
import { aiService } from "./features/ai/service.js";
import { authRepository } from "./features/auth/repository.js";
import { authRoutes } from "./features/auth/routes.js";
import { authService } from "./features/auth/service.js";
import { exportRoutes } from "./features/export/routes.js";
import { exportService } from "./features/export/service.js";
import { foodsRepository } from "./features/foods/repository.js";
import { foodRoutes } from "./features/foods/routes.js";
import { foodsService } from "./features/foods/service.js";
import { healthRoutes } from "./features/health/routes.js";
import { mealsRepository } from "./features/meals/repository.js";
import { mealRoutes } from "./features/meals/routes.js";
import { mealsService } from "./features/meals/service.js";
import { nutritionGoalsRepository } from "./features/nutrition-goals/repository.js";
import { nutritionGoalRoutes } from "./features/nutrition-goals/routes.js";
import { nutritionGoalsService } from "./features/nutrition-goals/service.js";
import { trendsRepository } from "./features/trends/repository.js";
import { trendRoutes } from "./features/trends/routes.js";
import { trendsService } from "./features/trends/service.js";
import { userProfileRepository } from "./features/user-profile/repository.js";
import { userProfileRoutes } from "./features/user-profile/routes.js";
import { userProfileService } from "./features/user-profile/service.js";
import { createAiProvider } from "./integrations/ai/index.js";
import type { AiProvider } from "./integrations/ai/provider.js";
import { openFoodFactsLookup } from "./integrations/food-facts/open-food-facts.js";
import {
  createGoogleTokenVerifier,
  googleVerifierConfigFromEnv,
} from "./integrations/identity/google-token-verifier.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerRateLimits } from "./plugins/rate-limits.js";
import { registerSecurity } from "./plugins/security.js";
import { serializerCompiler } from "./plugins/serializer.js";
import { registerSession } from "./plugins/session.js";
import { registerWebApp } from "./plugins/web-app.js";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean | object;
  /** Serve the built SPA (off in server tests). */
  serveWeb?: boolean;
  /** The AI provider; by default the one `config.aiProvider` names. Tests pass one aimed at a loopback server. */
  aiProvider?: AiProvider;
}

/** The whole HTTP application; main.ts and the tests both build it here. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveWeb = true,
  aiProvider,
}: AppDeps): Promise<FastifyInstance> {
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
    forgetUser: (userId) => auth.forgetUser(userId),
    developmentShortcut: config.env === "development" && process.env.NODE_ENV === "development",
  });

  // Core tracking: meals, goals, profile, trends and the dashboard, export.
  const mealsRepo = mealsRepository(database.db);
  const goalsRepo = nutritionGoalsRepository(database.db);
  const profilesRepo = userProfileRepository(database.db);
  const trendsRepo = trendsRepository(database.db);
  await mealRoutes(app, mealsService(mealsRepo));
  await nutritionGoalRoutes(app, nutritionGoalsService(goalsRepo));
  await userProfileRoutes(
    app,
    userProfileService(profilesRepo, (userId) => auth.forgetUser(userId)),
  );
  await trendRoutes(app, trendsService({ trends: trendsRepo }));
  await foodRoutes(
    app,
    foodsService({
      repo: foodsRepository(database.db),
      barcodeLookup: config.openFoodFactsUrl ? openFoodFactsLookup(config.openFoodFactsUrl) : null,
      createMeal: (row) => mealsRepo.create(row),
    }),
  );
  await aiRoutes(app, {
    ai: aiService({
      provider: aiProvider ?? (await createAiProvider(config.aiProvider)),
      repo: aiRepository(database.db),
      sources: { meals: mealsRepo, goals: goalsRepo, profiles: profilesRepo, trends: trendsRepo },
    }),
    rateLimit: config.rateLimits.ai,
  });
  await exportRoutes(app, exportService({ meals: mealsRepo, goals: goalsRepo, profiles: profilesRepo }));

  if (serveWeb) await registerWebApp(app, config.webDistDir);
  return app;
}
