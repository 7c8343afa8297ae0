import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
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

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function registerSecurity(app: FastifyInstance, trustedOrigins: string[]): Promise<void> {
  await app.register(helmet, {
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
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  });

  // CSRF defence in depth besides SameSite=Lax: a browser always names the origin of a
  // cross-site write, so a write whose origin is another site is refused. Non-browser clients
  // (curl, API keys) send no Origin and are judged by their credentials alone.
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = requestOrigin(request);
    if (origin === null) return;
    if (sameHost(origin, request.headers.host) || trustedOrigins.includes(origin)) return;
    throw forbidden("Cross-origin request refused");
  });
}
