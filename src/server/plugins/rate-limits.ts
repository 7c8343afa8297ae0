import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { msg } from "../../shared/i18n/msg.js";
import type { RateLimitRule } from "../config.js";
import { TooManyRequestsError } from "../errors.js";
import { translate } from "../i18n.js";

/**
 * What a person reads on the form after too many attempts from their address (minutes past two),
 * as a catalog message and its values, for the error handler to say in the request's language.
 */
export function tooManyAttempts(seconds: number): { message: string; values: Record<string, number> } {
  const wait = Math.max(1, seconds);
  if (wait >= 120)
    return {
      message: msg("Too many attempts, try again in {minutes} minutes"),
      values: { minutes: Math.ceil(wait / 60) },
    };
  return {
    message: msg("Too many attempts, try again in {seconds, plural, one {# second} other {# seconds}}"),
    values: { seconds: wait },
  };
}

/** A refusal for too many attempts: 429, Retry-After and the message in the request's language. */
export const tooManyAttemptsError = (seconds: number) => {
  const { message, values } = tooManyAttempts(seconds);
  return new TooManyRequestsError(message, seconds, values);
};

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
      errorResponseBuilder: (request, context) => {
        const { message, values } = tooManyAttempts(Math.ceil(context.ttl / 1000));
        return { statusCode: 429, error: "Too Many Requests", message: translate(request.locale, message, values) };
      },
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
