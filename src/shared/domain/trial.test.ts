import { describe, expect, it } from "vitest";
import { hasFeature } from "./plans.js";
import { computeTrialStatus, hasPremiumAccess, paidPeriodStart, type TrialSubject } from "./trial.js";

const registered = new Date("2026-01-01T12:00:00Z");
const subject = (over: Partial<TrialSubject> = {}): TrialSubject => ({
  createdAt: registered,
  isAdmin: false,
  paidPlan: null,
  paidUntil: null,
  trialGranted: true,
  ...over,
});

describe("computeTrialStatus", () => {
  it("gives 5 days from registration", () => {
    const status = computeTrialStatus(subject(), new Date("2026-01-01T12:00:01Z"));
    expect(status).toMatchObject({ trialActive: true, trialDaysLeft: 5, subscriptionPlan: "trial", isPremium: false });
    expect(status.trialEndDate).toBe("2026-01-06T12:00:00.000Z");
  });

  it("counts partial days up and ends exactly at the fifth day, then the 7-day grace", () => {
    expect(computeTrialStatus(subject(), new Date("2026-01-05T13:00:00Z")).trialDaysLeft).toBe(1);
    const ended = computeTrialStatus(subject(), new Date("2026-01-06T12:00:00Z"));
    expect(ended).toMatchObject({ trialActive: false, trialDaysLeft: 0, graceActive: true, graceDaysLeft: 7 });
    expect(ended.graceEndDate).toBe("2026-01-13T12:00:00.000Z");
    expect(hasPremiumAccess(ended)).toBe(true);
    const lastGraceDay = computeTrialStatus(subject(), new Date("2026-01-13T11:00:00Z"));
    expect(lastGraceDay).toMatchObject({ graceActive: true, graceDaysLeft: 1 });
    const afterGrace = computeTrialStatus(subject(), new Date("2026-01-13T12:00:00Z"));
    expect(afterGrace).toMatchObject({ trialActive: false, graceActive: false, graceDaysLeft: 0 });
    expect(hasPremiumAccess(afterGrace)).toBe(false);
  });

  it("gives no trial and no grace to an account refused a second trial", () => {
    const status = computeTrialStatus(subject({ trialGranted: false }), new Date("2026-01-01T12:00:01Z"));
    expect(status).toMatchObject({ trialActive: false, trialDaysLeft: 0, graceActive: false, trialGranted: false });
    expect(status.graceEndDate).toBeNull();
    expect(hasPremiumAccess(status)).toBe(false);
  });

  it("with billing off, presents everyone as unlimited, trial or not", () => {
    const status = computeTrialStatus(subject({ trialGranted: false }), new Date("2027-01-01T00:00:00Z"), {
      billingOff: true,
    });
    expect(status).toMatchObject({ subscriptionPlan: "unlimited", isPremium: true });
    expect(hasPremiumAccess(status)).toBe(true);
  });

  it("keeps a plan that renews without an end date", () => {
    const status = computeTrialStatus(subject({ paidPlan: "premium-yearly", paidUntil: null }), new Date("2030-01-01"));
    expect(status).toMatchObject({ subscriptionPlan: "premium-yearly", isPremium: true });
  });

  it("treats admins, by their stored role, as unlimited for ten years", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const status = computeTrialStatus(subject({ isAdmin: true }), now);
    expect(status).toMatchObject({ subscriptionPlan: "unlimited", trialDaysLeft: 999, isPremium: true });
    expect(status.trialEndDate).toBe("2036-03-01T00:00:00.000Z");
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

describe("paidPeriodStart", () => {
  it("keeps a running trial's remaining days, and nothing else", () => {
    const at = (iso: string, over: Partial<TrialSubject> = {}) =>
      paidPeriodStart(computeTrialStatus(subject(over), new Date(iso)));
    expect(at("2026-01-03T12:00:00Z")?.toISOString()).toBe("2026-01-06T12:00:00.000Z");
    expect(at("2026-01-06T12:00:00Z")).toBeNull(); // the trial has just ended: the grace is not kept
    expect(at("2026-01-03T12:00:00Z", { trialGranted: false })).toBeNull();
    expect(at("2026-01-03T12:00:00Z", { isAdmin: true })).toBeNull();
    expect(at("2026-01-03T12:00:00Z", { paidPlan: "premium-monthly" })).toBeNull();
    expect(
      paidPeriodStart(computeTrialStatus(subject(), new Date("2026-01-03T12:00:00Z"), { billingOff: true })),
    ).toBeNull();
  });
});
