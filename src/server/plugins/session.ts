import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { UserRow } from "../db/schema/index.js";
import type { AuthService } from "../features/auth/service.js";

export const SESSION_COOKIE = "macrowise_session";

/**
 * The web app's identity: `request.user` from the session cookie and nothing else the client
 * sends, for the routes of the scope it is registered in (app.ts: the web app's API and pages, not
 * /api/v1 or /mcp, whose identity is an API key). The cookie's expiry follows the session's: sent
 * at sign-in, and again (same token) whenever a request slides it, so a person who uses the app
 * every day is never signed out.
 */
export const session = fp<{ auth: AuthService; secureCookies: boolean }>(
  async (app, { auth, secureCookies }) => {
    await app.register(cookie);
    const cookieOptions = (expires: Date) =>
      ({ path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies, expires }) as const;

    app.addHook("onRequest", async (request, reply) => {
      request.user = null;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const found = await auth.resolveSession(token);
      if (!found) return;
      request.user = found.user;
      if (found.renewedUntil) reply.setCookie(SESSION_COOKIE, token, cookieOptions(found.renewedUntil));
    });

    app.decorateReply("startSession", async function (this: FastifyReply, user: UserRow) {
      const request = this.request;
      const previous = request.cookies[SESSION_COOKIE];
      // A new token at every sign-in: a token planted before login is worthless after it.
      if (previous) await auth.endSession(previous);
      const { token, expiresAt } = await auth.startSession(user, contextOf(request));
      this.setCookie(SESSION_COOKIE, token, cookieOptions(expiresAt));
      request.user = user;
    });

    app.decorateReply("endSession", async function (this: FastifyReply) {
      const token = this.request.cookies[SESSION_COOKIE];
      if (token) await auth.endSession(token);
      this.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: secureCookies });
      this.request.user = null;
    });
  },
  { name: "session", dependencies: ["access"] },
);

declare module "fastify" {
  interface FastifyReply {
    startSession(user: UserRow): Promise<void>;
    endSession(): Promise<void>;
  }
}

export function contextOf(request: FastifyRequest) {
  return { ipAddress: request.ip, userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null };
}
