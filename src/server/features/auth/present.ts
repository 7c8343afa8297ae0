import type { User } from "../../../shared/contracts/auth.js";
import { type AccessPolicy, computeTrialStatus } from "../../../shared/domain/trial.js";
import type { UserRow } from "../../db/schema/index.js";

export function trialSubject(row: UserRow) {
  return {
    createdAt: row.createdAt,
    isAdmin: row.isAdmin,
    paidPlan: row.paidPlan,
    paidUntil: row.paidUntil,
    trialGranted: row.trialGranted,
  };
}

/** The user as the client sees it: never the password hash, Google subject or internal columns. */
export function presentUser(row: UserRow, now = new Date(), policy: AccessPolicy = {}): User {
  const trial = computeTrialStatus(trialSubject(row), now, policy);
  const isAdmin = row.isAdmin;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    gender: row.gender,
    isAdmin,
    is_admin: isAdmin,
    isPremium: trial.isPremium,
    trialActive: trial.trialActive,
    hasActiveSubscription: trial.isPremium,
    subscriptionPlan: trial.subscriptionPlan,
    demoMode: false,
    createdAt: row.createdAt.toISOString(),
    hasPassword: row.passwordHash !== null,
  };
}
