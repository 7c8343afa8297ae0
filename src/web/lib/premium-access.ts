import type { TrialStatus, User } from "../../shared/contracts/auth.js";
import { hasPremiumAccess } from "../../shared/domain/trial.js";
import { ApiError } from "./api.js";

export type PremiumAccess = "loading" | "guest" | "locked" | "allowed";

/**
 * Spec core 4: AI features show to a signed-in user with an active trial, premium or admin;
 * otherwise the upsell; guests are asked to log in. A denial the server gave (402/401) wins.
 */
export function premiumAccess(input: {
  userPending: boolean;
  user: User | null;
  trial: TrialStatus | undefined;
  trialPending: boolean;
  denied: "locked" | "guest" | null;
}): PremiumAccess {
  if (input.denied) return input.denied;
  if (input.userPending) return "loading";
  if (!input.user) return "guest";
  if (input.user.isAdmin) return "allowed";
  if (input.trial) return hasPremiumAccess(input.trial) ? "allowed" : "locked";
  if (input.trialPending) return "loading";
  // No trial data (the status call failed): the user record's own flags decide.
  return input.user.trialActive || input.user.hasActiveSubscription || input.user.isPremium ? "allowed" : "locked";
}

/** 402: the plan lacks the feature. 401: not signed in (any more). The server decides both. */
export function accessDenial(error: unknown): "locked" | "guest" | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 402) return "locked";
  if (error.status === 401) return "guest";
  return null;
}
