import type { TrialStatus } from "../../../shared/contracts/auth.js";
import { ADMIN_DAYS_THRESHOLD, TRIAL_WARNING_DAYS } from "../../../shared/domain/trial.js";
import { i18n } from "../../lib/i18n.js";

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
  return i18n._("{days, plural, one {# day} other {# days}} left", { days });
}

/** The badge in the grace: "Trial ended · 6 days of grace left". */
export function graceBadgeText(days: number): string {
  return i18n._("Trial ended · {days, plural, one {# day} other {# days}} of grace left", { days });
}

/** What the grace means, as a person says it: "Everything keeps working for 6 more days". */
export function graceText(days: number): string {
  return i18n._("Everything keeps working for {days, plural, one {# more day} other {# more days}}", { days });
}
