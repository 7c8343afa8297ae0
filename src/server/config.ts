import os from "node:os";
import path from "node:path";
import { type PaymentProvider, paymentProviders, type StripeMode } from "../shared/contracts/payments.js";
import type { PaidPlanId } from "../shared/domain/prices.js";

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface StripeKeySet {
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
}

export interface PaymentsConfig {
  /** PAYMENTS_PROVIDER: `local` (built-in test checkout, the default), `stripe` or `off`. */
  provider: PaymentProvider;
  stripe: {
    keys: Record<StripeMode, StripeKeySet>;
    /** Lookup keys of the Stripe prices of each plan (STRIPE_PRICE_MONTHLY / STRIPE_PRICE_YEARLY). */
    priceLookupKeys: Record<PaidPlanId, string>;
    /** STRIPE_API_URL: talk to this host instead of api.stripe.com (tests, proxies). */
    apiUrl: string | null;
    timeoutMs: number;
    maxNetworkRetries: number;
  };
  /**
   * Free trials one address may start in 30 days (TRIALS_PER_ADDRESS). Null (the default): the
   * address is recorded but not counted, since mobile networks, homes and offices share addresses.
   */
  trialsPerAddress: number | null;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** External PostgreSQL; when absent the server runs an embedded cluster under dataDir/postgres. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * Connections per instance. PostgreSQL serves more with few busy backends than with many: the
   * default is twice the cores plus one (5 on two cores; bench/ measured 5 ahead of 10 and 20).
   */
  databasePoolMax: number;
  /** Open Food Facts base URL for barcode lookups; unset = offline, lookups say they are unavailable. */
  openFoodFactsUrl: string | null;
  adminAccessCode: string | null;
  /** The one-click `/api/dev/admin-login`: only with NODE_ENV=development set explicitly. */
  adminLoginShortcut: boolean;
  /** Behind a reverse proxy (TRUST_PROXY=1): client addresses and scheme come from X-Forwarded-*. */
  trustProxy: boolean;
  google: { firebaseProjectId?: string; googleClientId?: string; jwksUrl?: string };
  /** Origins allowed to send state-changing requests besides the request's own host. */
  trustedOrigins: string[];
  webDistDir: string;
  /** `auth`: registration, Google sign-in, the trial and account routes, per address (not password sign-in). */
  rateLimits: { auth: RateLimitRule; adminAccess: RateLimitRule; ai: RateLimitRule; contact: RateLimitRule };
  /**
   * Password sign-in per address (features/auth/login-brake.ts, beside its per-account brake): the
   * different names that may fail in 15 minutes, and the passwords checked in a minute.
   */
  loginLimits: { failedNames: RateLimitRule; checks: RateLimitRule };
  /** Outgoing mail (contact messages, trial notices, receipts); without `smtpUrl` mail is only stored. */
  mail: MailConfig;
  /**
   * What 'Restart Server' does: `in-process` closes everything and starts again inside this
   * process; `exit` closes everything and exits 0 for a supervisor (systemd, Docker) to start it.
   */
  restartMode: "in-process" | "exit";
  /** Requests per API key (public API and MCP together), per window. */
  apiRateLimit: RateLimitRule;
  /** `builtin` (offline, the default) or `openai` (any OpenAI-compatible endpoint, see AI_* variables). */
  aiProvider: "builtin" | "openai";
  payments: PaymentsConfig;
  /** Database backups (features/backups): the daily one, where they go and for how long. */
  backups: BackupConfig;
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: the Bearer token a Prometheus scraper sends to GET /metrics (an admin's session also works). */
  metricsToken: string | null;
}

export interface BackupConfig {
  /** The automatic daily backup (BACKUPS=off turns it off; an admin's 'Back up now' still works). */
  daily: boolean;
  /** BACKUP_DIR, by default DATA_DIR/backups. */
  dir: string;
  /** BACKUP_KEEP_DAYS: older backups are deleted, but never the newest one. */
  keepDays: number;
}

function loadBackupConfig(env: Env, dataDir: string): BackupConfig {
  const switched = (env.BACKUPS ?? "on").trim().toLowerCase();
  if (switched !== "on" && switched !== "off" && switched !== "") {
    throw new Error(`BACKUPS must be on or off, got "${env.BACKUPS}"`);
  }
  return {
    daily: switched !== "off",
    dir: path.resolve(blankToNull(env.BACKUP_DIR) ?? path.join(dataDir, "backups")),
    keepDays: positiveInt(env.BACKUP_KEEP_DAYS, 14, "BACKUP_KEEP_DAYS"),
  };
}

export interface MailConfig {
  /** e.g. smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string | null;
  /** The fixed sender of every message; a visitor's address only ever goes into Reply-To. */
  from: string;
  /** Where contact messages go, and the address the guide and contact pages show. */
  supportEmail: string | null;
}

type Env = Record<string, string | undefined>;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function blankToNull(value: string | undefined): string | null {
  return value && value.trim() !== "" ? value.trim() : null;
}

function smtpUrl(value: string | undefined): string | null {
  const url = blankToNull(value);
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("SMTP_URL must be a URL such as smtp://user:pass@host:587");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${parsed.protocol}"`);
  }
  return url;
}

function paymentsProvider(value: string | undefined): PaymentProvider {
  if (value === undefined || value.trim() === "") return "local";
  const provider = value.trim() as PaymentProvider;
  if (!paymentProviders.includes(provider)) {
    throw new Error(`PAYMENTS_PROVIDER must be one of ${paymentProviders.join(", ")}, got "${value}"`);
  }
  return provider;
}

function stripeKeys(env: Env, prefix: "STRIPE_TEST" | "STRIPE_LIVE"): StripeKeySet {
  return {
    secretKey: blankToNull(env[`${prefix}_SECRET_KEY`]),
    publishableKey: blankToNull(env[`${prefix}_PUBLISHABLE_KEY`]),
    webhookSecret: blankToNull(env[`${prefix}_WEBHOOK_SECRET`]),
  };
}

export function loadPaymentsConfig(env: Env = process.env): PaymentsConfig {
  const provider = paymentsProvider(env.PAYMENTS_PROVIDER);
  const keys = { test: stripeKeys(env, "STRIPE_TEST"), production: stripeKeys(env, "STRIPE_LIVE") };
  if (provider === "stripe" && !keys.test.secretKey && !keys.production.secretKey) {
    throw new Error("PAYMENTS_PROVIDER=stripe needs STRIPE_TEST_SECRET_KEY or STRIPE_LIVE_SECRET_KEY");
  }
  return {
    provider,
    stripe: {
      keys,
      priceLookupKeys: {
        "premium-monthly": blankToNull(env.STRIPE_PRICE_MONTHLY) ?? "premium-monthly",
        "premium-yearly": blankToNull(env.STRIPE_PRICE_YEARLY) ?? "premium-yearly",
      },
      apiUrl: blankToNull(env.STRIPE_API_URL),
      timeoutMs: positiveInt(env.STRIPE_TIMEOUT_MS, 10_000, "STRIPE_TIMEOUT_MS"),
      maxNetworkRetries: 1,
    },
    trialsPerAddress: blankToNull(env.TRIALS_PER_ADDRESS)
      ? positiveInt(env.TRIALS_PER_ADDRESS, 1, "TRIALS_PER_ADDRESS")
      : null,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === "production" || env.NODE_ENV === "test" ? env.NODE_ENV : "development";
  return {
    env: nodeEnv,
    port: positiveInt(env.PORT, 5000, "PORT"),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: blankToNull(env.DATABASE_URL),
    redisUrl: blankToNull(env.REDIS_URL),
    databasePoolMax: positiveInt(env.DATABASE_POOL_MAX, os.availableParallelism() * 2 + 1, "DATABASE_POOL_MAX"),
    openFoodFactsUrl: blankToNull(env.OPEN_FOOD_FACTS_URL),
    adminAccessCode: blankToNull(env.ADMIN_ACCESS_CODE),
    adminLoginShortcut: env.NODE_ENV === "development",
    trustProxy: env.TRUST_PROXY === "1",
    google: {
      firebaseProjectId: blankToNull(env.FIREBASE_PROJECT_ID) ?? undefined,
      googleClientId: blankToNull(env.GOOGLE_CLIENT_ID) ?? undefined,
      jwksUrl: blankToNull(env.GOOGLE_JWKS_URL) ?? undefined,
    },
    trustedOrigins: (env.TRUSTED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? "dist/web"),
    rateLimits: {
      auth: { max: positiveInt(env.AUTH_RATE_LIMIT_MAX, 10, "AUTH_RATE_LIMIT_MAX"), timeWindowMs: 60_000 },
      adminAccess: { max: 5, timeWindowMs: 15 * 60_000 },
      ai: { max: positiveInt(env.AI_RATE_LIMIT_MAX, 30, "AI_RATE_LIMIT_MAX"), timeWindowMs: 60_000 },
      contact: { max: positiveInt(env.CONTACT_RATE_LIMIT_MAX, 5, "CONTACT_RATE_LIMIT_MAX"), timeWindowMs: 60 * 60_000 },
    },
    loginLimits: {
      failedNames: {
        max: positiveInt(env.LOGIN_NAMES_PER_ADDRESS, 20, "LOGIN_NAMES_PER_ADDRESS"),
        timeWindowMs: 15 * 60_000,
      },
      checks: { max: positiveInt(env.LOGIN_RATE_LIMIT_MAX, 60, "LOGIN_RATE_LIMIT_MAX"), timeWindowMs: 60_000 },
    },
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: blankToNull(env.SMTP_FROM) ?? "Macrowise <noreply@macrowise.local>",
      supportEmail: blankToNull(env.SUPPORT_EMAIL),
    },
    restartMode: env.RESTART_MODE === "exit" ? "exit" : "in-process",
    apiRateLimit: { max: positiveInt(env.API_RATE_LIMIT_MAX, 60, "API_RATE_LIMIT_MAX"), timeWindowMs: 60_000 },
    aiProvider: env.AI_PROVIDER === "openai" ? "openai" : "builtin",
    payments: loadPaymentsConfig(env),
    backups: loadBackupConfig(env, path.resolve(env.DATA_DIR ?? "data")),
    shutdownTimeoutMs: 10_000,
    metricsToken: blankToNull(env.METRICS_TOKEN),
  };
}
