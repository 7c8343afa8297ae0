import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema/index.js";
import { unauthorized } from "../errors.js";
import type { AuthService } from "../features/auth/service.js";

export const SESSION_COOKIE = "macrowise_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null for guests. */
    user: UserRow | null;
  }
}

/** Identity comes from the session cookie and nothing else the client sends. */
export async function registerSession(app: FastifyInstance, auth: AuthService, secureCookies: boolean) {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    request.user = null;
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) request.user = await auth.resolveSession(token);
  });

  app.decorateReply("startSession", async function (this: FastifyReply, user: UserRow) {
    const request = this.request;
    const previous = request.cookies[SESSION_COOKIE];
    // A new token at every sign-in: a token planted before login is worthless after it.
    if (previous) await auth.endSession(previous);
    const { token, expiresAt } = await auth.startSession(user, contextOf(request));
    this.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      expires: expiresAt,
    });
    request.user = user;
  });

  app.decorateReply("endSession", async function (this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    if (token) await auth.endSession(token);
    this.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies });
    this.request.user = null;
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Drops this instance's cached sessions of a user whose row just changed (role, plan, zone). */
    forgetUser(userId: number): void;
  }
  interface FastifyReply {
    startSession(user: UserRow): Promise<void>;
    endSession(): Promise<void>;
  }
}

export function contextOf(request: FastifyRequest) {
  return { ipAddress: request.ip, userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null };
}

/** The signed-in user, or a 401 with the spec's text. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
