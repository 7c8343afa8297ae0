import { describe, expect, it } from "vitest";
import { hasFeature } from "./plans.js";
import { computeTrialStatus, hasPremiumAccess, type TrialSubject } from "./trial.js";

const registered = new Date("2026-01-01T12:00:00Z");
const subject = (over: Partial<TrialSubject> = {}): TrialSubject => ({
  createdAt: registered,
  isAdmin: false,
  username: "alice",
  paidPlan: null,
  paidUntil: null,
  ...over,
});

describe("computeTrialStatus", () => {
  it("gives 5 days from registration", () => {
    const status = computeTrialStatus(subject(), new Date("2026-01-01T12:00:01Z"));
    expect(status).toMatchObject({ trialActive: true, trialDaysLeft: 5, subscriptionPlan: "trial", isPremium: false });
    expect(status.trialEndDate).toBe("2026-01-06T12:00:00.000Z");
  });

  it("counts partial days up and ends exactly at the fifth day", () => {
    expect(computeTrialStatus(subject(), new Date("2026-01-05T13:00:00Z")).trialDaysLeft).toBe(1);
    const ended = computeTrialStatus(subject(), new Date("2026-01-06T12:00:00Z"));
    expect(ended).toMatchObject({ trialActive: false, trialDaysLeft: 0 });
    expect(hasPremiumAccess(ended)).toBe(false);
  });

  it("treats admins, by flag or by the name admin, as unlimited for ten years", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    for (const s of [subject({ isAdmin: true }), subject({ username: "admin" })]) {
      const status = computeTrialStatus(s, now);
      expect(status).toMatchObject({ subscriptionPlan: "unlimited", trialDaysLeft: 999, isPremium: true });
      expect(status.trialEndDate).toBe("2036-03-01T00:00:00.000Z");
    }
  });

  it("keeps a paid plan after the trial until it ends", () => {
    const s = subject({ paidPlan: "premium-monthly", paidUntil: new Date("2026-02-01T00:00:00Z") });
    const during = computeTrialStatus(s, new Date("2026-01-20T00:00:00Z"));
    expect(during).toMatchObject({ subscriptionPlan: "premium-monthly", isPremium: true, trialActive: false });
    expect(hasPremiumAccess(during)).toBe(true);
    const after = computeTrialStatus(s, new Date("2026-02-02T00:00:00Z"));
    expect(after).toMatchObject({ subscriptionPlan: "trial", isPremium: false });
  });
});

describe("hasFeature", () => {
  it("grants trial features only while the trial is active", () => {
    expect(hasFeature("trial", true, "ai-nutrition-chatbot")).toBe(true);
    expect(hasFeature("trial", false, "ai-nutrition-chatbot")).toBe(false);
    expect(hasFeature("trial", true, "api-access")).toBe(false);
  });
  it("adds api access to paid plans and white-label to unlimited", () => {
    expect(hasFeature("premium-yearly", false, "api-access")).toBe(true);
    expect(hasFeature("premium-yearly", false, "white-label")).toBe(false);
    expect(hasFeature("unlimited", false, "white-label")).toBe(true);
  });
});
