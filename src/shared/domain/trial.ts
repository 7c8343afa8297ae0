import type { SubscriptionPlan, TrialStatus } from "../contracts/auth.js";

export const TRIAL_DAYS = 5;
export const TRIAL_WARNING_DAYS = 2;
/** Admins are shown 999 days left; the client treats more than this as admin access. */
export const ADMIN_DAYS_LEFT = 999;
export const ADMIN_DAYS_THRESHOLD = 900;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialSubject {
  createdAt: Date;
  isAdmin: boolean;
  username: string;
  /** A paid plan and when it ends; null while on the trial. */
  paidPlan: Exclude<SubscriptionPlan, "trial"> | null;
  paidUntil: Date | null;
}

export function isAdminUser(subject: Pick<TrialSubject, "isAdmin" | "username">): boolean {
  return subject.isAdmin || subject.username === "admin";
}

/** Trial status (spec core 4): 5 days from registration; admins are unlimited for 10 years. */
export function computeTrialStatus(subject: TrialSubject, now: Date): TrialStatus {
  if (isAdminUser(subject)) {
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 10);
    return {
      trialActive: true,
      trialDaysLeft: ADMIN_DAYS_LEFT,
      trialEndDate: end.toISOString(),
      isPremium: true,
      subscriptionPlan: "unlimited",
    };
  }
  const trialEnd = new Date(subject.createdAt.getTime() + TRIAL_DAYS * DAY_MS);
  const trialActive = now < trialEnd;
  const trialDaysLeft = trialActive ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : 0;
  const paid = subject.paidPlan !== null && (subject.paidUntil === null || subject.paidUntil > now);
  return {
    trialActive,
    trialDaysLeft,
    trialEndDate: trialEnd.toISOString(),
    isPremium: paid,
    subscriptionPlan: paid && subject.paidPlan ? subject.paidPlan : "trial",
  };
}

/** Premium access holds if the plan is not trial, or the trial is active. */
export function hasPremiumAccess(status: TrialStatus): boolean {
  return status.subscriptionPlan !== "trial" || status.trialActive;
}
