import type { TrialStatus } from "../../../shared/contracts/auth.js";
import { ADMIN_DAYS_THRESHOLD, dayCount, TRIAL_WARNING_DAYS } from "../../../shared/domain/trial.js";

export type TrialDisplay =
  | { kind: "unlimited" }
  | { kind: "premium" }
  | { kind: "active"; daysLeft: number; warning: boolean }
  /** The trial ended; for these days everything still works (spec commercial 4 and 9). */
  | { kind: "grace"; daysLeft: number }
  | { kind: "expired" }
  /** No trial was given: this email or device already had one in the last 30 days. */
  | { kind: "none" };

/** What the trial badge and banners show for a trial status. */
export function describeTrial(status: TrialStatus): TrialDisplay {
  if (status.subscriptionPlan === "unlimited" || status.trialDaysLeft > ADMIN_DAYS_THRESHOLD)
    return { kind: "unlimited" };
  if (status.subscriptionPlan !== "trial" || status.isPremium) return { kind: "premium" };
  if (status.trialActive) {
    return { kind: "active", daysLeft: status.trialDaysLeft, warning: status.trialDaysLeft <= TRIAL_WARNING_DAYS };
  }
  if (status.graceActive) return { kind: "grace", daysLeft: status.graceDaysLeft };
  if (status.trialGranted === false) return { kind: "none" };
  return { kind: "expired" };
}

export function daysLeftText(days: number): string {
  return `${dayCount(days)} left`;
}

/** The badge in the grace: "Trial ended · 6 days of grace left". */
export function graceBadgeText(days: number): string {
  return `Trial ended · ${dayCount(days)} of grace left`;
}

/** What the grace means, as a person says it: "Everything keeps working for 6 more days". */
export function graceText(days: number): string {
  return `Everything keeps working for ${days} more ${days === 1 ? "day" : "days"}`;
}
