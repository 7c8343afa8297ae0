import { describe, expect, it } from "vitest";
import type { TrialStatus } from "../../../shared/contracts/auth.js";
import { keptTrialText, keptTrialTextIt } from "./kept-trial.js";

const status = (over: Partial<TrialStatus> = {}): TrialStatus => ({
  trialActive: true,
  trialDaysLeft: 3,
  trialEndDate: "2030-03-12T12:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "trial",
  trialGranted: true,
  graceActive: false,
  graceDaysLeft: 0,
  graceEndDate: null,
  ...over,
});

describe("keptTrialText", () => {
  it("says before paying that the trial's remaining days stay free, as each provider does it", () => {
    expect(keptTrialText(status(), "local", "month")).toBe(
      "Your trial's last 3 days stay free: you pay today, and your first paid month starts on March 12, 2030, when the trial ends.",
    );
    expect(keptTrialText(status({ trialDaysLeft: 1 }), "stripe")).toBe(
      "Your trial's last day stays free: your card is charged on March 12, 2030, when the trial ends, and not before.",
    );
    expect(keptTrialTextIt(status(), "year")).toBe(
      "Gli ultimi 3 giorni della prova restano gratuiti: paghi oggi e il primo anno pagato inizia il 12 marzo 2030, alla fine della prova.",
    );
  });

  it("says nothing when no trial runs: the grace, a paid plan, an admin, or no status yet", () => {
    expect(keptTrialText(status({ trialActive: false, graceActive: true }), "local")).toBeNull();
    expect(keptTrialText(status({ subscriptionPlan: "premium-monthly" }), "local")).toBeNull();
    expect(keptTrialText(status({ subscriptionPlan: "unlimited", trialDaysLeft: 999 }), "local")).toBeNull();
    expect(keptTrialText(undefined, "local")).toBeNull();
    expect(keptTrialTextIt(status(), null)).toBeNull();
  });
});
