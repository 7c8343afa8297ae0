/**
 * The server's own price list (spec commercial 9). Checkout amounts come from here (local) or from
 * the Stripe price with the plan's lookup key (stripe); never from the client.
 */
export const paidPlanIds = ["premium-monthly", "premium-yearly"] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];

export type BillingInterval = "month" | "year";

export interface PlanPrice {
  planId: PaidPlanId;
  name: string;
  amountCents: number;
  currency: "EUR";
  interval: BillingInterval;
}

export const planPrices: Record<PaidPlanId, PlanPrice> = {
  "premium-monthly": {
    planId: "premium-monthly",
    name: "Premium Monthly",
    amountCents: 399,
    currency: "EUR",
    interval: "month",
  },
  "premium-yearly": {
    planId: "premium-yearly",
    name: "Premium Annual",
    amountCents: 3999,
    currency: "EUR",
    interval: "year",
  },
};

/** The admin-only test payment of the navbar's Test Direct Payment (/checkout?amount=999). */
export const TEST_PAYMENT_AMOUNT_CENTS = 999;

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === "string" && (paidPlanIds as readonly string[]).includes(value);
}

/** "3.99 EUR": the spec's notation, with a dot whatever the locale. */
export function formatEuro(cents: number): string {
  return `${(cents / 100).toFixed(2)} EUR`;
}

/** What a year of monthly payments costs more than the yearly plan, in whole percent (16). */
export function yearlySavingPercent(): number {
  const monthlyYear = planPrices["premium-monthly"].amountCents * 12;
  return Math.floor(((monthlyYear - planPrices["premium-yearly"].amountCents) / monthlyYear) * 100);
}

/** The end of one billing period that starts at `start` (calendar months, clamped to the month's end). */
export function addInterval(start: Date, interval: BillingInterval, count = 1): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === "month") end.setUTCMonth(end.getUTCMonth() + count);
  else end.setUTCFullYear(end.getUTCFullYear() + count);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
