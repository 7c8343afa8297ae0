import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { accountRoutes } from "./features/account/routes.js";
import { adminRoutes, type RestartControl } from "./features/admin/routes.js";
import { adminAccessRoutes } from "./features/admin-access/routes.js";
import { aiRoutes } from "./features/ai/routes.js";
import { apiKeyRoutes } from "./features/api-keys/routes.js";
import { presentUser } from "./features/auth/present.js";
import { authRoutes } from "./features/auth/routes.js";
import { backupsPlugin } from "./features/backups/plugin.js";
import { contactRoutes } from "./features/contact/routes.js";
import { dashboardRoutes } from "./features/dashboard/routes.js";
import { expenditureRoutes } from "./features/expenditure/routes.js";
import { exportRoutes } from "./features/export/routes.js";
import { foodRoutes } from "./features/foods/routes.js";
import { goalRoutes } from "./features/goals/routes.js";
import { healthRoutes } from "./features/health/routes.js";
import { importRoutes } from "./features/imports/routes.js";
import { languageRoutes } from "./features/language/routes.js";
import { mcpRoutes } from "./features/mcp/routes.js";
import { mealRoutes } from "./features/meals/routes.js";
import { measurementRoutes } from "./features/measurements/routes.js";
import { metricsRoutes } from "./features/metrics/routes.js";
import { nutrientRoutes } from "./features/nutrients/routes.js";
import { localPaymentRoutes } from "./features/payments/local-routes.js";
import { paymentRoutes } from "./features/payments/routes.js";
import { stripeWebhookRoutes } from "./features/payments/webhook-routes.js";
import { profileRoutes } from "./features/profile/routes.js";
import { apiDocsRoutes } from "./features/public-api/docs-routes.js";
import { publicImportRoutes } from "./features/public-api/import-routes.js";
import { openApi } from "./features/public-api/openapi.js";
import { PUBLIC_API_PREFIX } from "./features/public-api/operation.js";
import { publicApiRoutes } from "./features/public-api/routes.js";
import { trendRoutes } from "./features/trends/routes.js";
import { trialRoutes } from "./features/trial/routes.js";
import { weightRoutes } from "./features/weights/routes.js";
import { createAiProvider } from "./integrations/ai/index.js";
import type { AiProvider } from "./integrations/ai/provider.js";
import type { PaymentsNotifier } from "./integrations/payments/index.js";
import { access, accessStatus, requestTimeZone } from "./plugins/access.js";
import { apiKeyAuth } from "./plugins/api-key-auth.js";
import { backgroundJobs as jobs } from "./plugins/background-jobs.js";
import { clock } from "./plugins/clock.js";
import { compression } from "./plugins/compression.js";
import { errorHandling } from "./plugins/errors.js";
import { requestLocale } from "./plugins/locale.js";
import { createRequestMetrics, requestMetrics } from "./plugins/metrics.js";
import { pageData } from "./plugins/page-data.js";
import { pageRedirect } from "./plugins/page-guard.js";
import { rateLimits } from "./plugins/rate-limits.js";
import { connectRedis } from "./plugins/redis.js";
import { requestIdHeader, requestIdOf } from "./plugins/request-id.js";
import { security } from "./plugins/security.js";
import { routeContracts } from "./plugins/serializer.js";
import { session } from "./plugins/session.js";
import { textGuard } from "./plugins/text-guard.js";
import { registerWebApp } from "./plugins/web-app.js";
import { createServices, type Services } from "./services.js";

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
  /** The mail sender loop, the trial-notice job and the daily backup (main.ts turns them on; tests drive them by hand). */
  backgroundJobs?: boolean;
  /** The app's one clock: trial, grace, plan and key expiry, a meal's allowed dates, today, mail; tests move it. */
  now?: () => Date;
  /** Told when a payment succeeds; by default a receipt through the mail outbox. */
  paymentsNotifier?: PaymentsNotifier;
}

/**
 * The whole HTTP application; main.ts and the tests both build it here. A list: the plugins every
 * route shares, the services (services.ts), then each feature as a plugin in the scope of its
 * identity: the web app's routes and pages behind the session cookie, /api/v1 and /mcp behind an
 * API key, and the few routes that need neither.
 */
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
    // The balancer's X-Request-ID, or a UUID (plugins/request-id.ts); logged as reqId on every line.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const requestCounts = createRequestMetrics();
  if (onRoute) app.addHook("onRoute", onRoute);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, (message) => app.log.warn(message)) : undefined;
  // quit() waits for Redis to acknowledge; one that is unreachable is simply dropped.
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));

  // What every route shares: the request id (on the answer and every log line) and the request
  // metrics, the clock, the zod contracts, error answers, security headers and the same-origin rule
  // for writes, rate limits, compression, the OpenAPI document (before any route: it learns them as
  // they are declared), request.user with the userId rule, and the NUL rule.
  await app.register(requestIdHeader);
  await app.register(requestMetrics, { metrics: requestCounts });
  await app.register(clock, { now, paymentsProvider: config.payments.provider });
  await app.register(routeContracts);
  await app.register(requestLocale);
  await app.register(errorHandling);
  await app.register(security, { trustedOrigins: config.trustedOrigins });
  await app.register(rateLimits, { redis });
  await app.register(compression);
  await app.register(openApi);
  await app.register(access);
  await app.register(textGuard);

  const s = createServices({
    config,
    database,
    now,
    log: app.log,
    redis,
    aiProvider: aiProvider ?? (await createAiProvider(config.aiProvider)),
    paymentsNotifier,
    status: { databaseKind, restartMode: restart.mode, appStartedAt },
    requestCounts,
  });
  await app.register(jobs, { jobs: [s.mail, s.trialNotices], run: backgroundJobs && s.mail.configured });

  // No identity: liveness and readiness, Stripe's webhook (its signature is its proof).
  await app.register(healthRoutes, { pool: database.pool });
  await app.register(stripeWebhookRoutes, { stripe: s.providers.stripe });

  // The web app: its API and its pages, the person asking known by the session cookie.
  await app.register(async function webApp(web) {
    await web.register(session, { auth: s.auth, secureCookies: config.env === "production" });
    const { auth: authLimit, ai: aiLimit, contact: contactLimit } = config.rateLimits;
    await web.register(authRoutes, {
      auth: s.auth,
      repo: s.users,
      google: s.google,
      authRateLimit: authLimit,
      trial: s.trial,
      secureCookies: config.env === "production",
    });
    await web.register(languageRoutes, { users: s.users, secureCookies: config.env === "production" });
    await web.register(trialRoutes, { trial: s.trial, rateLimit: authLimit });
    await web.register(adminAccessRoutes, {
      repo: s.users,
      adminAccessCode: config.adminAccessCode,
      wrongCodeLimit: config.rateLimits.adminAccess,
      wrongCodes: s.adminCodeAttempts,
      developmentShortcut: config.adminLoginShortcut,
    });
    await web.register(mealRoutes, { meals: s.meals });
    await web.register(goalRoutes, { goals: s.goals });
    await web.register(profileRoutes, { profiles: s.profiles });
    await web.register(weightRoutes, { weights: s.weights });
    await web.register(measurementRoutes, { measurements: s.measurements });
    await web.register(expenditureRoutes, { expenditure: s.expenditure });
    await web.register(dashboardRoutes, { dashboard: s.dashboard });
    await web.register(trendRoutes, { trends: s.trends });
    await web.register(nutrientRoutes, { nutrients: s.nutrients });
    await web.register(foodRoutes, { foods: s.foods });
    await web.register(aiRoutes, { ai: s.ai, rateLimit: aiLimit });
    await web.register(exportRoutes, { exporter: s.exporter });
    await web.register(importRoutes, { imports: s.imports });
    await web.register(contactRoutes, { contact: s.contact, rateLimit: contactLimit });
    await web.register(adminRoutes, { admin: s.admin, status: s.adminStatus, restart });
    await web.register(backupsPlugin, { config, database, backgroundJobs });
    await web.register(metricsRoutes, { metrics: s.metrics, token: config.metricsToken });
    await web.register(apiKeyRoutes, { keys: s.apiKeys });
    await web.register(apiDocsRoutes, { rateLimit: config.apiRateLimit });
    await web.register(paymentRoutes, { payments: s.payments, repo: s.paymentsRepo, config: config.payments });
    await web.register(localPaymentRoutes, { local: s.providers.local });
    await web.register(accountRoutes, { repo: s.accounts, payments: s.providers.active, rateLimit: authLimit });
    if (serveWeb) await registerWebApp(web, config.webDistDir, webAppState(app, s));
  });

  // The public API and MCP, on the same services: the caller known by an API key, whose one
  // rate-limit budget both share.
  await app.register(async function keyedApi(api) {
    await api.register(apiKeyAuth, {
      authenticate: (key) => s.apiKeys.authenticate(key),
      rateLimit: config.apiRateLimit,
    });
    await api.register(publicApiRoutes, { operations: s.publicApi, prefix: PUBLIC_API_PREFIX });
    await api.register(publicImportRoutes, { imports: s.imports, prefix: PUBLIC_API_PREFIX });
    await api.register(mcpRoutes, { operations: s.publicApi, version: "1.0.0" });
  });
  return app;
}

/**
 * What the server knows when it renders a page (plugins/web-app.ts): where the route guard sends a
 * page request first, the payments configuration every page shows, and the person asking as
 * /api/session and /api/trial-status present them, with the page's first answers (page-data.ts).
 */
function webAppState(app: FastifyInstance, s: Services) {
  return {
    redirectFor: pageRedirect,
    publicState: async () => ({ paymentsConfig: await s.payments.config() }),
    sessionState: async (request: Parameters<typeof pageRedirect>[0], pathname: string) => {
      if (!request.user) return { user: null };
      return {
        user: presentUser(request.user, app.now(), s.accessPolicy),
        trialStatus: accessStatus(app, request.user),
        pageData: await pageData(app, request, pathname, requestTimeZone(request, request.user), app.now()),
      };
    },
  };
}
