import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { TrialStatus } from "../../shared/contracts/auth.js";
import type { PaymentProvider } from "../../shared/contracts/payments.js";
import { canonicalTimeZone } from "../../shared/domain/local-day.js";
import type { Feature } from "../../shared/domain/plans.js";
import { hasFeature } from "../../shared/domain/plans.js";
import { type AccessPolicy, computeTrialStatus } from "../../shared/domain/trial.js";
import type { UserRow } from "../db/schema/index.js";
import { badRequest, FeatureRequiredError, forbidden, unauthorized } from "../errors.js";
import { trialSubject } from "../features/auth/present.js";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Who is asking: set by the session cookie in the web app (plugins/session.ts) or by the API
     * key on /api/v1 and /mcp (plugins/api-key-auth.ts), never by anything else the client sends;
     * null for a guest.
     */
    user: UserRow | null;
  }
}

/**
 * The signed-in user, or a 401 with the spec's text. Identity is the session's (plugins/session.ts)
 * or, on /api/v1 and /mcp, the API key's (plugins/api-key-auth.ts), never a `userId` the client
 * sends (see `access` below).
 */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

const USER_ID = /^\d{1,9}$/;

/** The `userId` values a request claims, in its query string and in its JSON body. */
function claimedUserIds(request: FastifyRequest): unknown[] {
  const claims: unknown[] = [];
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  for (const source of [query, body]) {
    if (!source || typeof source !== "object" || Array.isArray(source) || Buffer.isBuffer(source)) continue;
    const value = source.userId;
    if (Array.isArray(value)) claims.push(...value);
    else if (value !== undefined && value !== null) claims.push(value);
  }
  return claims;
}

/**
 * `request.user` for every route, and one rule for every route alike: older clients still send a
 * `userId` (spec core 7) in the query or the body. It is never used as identity; it is refused when
 * it names anyone but the signed-in caller, so a query and a body are judged alike. Guests are left
 * to the route (401, or a public answer).
 */
export const access = fp(
  async (app) => {
    app.decorateRequest("user", null);
    app.addHook("preValidation", async (request) => {
      if (!request.user) return;
      for (const claim of claimedUserIds(request)) {
        const text = typeof claim === "number" ? String(claim) : claim;
        if (typeof text !== "string" || !USER_ID.test(text))
          throw badRequest("Invalid userId", { userId: "Invalid userId" });
        if (Number(text) !== request.user.id) throw forbidden();
      }
    });
  },
  { name: "access", dependencies: ["clock"] },
);

/** The spec's texts for a signed-in user who is not an admin (commercial 5 and 8). */
export const adminDeniedMessage = "You don't have permission to access the admin dashboard.";

/** The signed-in caller, if the stored row says admin (never a name or a client flag); else 403. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(adminDeniedMessage);
  return user;
}

/** The zone a request's days are counted in: a valid X-Time-Zone header, else the user's stored zone. */
export function requestTimeZone(request: FastifyRequest, user: UserRow): string {
  const header = request.headers["x-time-zone"];
  const fromHeader = typeof header === "string" ? canonicalTimeZone(header) : null;
  return fromHeader ?? canonicalTimeZone(user.timeZone) ?? "UTC";
}

/** What decides access besides the user row: with billing off, everyone has every paid feature. */
export function accessPolicy(app: FastifyInstance): AccessPolicy {
  return accessPolicyFor(app.paymentsProvider);
}

export function accessPolicyFor(paymentsProvider: PaymentProvider): AccessPolicy {
  return { billingOff: paymentsProvider === "off" };
}

/**
 * The one answer to "what may this user use now": the trial-status route, the user as presented,
 * `requireFeature` and the page guard all ask here, at the app's clock.
 */
export function accessStatus(app: FastifyInstance, user: UserRow): TrialStatus {
  return computeTrialStatus(trialSubject(user), app.now(), accessPolicy(app));
}

/**
 * The signed-in caller, whose plan (trial or its grace while they last, a paid plan, admin, or
 * billing off) includes `feature`; else 402 with the feature's name.
 */
export function requireFeature(request: FastifyRequest, feature: Feature): UserRow {
  const user = requireUser(request);
  const status = accessStatus(request.server, user);
  if (!hasFeature(status.subscriptionPlan, status.trialActive || status.graceActive, feature)) {
    throw new FeatureRequiredError(feature);
  }
  return user;
}
