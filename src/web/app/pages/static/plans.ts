import type { SubscriptionPlan } from "../../../../shared/contracts/auth.js";

export interface PlanCard {
  id: Exclude<SubscriptionPlan, "unlimited">;
  name: string;
  price: string;
  period: string;
  description: string;
  badge?: string;
  features: readonly string[];
  guestButton: string;
}

export const planCards: readonly PlanCard[] = [
  {
    id: "trial",
    name: "Free Trial",
    price: "0",
    period: "5 days",
    description: "Try every feature free for 5 days. No card needed.",
    features: [
      "Meal tracking and history",
      "Nutrition goals",
      "BMI and metabolism calculators",
      "AI meal and goal recommendations",
    ],
    guestButton: "Start Free Trial",
  },
  {
    id: "premium-monthly",
    name: "Premium Monthly",
    price: "3.99 EUR",
    period: "month",
    description: "Everything in the trial, month by month. Cancel any time.",
    badge: "Most flexible",
    features: [
      "Everything in the free trial",
      "AI nutrition assistant",
      "Data export",
      "Priority support",
      "API access",
    ],
    guestButton: "Choose Monthly",
  },
  {
    id: "premium-yearly",
    name: "Premium Annual",
    price: "39.99 EUR",
    period: "year",
    description: "The best value for the whole year.",
    badge: "save over 16%",
    features: ["Everything in Premium Monthly", "CSV data download", "Early access to new features"],
    guestButton: "Choose Annual",
  },
];
