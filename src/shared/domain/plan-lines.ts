import type { TrialStatus } from "../contracts/auth.js";
import { type Feature, planFeatures } from "./plans.js";
import type { PaidPlanId } from "./prices.js";
import { dayCount } from "./trial.js";

/**
 * What the plan cards say, line by line (spec commercial 3: a plan's features, each with an
 * included flag). Each line names the feature the server gates it with (`requireFeature`), so a
 * card ticks exactly what that plan's `planFeatures` lets through: nothing the trial already gives
 * is sold as a paid extra.
 */
export interface PlanLine {
  text: string;
  included: boolean;
}

const lines: readonly { text: string; feature: Feature }[] = [
  { text: "Meal tracking, goals and unlimited history", feature: "unlimited-meal-history" },
  { text: "BMI and metabolism calculators", feature: "bmi-calculator" },
  { text: "AI nutrition assistant: chats, meal and goal recommendations", feature: "ai-nutrition-chatbot" },
  // The analyzer's gate. A default install (AI_PROVIDER=builtin) reads no photos: say so.
  { text: "Food Analyzer: describe a meal; photos with a vision model", feature: "advanced-meal-suggestions" },
  { text: "Priority support", feature: "premium-support" },
  { text: "API access: keys, REST API and MCP", feature: "api-access" },
];

/** The yearly plan's own line (spec commercial 2: the yearly tab lists early access). */
export const yearlyOnlyLine = "Early access to new features";

/**
 * What every account keeps, with a plan or without, after a trial or none (the export and the
 * account's deletion are never gated): said once, under the cards, not sold by any plan.
 */
export const everyAccountLine =
  "On every account, with or without a plan: your data export (JSON and CSV data download) and account deletion.";

/** Who is looking at the cards: what the trial card may promise depends on it. */
export type PlanViewer =
  | { kind: "guest" }
  | { kind: "trial"; daysLeft: number }
  | { kind: "grace"; daysLeft: number }
  | { kind: "expired" }
  /** Signed up without a trial: this email or device had one in the last 30 days. */
  | { kind: "refused" }
  | { kind: "paid" };

/** The viewer from the session: no user is a guest; a plan (paid, admin or billing off) is paid. */
export function planViewer(signedIn: boolean, status: TrialStatus | undefined): PlanViewer | null {
  if (!signedIn) return { kind: "guest" };
  if (!status) return null;
  if (status.subscriptionPlan !== "trial") return { kind: "paid" };
  if (status.trialActive) return { kind: "trial", daysLeft: status.trialDaysLeft };
  if (status.graceActive) return { kind: "grace", daysLeft: status.graceDaysLeft };
  return status.trialGranted ? { kind: "expired" } : { kind: "refused" };
}

/** Whether the trial's features are this viewer's (now, in the grace, or once they sign up). */
const trialIsTheirs = (viewer: PlanViewer) => ["guest", "trial", "grace", "paid"].includes(viewer.kind);

/**
 * A card's lines for this viewer: a paid plan's are the same for everyone; the trial's are ticked
 * only for whom it gives anything (a guest, who would get it by signing up, by default).
 */
export function planLines(plan: "trial" | PaidPlanId, viewer: PlanViewer = { kind: "guest" }): PlanLine[] {
  const available = plan !== "trial" || trialIsTheirs(viewer);
  const own = lines.map(({ text, feature }) => ({ text, included: available && planFeatures[plan].includes(feature) }));
  return plan === "premium-yearly" ? [...own, { text: yearlyOnlyLine, included: true }] : own;
}

/** Under the trial card, for a signed-in viewer: where their trial stands (never "included" to one refused it). */
export function trialCardNote(viewer: PlanViewer): string | null {
  switch (viewer.kind) {
    case "guest":
      return null;
    case "trial":
      return `Your free trial: ${dayCount(viewer.daysLeft)} left`;
    case "grace":
      return `Trial ended · ${dayCount(viewer.daysLeft)} of grace left`;
    case "expired":
      return "Your free trial has ended";
    case "refused":
      return "Not available: this email or device had a free trial in the last 30 days";
    case "paid":
      return "Included in your plan";
  }
}

/** What paying gives this viewer that they do not have now (the profile card's short list). */
export function upgradeLines(viewer: PlanViewer): string[] {
  if (viewer.kind === "paid") return [];
  const trial = planLines("trial", viewer);
  // What the viewer has today (the trial's lines, while it or its grace runs) is not sold again.
  const extras = planLines("premium-monthly", viewer)
    .filter((_line, index) => !trial[index]?.included)
    .map((line) => line.text);
  const afterTrial = viewer.kind === "trial" || viewer.kind === "grace";
  return afterTrial ? ["Every feature, after the trial ends too", ...extras] : extras;
}
