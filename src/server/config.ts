import os from "node:os";
import path from "node:path";

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
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
  google: { firebaseProjectId?: string; googleClientId?: string; jwksUrl?: string };
  /** Origins allowed to send state-changing requests besides the request's own host. */
  trustedOrigins: string[];
  webDistDir: string;
  rateLimits: { auth: RateLimitRule; adminAccess: RateLimitRule; ai: RateLimitRule };
  /** `builtin` (offline, the default) or `openai` (any OpenAI-compatible endpoint, see AI_* variables). */
  aiProvider: "builtin" | "openai";
  shutdownTimeoutMs: number;
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
    },
    aiProvider: env.AI_PROVIDER === "openai" ? "openai" : "builtin",
    shutdownTimeoutMs: 10_000,
  };
}
