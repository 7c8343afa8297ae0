import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import type { RateLimitRule } from "../config.js";

/**
 * Registers the rate-limit plugin without a global limit; routes opt in with `rateLimitFor`.
 * With REDIS_URL the counters live in Redis, so several instances share one budget per client.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | null): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: "macrowise-rl:",
    // If Redis is unreachable, let the request through rather than locking everyone out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

export function rateLimitFor(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs } };
}

/** A limit per signed-in user (per address for guests), for costly routes such as the AI ones. */
export function perUserRateLimit(rule: RateLimitRule) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    },
  };
}
