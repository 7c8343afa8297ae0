import type { PlanViewer } from "../../../shared/domain/plan-lines.js";
import { msg } from "../../../shared/i18n/msg.js";
import { i18n } from "../../lib/i18n.js";

/**
 * The plan cards' lines (shared/domain/plan-lines.ts), marked here for the catalogs: the shared
 * domain writes them in English and they are translated where shown, by their English text
 * (`i18n._(line.text)`).
 */
export const planLineTexts = [
  msg("Meal tracking, goals and unlimited history"),
  msg("BMI and metabolism calculators"),
  msg("AI nutrition assistant: chats, meal and goal recommendations"),
  msg("Food Analyzer: describe a meal; photos with a vision model"),
  msg("Priority support"),
  msg("API access: keys, REST API and MCP"),
  msg("Early access to new features"),
  msg("Every feature, after the trial ends too"),
  msg("On every account, with or without a plan: your data export (JSON and CSV data download) and account deletion."),
] as const;

/**
 * Under the trial card, for a signed-in viewer: where their trial stands (plan-lines.ts's
 * `trialCardNote`, in the page's language).
 */
export function trialNote(viewer: PlanViewer): string | null {
  switch (viewer.kind) {
    case "guest":
      return null;
    case "trial":
      return i18n._("Your free trial: {days, plural, one {# day} other {# days}} left", { days: viewer.daysLeft });
    case "grace":
      return i18n._("Trial ended · {days, plural, one {# day} other {# days}} of grace left", {
        days: viewer.daysLeft,
      });
    case "expired":
      return i18n._("Your free trial has ended");
    case "refused":
      return i18n._("Not available: this email or device had a free trial in the last 30 days");
    case "paid":
      return i18n._("Included in your plan");
  }
}
