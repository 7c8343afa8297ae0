import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { API_KEY_HEADER } from "../../shared/contracts/api-docs.js";
import type { ApiKeyScope } from "../../shared/contracts/api-keys.js";
import type { RateLimitRule } from "../config.js";
import { FeatureRequiredError, HttpError, TooManyRequestsError } from "../errors.js";
import type { ApiKeyCaller } from "../features/api-keys/service.js";
import { requireFeature } from "./access.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The API key a public API or MCP request was made with (only in the scope of `apiKeyAuth`). */
    apiKey: { id: number; scopes: ApiKeyScope[] } | null;
  }
}

export const apiKeyAuthMessages = {
  missing: `An API key is required: send it in the ${API_KEY_HEADER} header or as Authorization: Bearer <key>`,
  invalid: "Invalid API key",
  inQuery: `API keys are not accepted in the URL, where logs and histories keep them: send the key in the ${API_KEY_HEADER} header`,
  restricted:
    "Your plan does not include API access. Upgrade to a premium plan to use your API keys again; they are kept as they are.",
  scope: (scope: ApiKeyScope) => `This API key does not have the '${scope}' permission`,
} as const;

/** Query parameters that look like a key: refused outright, never read. */
const KEY_QUERY_NAMES = new Set(["api_key", "apikey", "api-key", "key", "access_token", "token", "x-api-key"]);

const unauthorized = (message: string) => new HttpError(401, message, undefined, "Unauthorized");

/** The key from `X-Api-Key` or `Authorization: Bearer`; never from a cookie or the URL. */
function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers["x-api-key"];
  if (typeof header === "string" && header.trim() !== "") return header.trim();
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return bearer?.[1] ?? null;
}

function keyInQuery(request: FastifyRequest): boolean {
  const query = request.url.indexOf("?");
  if (query === -1) return false;
  for (const name of new URLSearchParams(request.url.slice(query + 1)).keys()) {
    if (KEY_QUERY_NAMES.has(name.toLowerCase())) return true;
  }
  return false;
}

export interface ApiKeyAuthOptions {
  authenticate: (presented: string) => Promise<ApiKeyCaller | null>;
  rateLimit: RateLimitRule;
}

/** The current IETF draft's headers (draft-ietf-httpapi-ratelimit-headers) beside the common x- ones. */
function rateLimitHeaders(reply: FastifyReply, rule: RateLimitRule, remaining: number, resetSeconds: number) {
  const windowSeconds = Math.round(rule.timeWindowMs / 1000);
  reply.header("x-ratelimit-limit", rule.max);
  reply.header("x-ratelimit-remaining", remaining);
  reply.header("x-ratelimit-reset", resetSeconds);
  reply.header("ratelimit-policy", `"per-key";q=${rule.max};w=${windowSeconds}`);
  reply.header("ratelimit", `"per-key";r=${remaining};t=${resetSeconds}`);
}

/**
 * Identity for the public API and MCP: an API key, checked on every request of the scope this
 * plugin is registered in (app.ts: /api/v1 and /mcp; no other route sees the hook). A session
 * cookie opens nothing there (no session plugin runs in that scope, and request.user is set from
 * the key's owner alone), so those routes need no CSRF defence: no browser sends a key by itself.
 * Then the owner's plan (the same `requireFeature` gate as the app's, answered 403 'Access
 * Restricted' here) and one rate-limit budget per key shared by every route of the scope (429 with
 * Retry-After, never 401). Each route names the scope its key needs with `requireScope`.
 */
export const apiKeyAuth = fp<ApiKeyAuthOptions>(
  async (app, { authenticate, rateLimit }) => {
    const limiter = app.createRateLimit({
      max: rateLimit.max,
      timeWindow: rateLimit.timeWindowMs,
      keyGenerator: (request) => `api-key:${request.apiKey?.id ?? request.ip}`,
    });
    app.decorateRequest("apiKey", null);

    app.addHook("onRequest", async (request, reply) => {
      request.user = null;
      request.apiKey = null;
      if (keyInQuery(request)) throw unauthorized(apiKeyAuthMessages.inQuery);
      const presented = presentedKey(request);
      if (!presented) throw unauthorized(apiKeyAuthMessages.missing);
      const caller = presented.length <= 200 ? await authenticate(presented) : null;
      if (!caller) throw unauthorized(apiKeyAuthMessages.invalid);
      request.user = caller.user;
      request.apiKey = { id: caller.keyId, scopes: caller.scopes };

      try {
        requireFeature(request, "api-access");
      } catch (error) {
        if (!(error instanceof FeatureRequiredError)) throw error;
        throw new HttpError(403, apiKeyAuthMessages.restricted, undefined, "Access Restricted");
      }

      const limit = await limiter(request);
      if (!limit.isAllowed) {
        rateLimitHeaders(reply, rateLimit, limit.remaining, limit.ttlInSeconds);
        if (limit.isExceeded) {
          const window = Math.round(rateLimit.timeWindowMs / 1000);
          throw new TooManyRequestsError(
            `Rate limit of ${rateLimit.max} requests per ${window} seconds reached. Please try again in ${limit.ttlInSeconds} seconds.`,
            Math.max(1, limit.ttlInSeconds),
          );
        }
      }
    });
  },
  { name: "api-key-auth", dependencies: ["access", "@fastify/rate-limit"] },
);

/**
 * A route's own check, after the key's (a route hook runs after its scope's): the key must have
 * `scope`, or the answer is 403 naming it.
 */
export function requireScope(scope: ApiKeyScope): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.apiKey?.scopes.includes(scope)) {
      throw new HttpError(403, apiKeyAuthMessages.scope(scope), undefined, "Forbidden");
    }
  };
}
