import { formatEuro, type PaidPlanId, planPrices, yearlySavingPercent } from "../../../shared/domain/prices.js";

/**
 * The plans as the pricing and subscribe pages present them; prices come from the shared price
 * list, and each card's lines from `shared/domain/plan-lines.ts` (what that plan gives that viewer).
 */
export interface PlanCard {
  id: "trial" | PaidPlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  badge?: string;
  button: string;
}

export const planCards: readonly PlanCard[] = [
  {
    id: "trial",
    name: "Free Trial",
    price: "0",
    period: "5 days",
    description: "Every feature but support and the API, free for 5 days. No card needed.",
    button: "Start Free Trial",
  },
  {
    id: "premium-monthly",
    name: planPrices["premium-monthly"].name,
    price: formatEuro(planPrices["premium-monthly"].amountCents),
    period: "month",
    description: "Everything in the trial, with support and the API, month by month. Cancel any time.",
    badge: "Most flexible",
    button: "Choose Monthly",
  },
  {
    id: "premium-yearly",
    name: planPrices["premium-yearly"].name,
    price: formatEuro(planPrices["premium-yearly"].amountCents),
    period: "year",
    description: "Premium Monthly for a whole year, at the best price.",
    badge: `save over ${yearlySavingPercent()}%`,
    button: "Choose Annual",
  },
];

export const planNames = {
  trial: "Free Trial",
  "premium-monthly": "Premium Monthly",
  "premium-yearly": "Premium Annual",
  unlimited: "Unlimited",
} as const;
