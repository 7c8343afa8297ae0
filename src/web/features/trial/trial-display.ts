import type { TrialStatus } from "../../../shared/contracts/auth.js";
import { ADMIN_DAYS_THRESHOLD, TRIAL_WARNING_DAYS } from "../../../shared/domain/trial.js";

export type TrialDisplay =
  | { kind: "unlimited" }
  | { kind: "premium" }
  | { kind: "active"; daysLeft: number; warning: boolean }
  | { kind: "expired" };

/** What the trial badge and banners show for a trial status. */
export function describeTrial(status: TrialStatus): TrialDisplay {
  if (status.subscriptionPlan === "unlimited" || status.trialDaysLeft > ADMIN_DAYS_THRESHOLD)
    return { kind: "unlimited" };
  if (status.subscriptionPlan !== "trial" || status.isPremium) return { kind: "premium" };
  if (!status.trialActive) return { kind: "expired" };
  return { kind: "active", daysLeft: status.trialDaysLeft, warning: status.trialDaysLeft <= TRIAL_WARNING_DAYS };
}

export function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"} left`;
}
