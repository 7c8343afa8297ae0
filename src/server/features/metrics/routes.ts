import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { errorSchema } from "../../../shared/contracts/common.js";
import { msg } from "../../../shared/i18n/msg.js";
import { unauthorized } from "../../errors.js";
import { feature } from "../../plugins/feature.js";
import type { MetricsService } from "./service.js";

export const metricsMessages = {
  unauthorized: msg("Metrics need the METRICS_TOKEN as a Bearer token, or an admin's session"),
} as const;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The Bearer token matches METRICS_TOKEN; compared as digests, in constant time. */
function bearerMatches(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== "string") return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics, Prometheus' text format: for a scraper with METRICS_TOKEN, or an admin signed in
 * (the session plugin read the cookie). Anyone else gets 401, told how to authenticate.
 */
export const metricsRoutes = feature(
  "metrics",
  ["session"],
  async (app, { metrics, token }: { metrics: MetricsService; token: string | null }) => {
    app.get("/metrics", { schema: { response: { 401: errorSchema } } }, async (request, reply) => {
      if (!bearerMatches(request, token) && !request.user?.isAdmin) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw unauthorized(metricsMessages.unauthorized);
      }
      return reply
        .header("cache-control", "no-store")
        .type(metrics.contentType)
        .send(await metrics.text());
    });
  },
);
