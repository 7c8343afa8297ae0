import { formatEuro, type PaidPlanId, planPrices, yearlySavingPercent } from "../../../shared/domain/prices.js";

/** The plans as the pricing and subscribe pages present them; prices come from the shared price list. */
export interface PlanCard {
  id: "trial" | PaidPlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  badge?: string;
  features: readonly string[];
  button: string;
}

export const yearlyExtras = ["CSV data download", "Early access to new features"] as const;

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
    button: "Start Free Trial",
  },
  {
    id: "premium-monthly",
    name: planPrices["premium-monthly"].name,
    price: formatEuro(planPrices["premium-monthly"].amountCents),
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
    button: "Choose Monthly",
  },
  {
    id: "premium-yearly",
    name: planPrices["premium-yearly"].name,
    price: formatEuro(planPrices["premium-yearly"].amountCents),
    period: "year",
    description: "The best value for the whole year.",
    badge: `save over ${yearlySavingPercent()}%`,
    features: ["Everything in Premium Monthly", ...yearlyExtras],
    button: "Choose Annual",
  },
];

export const planNames = {
  trial: "Free Trial",
  "premium-monthly": "Premium Monthly",
  "premium-yearly": "Premium Annual",
  unlimited: "Unlimited",
} as const;
