import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { accountRepository } from "./features/account/repository.js";
import { adminRepository } from "./features/admin/repository.js";
import { adminService } from "./features/admin/service.js";
import { type RestartMode, serverStatus } from "./features/admin/status.js";
import { bodyContextSource } from "./features/ai/body-context.js";
import { aiRepository } from "./features/ai/repository.js";
import { aiService } from "./features/ai/service.js";
import { apiKeysRepository } from "./features/api-keys/repository.js";
import { apiKeysService } from "./features/api-keys/service.js";
import { loginBrake } from "./features/auth/login-brake.js";
import { authRepository } from "./features/auth/repository.js";
import { authService } from "./features/auth/service.js";
import { contactRepository } from "./features/contact/repository.js";
import { contactService } from "./features/contact/service.js";
import { dashboardRepository } from "./features/dashboard/repository.js";
import { dashboardService } from "./features/dashboard/service.js";
import { expenditureRepository } from "./features/expenditure/repository.js";
import { expenditureService } from "./features/expenditure/service.js";
import { exportRepository } from "./features/export/repository.js";
import { exportService } from "./features/export/service.js";
import { foodsRepository } from "./features/foods/repository.js";
import { foodsService } from "./features/foods/service.js";
import { goalsRepository } from "./features/goals/repository.js";
import { goalsService } from "./features/goals/service.js";
import { importFiles } from "./features/imports/files.js";
import { readImportIsolated } from "./features/imports/read/isolated.js";
import { importsRepository } from "./features/imports/repository.js";
import { importsService } from "./features/imports/service.js";
import { importStoreRepository } from "./features/imports/store-repository.js";
import { mealsRepository } from "./features/meals/repository.js";
import { mealsService } from "./features/meals/service.js";
import { measurementsRepository } from "./features/measurements/repository.js";
import { measurementsService } from "./features/measurements/service.js";
import { metricsRepository } from "./features/metrics/repository.js";
import { metricsService } from "./features/metrics/service.js";
import { nutrientsRepository } from "./features/nutrients/repository.js";
import { nutrientsService } from "./features/nutrients/service.js";
import { paymentsRepository } from "./features/payments/repository.js";
import { paymentsService } from "./features/payments/service.js";
import { profileRepository } from "./features/profile/repository.js";
import { profileService } from "./features/profile/service.js";
import { publicApiOperations } from "./features/public-api/operations.js";
import { trendsRepository } from "./features/trends/repository.js";
import { trendsService } from "./features/trends/service.js";
import { trialClaimsRepository } from "./features/trial/repository.js";
import { trialService } from "./features/trial/service.js";
import { trialNoticeJob } from "./features/trial-notices/job.js";
import { trialNoticesRepository } from "./features/trial-notices/repository.js";
import { weightsRepository } from "./features/weights/repository.js";
import { weightsService } from "./features/weights/service.js";
import type { AiProvider } from "./integrations/ai/provider.js";
import { openFoodFactsLookup } from "./integrations/food-facts/open-food-facts.js";
import {
  createGoogleTokenVerifier,
  googleVerifierConfigFromEnv,
} from "./integrations/identity/google-token-verifier.js";
import { createMail } from "./integrations/mail/index.js";
import { createPaymentsProviders, type PaymentsNotifier, receiptNotifier } from "./integrations/payments/index.js";
import { accessPolicyFor } from "./plugins/access.js";
import { attemptCounter } from "./plugins/attempt-counter.js";
import type { RequestMetrics } from "./plugins/metrics.js";

/** What the services are built from: the app's configuration and the outside world it talks to. */
export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  /** The app's clock (buildApp's `now`). */
  now: () => Date;
  log: FastifyBaseLogger;
  redis: Redis | undefined;
  aiProvider: AiProvider;
  paymentsNotifier: PaymentsNotifier | undefined;
  /** For the admin's status card. */
  status: { databaseKind: "embedded" | "external"; restartMode: RestartMode; appStartedAt: Date };
  /** The app's request counts (plugins/metrics.ts), for /metrics and the status card. */
  requestCounts: RequestMetrics;
}

/** Google sign-in, when a Firebase project or a Google client id is configured. */
function googleSignIn(config: Config) {
  const google = googleVerifierConfigFromEnv({
    FIREBASE_PROJECT_ID: config.google.firebaseProjectId,
    GOOGLE_CLIENT_ID: config.google.googleClientId,
    GOOGLE_JWKS_URL: config.google.jwksUrl,
  });
  return google ? { verifier: createGoogleTokenVerifier(google), clientId: google.audience } : null;
}

/**
 * Every repository and service of the app, each built once, in one place: who needs what is read
 * here, top to bottom, and checked by the compiler. The feature plugins (app.ts) get the services
 * they answer with as their options. One instance of each matters: the meals repository batches
 * the inserts of every caller, the foods repository keeps the catalog's caches.
 */
export function createServices({
  config,
  database,
  now,
  log,
  redis,
  aiProvider,
  paymentsNotifier,
  status,
  requestCounts,
}: ServiceDeps) {
  const { db } = database;
  // Outgoing mail, all of it through the outbox (contact messages, trial notices, receipts).
  const mail = createMail({ db, config: config.mail, log, now });

  // Accounts, sessions, the trial, Google sign-in and the admin code.
  const users = authRepository(db);
  const auth = authService(users, loginBrake(redis, config.loginLimits), now);
  const trial = trialService(trialClaimsRepository(db), config.payments.trialsPerAddress, now);
  const adminCodeAttempts = attemptCounter(redis, "macrowise-admin-code:", config.rateLimits.adminAccess.timeWindowMs);

  // Tracking, shared by the web app, /api/v1, MCP and the assistant.
  const repos = {
    meals: mealsRepository(db),
    goals: goalsRepository(db),
    profiles: profileRepository(db),
    trends: trendsRepository(db),
    foods: foodsRepository(db),
  };
  const barcodeLookup = config.openFoodFactsUrl ? openFoodFactsLookup(config.openFoodFactsUrl) : null;
  const foods = foodsService({ repo: repos.foods, barcodeLookup });
  const meals = mealsService({ repo: repos.meals, foods, clock: now });
  const goals = goalsService(repos.goals, now);
  const profiles = profileService(repos.profiles);
  // Issue 26: the body (weigh-ins, measurements).
  const weights = weightsService(weightsRepository(db), repos.profiles, now);
  const measurements = measurementsService(measurementsRepository(db), now);
  const expenditure = expenditureService(expenditureRepository(db), goals, now);
  const trends = trendsService(repos.trends, now);
  const dashboard = dashboardService(dashboardRepository(db), now);
  const nutrients = nutrientsService({ nutrients: nutrientsRepository(db) }, now);
  // The assistant reads the body (issue 26) through the same services as the body screens.
  const body = bodyContextSource({ expenditure, weights, profiles: repos.profiles });
  const ai = aiService({
    provider: aiProvider,
    repo: aiRepository(db),
    sources: { ...repos, body },
    foods: repos.foods,
  });
  const accessPolicy = accessPolicyFor(config.payments.provider);
  // Imports (issue 27): uploads wait in DATA_DIR/imports between their preview and confirmation.
  const imports = importsService({
    repo: importsRepository(db),
    store: importStoreRepository(db),
    files: importFiles(path.join(config.dataDir, "imports")),
    // In a worker thread with its own bounded heap: a 1 GB export.xml never blocks or bloats the server.
    read: readImportIsolated,
    log,
    now,
  });
  const exporter = exportService({ repo: exportRepository(db), accessPolicy }, now);

  // The public API: keys, and the operations /api/v1 and MCP share.
  const apiKeys = apiKeysService(apiKeysRepository(db), now);
  const publicApi = publicApiOperations({
    meals,
    goals,
    profiles,
    dashboard,
    trends,
    foods,
    weights,
    measurements,
    expenditure,
    clock: now,
  });

  // Payments: plans, checkout, fulfilment, the Stripe mode; account deletion ends subscriptions first.
  const { stripe } = config.payments;
  const onlyLiveKeys = !stripe.keys.test.secretKey && !!stripe.keys.production.secretKey;
  const paymentsRepo = paymentsRepository(db, onlyLiveKeys ? "production" : "test");
  const providers = createPaymentsProviders({
    config: config.payments,
    store: paymentsRepo,
    notifier: paymentsNotifier ?? receiptNotifier(mail, now, log),
    now,
    log,
  });
  const payments = paymentsService({ providers, repo: paymentsRepo, config: config.payments, now });

  // The contact form, admin and the trial-ending notice.
  const contact = contactService(contactRepository(db), mail);
  const adminRepo = adminRepository(db);
  const admin = adminService(adminRepo);
  const metrics = metricsService({
    requests: requestCounts,
    pool: database.pool,
    repo: metricsRepository(db),
    mail,
    now,
  });
  const adminStatus = () => serverStatus({ repo: adminRepo, mail, redis, metrics, ...status });
  const trialNotices = trialNoticeJob({ repo: trialNoticesRepository(db), mail, log, now });

  return {
    mail,
    users,
    auth,
    trial,
    google: googleSignIn(config),
    adminCodeAttempts,
    meals,
    goals,
    profiles,
    weights,
    measurements,
    expenditure,
    trends,
    dashboard,
    nutrients,
    foods,
    ai,
    exporter,
    imports,
    apiKeys,
    publicApi,
    paymentsRepo,
    providers,
    payments,
    accounts: accountRepository(db),
    contact,
    admin,
    adminStatus,
    metrics,
    trialNotices,
    accessPolicy,
  };
}

export type Services = ReturnType<typeof createServices>;
