import { describe, expect, it } from "vitest";
import type { TrialStatus, User } from "../../shared/contracts/auth.js";
import { premiumAccess } from "./premium-access.js";

const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: "ada",
  email: null,
  gender: "other",
  isAdmin: false,
  is_admin: false,
  isPremium: false,
  trialActive: true,
  hasActiveSubscription: false,
  subscriptionPlan: "trial",
  demoMode: false,
  createdAt: "2030-01-01T00:00:00.000Z",
  hasPassword: true,
  ...overrides,
});
const trial = (overrides: Partial<TrialStatus> = {}): TrialStatus => ({
  trialActive: true,
  trialDaysLeft: 4,
  trialEndDate: "2030-01-06T00:00:00.000Z",
  isPremium: false,
  subscriptionPlan: "trial",
  trialGranted: true,
  graceActive: false,
  graceDaysLeft: 0,
  graceEndDate: null,
  ...overrides,
});
const base = { userPending: false, trialPending: false, denied: null };

describe("premiumAccess", () => {
  it("asks guests to log in and waits while the user loads", () => {
    expect(premiumAccess({ ...base, user: null, trial: undefined })).toBe("guest");
    expect(premiumAccess({ ...base, userPending: true, user: null, trial: undefined })).toBe("loading");
  });

  it("allows an active trial, a paid plan and admins; locks an ended trial", () => {
    expect(premiumAccess({ ...base, user: user(), trial: trial() })).toBe("allowed");
    expect(premiumAccess({ ...base, user: user(), trial: trial({ trialActive: false }) })).toBe("locked");
    const paid = trial({ trialActive: false, subscriptionPlan: "premium-monthly", isPremium: true });
    expect(premiumAccess({ ...base, user: user(), trial: paid })).toBe("allowed");
    expect(premiumAccess({ ...base, user: user({ isAdmin: true }), trial: undefined })).toBe("allowed");
  });

  it("lets the server's answer win", () => {
    expect(premiumAccess({ ...base, user: user(), trial: trial(), denied: "locked" })).toBe("locked");
    expect(premiumAccess({ ...base, user: user(), trial: trial(), denied: "guest" })).toBe("guest");
  });

  it("falls back to the user's flags without trial data", () => {
    expect(premiumAccess({ ...base, user: user({ trialActive: false }), trial: undefined })).toBe("locked");
    expect(premiumAccess({ ...base, trialPending: true, user: user(), trial: undefined })).toBe("loading");
  });
});
