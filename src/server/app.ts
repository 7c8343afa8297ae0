import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { accountRepository } from "./features/account/repository.js";
import { accountRoutes } from "./features/account/routes.js";
import { adminRepository } from "./features/admin/repository.js";
import { adminRoutes, type RestartControl } from "./features/admin/routes.js";
import { adminService } from "./features/admin/service.js";
import { serverStatus } from "./features/admin/status.js";
import { adminAccessRoutes } from "./features/admin-access/routes.js";
import { aiRepository } from "./features/ai/repository.js";
import { aiRoutes } from "./features/ai/routes.js";
import { aiService } from "./features/ai/service.js";
import { apiKeysRepository } from "./features/api-keys/repository.js";
import { apiKeyRoutes } from "./features/api-keys/routes.js";
import { apiKeysService } from "./features/api-keys/service.js";
import { ACCOUNT_BRAKE_WINDOW_MS, loginBrake } from "./features/auth/login-brake.js";
import { presentUser } from "./features/auth/present.js";
import { authRepository } from "./features/auth/repository.js";
import { authRoutes } from "./features/auth/routes.js";
import { authService } from "./features/auth/service.js";
import { contactRepository } from "./features/contact/repository.js";
import { contactRoutes } from "./features/contact/routes.js";
import { contactService } from "./features/contact/service.js";
import { exportRoutes } from "./features/export/routes.js";
import { exportService } from "./features/export/service.js";
import { foodsRepository } from "./features/foods/repository.js";
import { foodRoutes } from "./features/foods/routes.js";
import { foodsService } from "./features/foods/service.js";
import { healthRoutes } from "./features/health/routes.js";
import { mcpRoutes } from "./features/mcp/routes.js";
import { mealsRepository } from "./features/meals/repository.js";
import { mealRoutes } from "./features/meals/routes.js";
import { mealsService } from "./features/meals/service.js";
import { nutrientsRepository } from "./features/nutrients/repository.js";
import { nutrientRoutes } from "./features/nutrients/routes.js";
import { nutrientsService } from "./features/nutrients/service.js";
import { nutritionGoalsRepository } from "./features/nutrition-goals/repository.js";
import { nutritionGoalRoutes } from "./features/nutrition-goals/routes.js";
import { nutritionGoalsService } from "./features/nutrition-goals/service.js";
import { localPaymentRoutes } from "./features/payments/local-routes.js";
import { paymentsRepository } from "./features/payments/repository.js";
import { paymentRoutes } from "./features/payments/routes.js";
import { paymentsService } from "./features/payments/service.js";
import { stripeWebhookRoutes } from "./features/payments/webhook-routes.js";
import { registerOpenApi } from "./features/public-api/openapi.js";
import { publicApiOperations } from "./features/public-api/operations.js";
import { publicApiRoutes } from "./features/public-api/routes.js";
import { trendsRepository } from "./features/trends/repository.js";
import { trendRoutes } from "./features/trends/routes.js";
import { trendsService } from "./features/trends/service.js";
import { trialClaimsRepository } from "./features/trial/repository.js";
import { trialRoutes } from "./features/trial/routes.js";
import { trialService } from "./features/trial/service.js";
import { trialNoticeJob } from "./features/trial-notices/job.js";
import { trialNoticesRepository } from "./features/trial-notices/repository.js";
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
import { createMail } from "./integrations/mail/index.js";
import { createPaymentsProviders, type PaymentsNotifier, receiptNotifier } from "./integrations/payments/index.js";
import { accessPolicy, accessStatus, refuseForeignUserIds, requestTimeZone } from "./plugins/access.js";
import { registerAnswerCache } from "./plugins/answer-cache.js";
import { apiKeyGuard } from "./plugins/api-key-auth.js";
import { attemptCounter } from "./plugins/attempt-counter.js";
import { registerClock } from "./plugins/clock.js";
import { registerCompression } from "./plugins/compression.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { pageData } from "./plugins/page-data.js";
import { pageRedirect } from "./plugins/page-guard.js";
import { registerRateLimits } from "./plugins/rate-limits.js";
import { connectRedis } from "./plugins/redis.js";
import { registerSecurity } from "./plugins/security.js";
import { serializerCompiler } from "./plugins/serializer.js";
import { registerSession } from "./plugins/session.js";
import { refuseNulCharacters } from "./plugins/text-guard.js";
import { registerWebApp } from "./plugins/web-app.js";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger?: boolean | object;
  /** Serve the built SPA (off in server tests). */
  serveWeb?: boolean;
  /** The AI provider; by default the one `config.aiProvider` names. Tests pass one aimed at a loopback server. */
  aiProvider?: AiProvider;
  /** Sees every route as it is declared (the input fuzzer walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Shown on the admin status card. */
  databaseKind?: "embedded" | "external";
  /** 'Restart Server' (main.ts provides it; without it the route says this app cannot restart). */
  restart?: RestartControl;
  /** The mail sender loop and the trial-notice job (main.ts turns them on; tests drive them by hand). */
  backgroundJobs?: boolean;
  /** The app's one clock: trial, grace, plan and key expiry, a meal's allowed dates, today, mail; tests move it. */
  now?: () => Date;
  /** Told when a payment succeeds; by default a receipt through the mail outbox. */
  paymentsNotifier?: PaymentsNotifier;
}

/** The whole HTTP application; main.ts and the tests both build it here. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveWeb = true,
  aiProvider,
  onRoute,
  databaseKind = "external",
  restart = { mode: "unavailable", request: () => {} },
  backgroundJobs = false,
  now = () => new Date(),
  paymentsNotifier,
}: AppDeps): Promise<FastifyInstance> {
  const appStartedAt = new Date();
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    requestIdHeader: "x-request-id",
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  registerClock(app, now, config.payments.provider);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config.trustedOrigins);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, (message) => app.log.warn(message)) : undefined;
  // quit() waits for Redis to acknowledge; one that is unreachable is simply dropped.
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  await registerRateLimits(app, redis);
  // With Redis, several instances may share the database: none keeps answers another could stale.
  registerAnswerCache(app, { enabled: !redis });
  await registerCompression(app);
  // Before any route: @fastify/swagger learns the routes as they are declared.
  await registerOpenApi(app);

  const repo = authRepository(database.db);
  const auth = authService(repo, loginBrake(attemptCounter(redis, "macrowise-login:", ACCOUNT_BRAKE_WINDOW_MS)));
  await registerSession(app, auth, config.env === "production");
  // A change to a user row that sessions carry (role, plan, zone) must reach the session cache.
  app.decorate("forgetUser", (userId: number) => auth.forgetUser(userId));
  refuseForeignUserIds(app);
  refuseNulCharacters(app);
  // Outgoing mail, all of it through the outbox (contact messages, trial notices, receipts).
  const mail = createMail({ db: database.db, config: config.mail, log: app.log, now });

  const googleConfig = googleVerifierConfigFromEnv({
    FIREBASE_PROJECT_ID: config.google.firebaseProjectId,
    GOOGLE_CLIENT_ID: config.google.googleClientId,
    GOOGLE_JWKS_URL: config.google.jwksUrl,
  });
  const google = googleConfig
    ? { verifier: createGoogleTokenVerifier(googleConfig), clientId: googleConfig.audience }
    : null;

  await healthRoutes(app, database.pool);
  const trial = trialService(trialClaimsRepository(database.db), config.payments.trialsPerAddress, now);
  await authRoutes(app, {
    auth,
    repo,
    google,
    authRateLimit: config.rateLimits.auth,
    trial,
    secureCookies: config.env === "production",
  });
  await trialRoutes(app, { trial, rateLimit: config.rateLimits.auth });
  await adminAccessRoutes(app, {
    repo,
    adminAccessCode: config.adminAccessCode,
    wrongCodeLimit: config.rateLimits.adminAccess,
    wrongCodes: attemptCounter(redis, "macrowise-admin-code:", config.rateLimits.adminAccess.timeWindowMs),
    forgetUser: (userId) => auth.forgetUser(userId),
    developmentShortcut: config.adminLoginShortcut,
  });

  // Core tracking: meals, goals, profile, trends and the dashboard, export.
  const mealsRepo = mealsRepository(database.db);
  const goalsRepo = nutritionGoalsRepository(database.db);
  const profilesRepo = userProfileRepository(database.db);
  const trendsRepo = trendsRepository(database.db);
  const meals = mealsService(mealsRepo, now);
  const goals = nutritionGoalsService(goalsRepo, now);
  const profiles = userProfileService(profilesRepo, (userId) => auth.forgetUser(userId));
  const trends = trendsService({ trends: trendsRepo }, now);
  const foods = foodsService({
    repo: foodsRepository(database.db),
    barcodeLookup: config.openFoodFactsUrl ? openFoodFactsLookup(config.openFoodFactsUrl) : null,
    // Through the meals service, so a meal from a food obeys the same date rule as any other.
    createMeal: (row) => meals.insert(row),
    clock: now,
  });
  await mealRoutes(app, meals);
  await nutritionGoalRoutes(app, goals);
  await userProfileRoutes(app, profiles);
  await trendRoutes(app, trends);
  await nutrientRoutes(app, nutrientsService({ nutrients: nutrientsRepository(database.db) }, now));
  await foodRoutes(app, foods);
  await aiRoutes(app, {
    ai: aiService({
      provider: aiProvider ?? (await createAiProvider(config.aiProvider)),
      repo: aiRepository(database.db),
      sources: { meals: mealsRepo, goals: goalsRepo, profiles: profilesRepo, trends: trendsRepo },
    }),
    rateLimit: config.rateLimits.ai,
  });
  await exportRoutes(
    app,
    exportService({ meals: mealsRepo, goals: goalsRepo, profiles: profilesRepo, accessPolicy: accessPolicy(app) }, now),
  );

  // The contact form, the trial-ending notice, admin.
  const trialNotices = trialNoticeJob({ repo: trialNoticesRepository(database.db), mail, log: app.log, now });
  if (backgroundJobs && mail.configured) {
    app.addHook("onReady", async () => {
      mail.start();
      trialNotices.start();
    });
  }
  app.addHook("onClose", async () => {
    await trialNotices.stop();
    await mail.stop();
  });
  await contactRoutes(app, {
    contact: contactService(contactRepository(database.db), mail),
    rateLimit: config.rateLimits.contact,
  });
  const adminRepo = adminRepository(database.db);
  await adminRoutes(app, {
    admin: adminService(adminRepo, (userId) => auth.forgetUser(userId)),
    status: () => serverStatus({ repo: adminRepo, mail, redis, databaseKind, restartMode: restart.mode, appStartedAt }),
    restart,
  });

  // Public API: keys, /api/v1 (REST + OpenAPI) and /mcp, on the same services as the web app.
  const apiKeys = apiKeysService(apiKeysRepository(database.db), now);
  await apiKeyRoutes(app, apiKeys);
  const guard = apiKeyGuard(app, { authenticate: (key) => apiKeys.authenticate(key), rateLimit: config.apiRateLimit });
  const operations = publicApiOperations({ meals, goals, profiles, trends, foods });
  await publicApiRoutes(app, { operations, guard, rateLimit: config.apiRateLimit });
  await mcpRoutes(app, { api: operations, guard, version: "1.0.0" });

  // Payments: plans, checkout, fulfilment, the Stripe mode; account deletion ends subscriptions first.
  const onlyLiveKeys =
    !config.payments.stripe.keys.test.secretKey && !!config.payments.stripe.keys.production.secretKey;
  const paymentsRepo = paymentsRepository(
    database.db,
    (userId) => auth.forgetUser(userId),
    onlyLiveKeys ? "production" : "test",
  );
  const providers = createPaymentsProviders({
    config: config.payments,
    store: paymentsRepo,
    notifier: paymentsNotifier ?? receiptNotifier(mail, now, app.log),
    now,
    log: app.log,
  });
  const payments = paymentsService({ providers, repo: paymentsRepo, config: config.payments, now });
  await paymentRoutes(app, {
    payments,
    repo: paymentsRepo,
    config: config.payments,
  });
  await localPaymentRoutes(app, providers.local);
  await stripeWebhookRoutes(app, providers.stripe);
  await accountRoutes(app, {
    repo: accountRepository(database.db),
    payments: providers.active,
    rateLimit: config.rateLimits.auth,
  });

  if (serveWeb) {
    await registerWebApp(app, config.webDistDir, {
      redirectFor: pageRedirect,
      publicState: async () => ({ paymentsConfig: await payments.config() }),
      sessionState: async (request, pathname) => {
        if (!request.user) return { user: null };
        return {
          user: presentUser(request.user, app.now(), accessPolicy(app)),
          trialStatus: accessStatus(app, request.user),
          pageData: await pageData(app, request, pathname, requestTimeZone(request, request.user), app.now()),
        };
      },
    });
  }
  return app;
}
