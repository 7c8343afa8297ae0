import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { RateLimitRule } from "../config.js";

/** What a person reads on the form after too many attempts from their address (minutes past two). */
export function tooManyAttemptsText(seconds: number): string {
  const wait = Math.max(1, seconds);
  if (wait >= 120) return `Too many attempts, try again in ${Math.ceil(wait / 60)} minutes`;
  return `Too many attempts, try again in ${wait} ${wait === 1 ? "second" : "seconds"}`;
}

/**
 * Registers the rate-limit plugin without a global limit; routes opt in with `rateLimitFor`.
 * With REDIS_URL the counters live in Redis, so several instances share one budget per client.
 */
export const rateLimits = fp<{ redis: Redis | undefined }>(
  async (app, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: "macrowise-rl:",
      // If Redis is unreachable, let the request through rather than locking everyone out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: "Too Many Requests",
        message: tooManyAttemptsText(Math.ceil(context.ttl / 1000)),
      }),
    });
  },
  { name: "rate-limits" },
);

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
