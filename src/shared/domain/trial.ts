import type { SubscriptionPlan, TrialStatus } from "../contracts/auth.js";

export const TRIAL_DAYS = 5;
export const TRIAL_WARNING_DAYS = 2;
/**
 * Spec commercial 4 and 9: after the trial, 7 more days in which everything keeps working and the
 * expired banner counts down; then premium features answer 402 and guarded pages send to /pricing.
 * The same 7 days are the grace of a paid plan whose renewal failed (Stripe `past_due`).
 */
export const GRACE_DAYS = 7;
/** Admins are shown 999 days left; the client treats more than this as admin access. */
export const ADMIN_DAYS_LEFT = 999;
export const ADMIN_DAYS_THRESHOLD = 900;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialSubject {
  createdAt: Date;
  /** The stored role (`users.is_admin`), never a name: a name is whatever someone typed. */
  isAdmin: boolean;
  /** A paid plan and when it ends (null: renews without an end); null while on the trial. */
  paidPlan: Exclude<SubscriptionPlan, "trial"> | null;
  paidUntil: Date | null;
  /** False when the email or device already had a trial in the last 30 days (no second trial). */
  trialGranted: boolean;
}

export interface AccessPolicy {
  /** PAYMENTS_PROVIDER=off: no billing, every signed-in user has every paid feature. */
  billingOff?: boolean;
}

/** "1 day", "6 days": the trial's and the grace's days as every message words them. */
export const dayCount = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

const daysUntil = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

/**
 * Trial status (spec core 4, commercial 4): 5 days from registration, then the 7-day grace;
 * admins are unlimited for 10 years; with billing off everyone is `unlimited`.
 */
export function computeTrialStatus(subject: TrialSubject, now: Date, policy: AccessPolicy = {}): TrialStatus {
  const trialEnd = new Date(subject.createdAt.getTime() + (subject.trialGranted ? TRIAL_DAYS * DAY_MS : 0));
  const graceEnd = new Date(trialEnd.getTime() + GRACE_DAYS * DAY_MS);
  if (subject.isAdmin || policy.billingOff) {
    const end = new Date(now);
    end.setUTCFullYear(end.getUTCFullYear() + 10);
    return {
      trialActive: subject.isAdmin,
      trialDaysLeft: subject.isAdmin ? ADMIN_DAYS_LEFT : 0,
      trialEndDate: (subject.isAdmin ? end : trialEnd).toISOString(),
      isPremium: true,
      subscriptionPlan: "unlimited",
      trialGranted: subject.trialGranted,
      graceActive: false,
      graceDaysLeft: 0,
      graceEndDate: null,
    };
  }
  const trialActive = now < trialEnd;
  const graceActive = subject.trialGranted && !trialActive && now < graceEnd;
  const paid = subject.paidPlan !== null && (subject.paidUntil === null || subject.paidUntil > now);
  return {
    trialActive,
    trialDaysLeft: trialActive ? daysUntil(trialEnd, now) : 0,
    trialEndDate: trialEnd.toISOString(),
    isPremium: paid,
    subscriptionPlan: paid && subject.paidPlan ? subject.paidPlan : "trial",
    trialGranted: subject.trialGranted,
    graceActive,
    graceDaysLeft: graceActive ? daysUntil(graceEnd, now) : 0,
    graceEndDate: subject.trialGranted ? graceEnd.toISOString() : null,
  };
}

/** Premium access holds if the plan is not trial, or the trial (or its grace) is active. */
export function hasPremiumAccess(
  status: Pick<TrialStatus, "subscriptionPlan" | "trialActive" | "graceActive">,
): boolean {
  return status.subscriptionPlan !== "trial" || status.trialActive || status.graceActive;
}

/**
 * Paying during the trial keeps its remaining days: the paid period starts when the trial ends
 * (what payers of peers expect, and what Stripe's `trial_end` does). The end of a trial still
 * running on the free plan, else null: the paid period starts at the payment. The grace after a
 * trial is not kept (it is a courtesy, not days given), nor is an admin's or billing-off access.
 */
export function paidPeriodStart(
  status: Pick<TrialStatus, "subscriptionPlan" | "trialActive" | "trialEndDate">,
): Date | null {
  return status.subscriptionPlan === "trial" && status.trialActive ? new Date(status.trialEndDate) : null;
}
