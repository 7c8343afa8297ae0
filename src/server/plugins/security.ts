import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { msg } from "../../shared/i18n/msg.js";
import { forbidden } from "../errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const GOOGLE_ACCOUNTS = "https://accounts.google.com";

/** The origin that sent a request, from Origin or, failing that, Referer. */
function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  if (origin === "null") return "null";
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/** Scheme and host both: `https://host` is not the origin of a server reached as `http://host`. */
function sameOrigin(origin: string, request: FastifyRequest): boolean {
  const host = request.headers.host;
  try {
    const url = new URL(origin);
    return host !== undefined && url.host === host && url.protocol === `${request.protocol}:`;
  } catch {
    return false;
  }
}

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", GOOGLE_ACCOUNTS],
      styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_ACCOUNTS],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", GOOGLE_ACCOUNTS],
      frameSrc: [GOOGLE_ACCOUNTS],
      workerSrc: ["'self'", "blob:"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Google's sign-in popup talks back to the opener.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
};

/**
 * Helmet's headers never change between requests, so they are computed once at start: letting the
 * middleware rebuild the CSP string on every request measurably cost throughput in bench/.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Every answer's security headers, and the same-origin rule for writes, on every route. */
export const security = fp<{ trustedOrigins: string[] }>(
  async (app, { trustedOrigins }) => {
    const headers = securityHeaders();
    app.addHook("onRequest", async (_request, reply) => {
      reply.headers(headers);
    });

    // CSRF defence in depth besides SameSite=Lax: a browser always names the origin of a
    // cross-site write, so a write whose origin is another site is refused. Non-browser clients
    // (curl, API keys) send no Origin and are judged by their credentials alone.
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = requestOrigin(request);
      if (origin === null) return;
      if (sameOrigin(origin, request) || trustedOrigins.includes(origin)) return;
      throw forbidden(msg("Cross-origin request refused"));
    });
  },
  { name: "security" },
);
