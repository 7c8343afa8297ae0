import type { FastifyRequest } from "fastify";
import { canonicalTimeZone } from "../../shared/domain/local-day.js";
import type { Feature } from "../../shared/domain/plans.js";
import { hasFeature } from "../../shared/domain/plans.js";
import { computeTrialStatus } from "../../shared/domain/trial.js";
import type { UserRow } from "../db/schema/index.js";
import { FeatureRequiredError, forbidden } from "../errors.js";
import { trialSubject } from "../features/auth/present.js";
import { requireUser } from "./session.js";

/**
 * The signed-in caller. Identity is the session's alone: a `userId` the client still sends (older
 * clients put it in the body or the query) must name the caller, or the request is refused.
 */
export function requireCaller(request: FastifyRequest, claimedUserId?: number | null): UserRow {
  const user = requireUser(request);
  if (claimedUserId !== undefined && claimedUserId !== null && claimedUserId !== user.id) throw forbidden();
  return user;
}

/** The zone a request's days are counted in: a valid X-Time-Zone header, else the user's stored zone. */
export function requestTimeZone(request: FastifyRequest, user: UserRow): string {
  const header = request.headers["x-time-zone"];
  const fromHeader = typeof header === "string" ? canonicalTimeZone(header) : null;
  return fromHeader ?? canonicalTimeZone(user.timeZone) ?? "UTC";
}

/** The signed-in caller, whose plan (trial while active, paid, or admin) includes `feature`; else 402. */
export function requireFeature(request: FastifyRequest, feature: Feature): UserRow {
  const user = requireUser(request);
  const status = computeTrialStatus(trialSubject(user), new Date());
  if (!hasFeature(status.subscriptionPlan, status.trialActive, feature)) throw new FeatureRequiredError(feature);
  return user;
}
