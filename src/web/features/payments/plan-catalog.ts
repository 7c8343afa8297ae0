import { type PaidPlanId, planPrices, yearlySavingPercent } from "../../../shared/domain/prices.js";
import { msg } from "../../../shared/i18n/msg.js";
import { i18n } from "../../lib/i18n.js";
import { formatPrice } from "./money.js";

/**
 * The plans as the pricing and subscribe pages present them; prices come from the shared price
 * list, and each card's lines from `shared/domain/plan-lines.ts` (what that plan gives that viewer).
 * Built when shown (`planCards()`), in the page's language: a module-level list would be English.
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

export function planCards(): readonly PlanCard[] {
  return [
    {
      id: "trial",
      name: i18n._("Free Trial"),
      price: "0",
      period: i18n._("5 days"),
      description: i18n._("Every feature but support and the API, free for 5 days. No card needed."),
      button: i18n._("Start Free Trial"),
    },
    {
      id: "premium-monthly",
      name: i18n._(planNames["premium-monthly"]),
      price: formatPrice(planPrices["premium-monthly"].amountCents),
      period: i18n._("month"),
      description: i18n._("Everything in the trial, with support and the API, month by month. Cancel any time."),
      badge: i18n._("Most flexible"),
      button: i18n._("Choose Monthly"),
    },
    {
      id: "premium-yearly",
      name: i18n._(planNames["premium-yearly"]),
      price: formatPrice(planPrices["premium-yearly"].amountCents),
      period: i18n._("year"),
      description: i18n._("Premium Monthly for a whole year, at the best price."),
      badge: i18n._("save over {percent}%", { percent: yearlySavingPercent() }),
      button: i18n._("Choose Annual"),
    },
  ];
}

/** The plans' names in English, marked for the catalogs: show them with `planName` (or `i18n._`). */
export const planNames = {
  trial: msg("Free Trial"),
  "premium-monthly": msg("Premium Monthly"),
  "premium-yearly": msg("Premium Annual"),
  unlimited: msg("Unlimited"),
} as const;

/** A plan's name in the page's language. */
export const planName = (plan: keyof typeof planNames): string => i18n._(planNames[plan]);
