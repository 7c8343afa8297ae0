import { afterEach, describe, expect, it } from "vitest";
import type { TrialStatus } from "../../../shared/contracts/auth.js";
import { messages as enMessages } from "../../../shared/i18n/catalogs/en.js";
import { messages as itMessages } from "../../../shared/i18n/catalogs/it.js";
import { setPageLanguage } from "../../lib/i18n.js";
import { daysLeftText, describeTrial, graceBadgeText, graceText } from "./trial-display.js";

const trial = (overrides: Partial<TrialStatus>): TrialStatus => ({
  trialActive: true,
  trialDaysLeft: 5,
  trialEndDate: "2030-01-01T00:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "trial",
  trialGranted: true,
  graceActive: false,
  graceDaysLeft: 0,
  graceEndDate: null,
  ...overrides,
});

describe("describeTrial", () => {
  it("warns at two days or fewer", () => {
    expect(describeTrial(trial({ trialDaysLeft: 3 }))).toEqual({ kind: "active", daysLeft: 3, warning: false });
    expect(describeTrial(trial({ trialDaysLeft: 2 }))).toEqual({ kind: "active", daysLeft: 2, warning: true });
  });

  it("reports an ended trial as expired, a paid plan as premium and admins as unlimited", () => {
    expect(describeTrial(trial({ trialActive: false, trialDaysLeft: 0 })).kind).toBe("expired");
    expect(describeTrial(trial({ trialActive: false, graceActive: true, graceDaysLeft: 3 }))).toEqual({
      kind: "grace",
      daysLeft: 3,
    });
    expect(describeTrial(trial({ trialActive: false, trialGranted: false })).kind).toBe("none");
    expect(
      describeTrial(trial({ trialActive: false, subscriptionPlan: "premium-monthly", isPremium: true })).kind,
    ).toBe("premium");
    expect(describeTrial(trial({ trialDaysLeft: 999, subscriptionPlan: "unlimited" })).kind).toBe("unlimited");
  });

  it("words the days left", () => {
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(4)).toBe("4 days left");
    expect(graceBadgeText(6)).toBe("Trial ended · 6 days of grace left");
    expect(graceBadgeText(1)).toBe("Trial ended · 1 day of grace left");
    expect(graceText(6)).toBe("Everything keeps working for 6 more days");
    expect(graceText(1)).toBe("Everything keeps working for 1 more day");
  });
});

describe("the days in Italian", () => {
  afterEach(() => setPageLanguage("en", enMessages));

  it("says one day and several days in the singular and the plural", () => {
    setPageLanguage("it", itMessages);
    expect(daysLeftText(1)).toBe("1 giorno rimasto");
    expect(daysLeftText(4)).toBe("4 giorni rimasti");
    expect(graceBadgeText(1)).toBe("Prova terminata · 1 giorno di tolleranza rimasto");
    expect(graceBadgeText(6)).toBe("Prova terminata · 6 giorni di tolleranza rimasti");
    expect(graceText(1)).toBe("Tutto continua a funzionare ancora per 1 giorno");
    expect(graceText(6)).toBe("Tutto continua a funzionare ancora per 6 giorni");
  });
});
