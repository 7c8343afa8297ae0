import type { SubscriptionPlan } from "../contracts/auth.js";

/** Features by plan, spec core 6. Trial features count only while the trial is active. */
const baseFeatures = [
  "basic-meal-tracking",
  "bmi-calculator",
  "metabolism-calculator",
  "unlimited-meal-history",
  "advanced-meal-suggestions",
  "ai-nutrition-chatbot",
  "goal-tracking",
  "meal-plan-export",
  "ai-meal-recommendations",
  "ai-goal-recommendations",
] as const;
const paidFeatures = [...baseFeatures, "premium-support", "api-access"] as const;

export type Feature = (typeof paidFeatures)[number] | "white-label";

export const planFeatures: Record<SubscriptionPlan, readonly Feature[]> = {
  trial: baseFeatures,
  "premium-monthly": paidFeatures,
  "premium-yearly": paidFeatures,
  unlimited: [...paidFeatures, "white-label"],
};

export function hasFeature(plan: SubscriptionPlan, trialActive: boolean, feature: Feature): boolean {
  if (plan === "trial" && !trialActive) return false;
  return planFeatures[plan].includes(feature);
}
