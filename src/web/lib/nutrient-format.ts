import type { ReferenceIntake } from "../../shared/contracts/nutrients.js";

/**
 * 1234 -> '1,234', 53.2 -> '53.2', 0.456 -> '0.46': as many decimals as the size deserves. Written
 * out rather than with Intl: the page's first Intl formatter loads the locale's data, about a tenth
 * of the dashboard's first render on a phone, for what is only rounding and commas.
 */
export function formatAmount(value: number): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const [whole = "0", fraction] = String(Number(value.toFixed(digits))).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** How far along the reference a day is, rounded; null without a reference. */
export function percentOf(amount: number | null, reference: ReferenceIntake | null): number | null {
  if (amount === null || reference === null || reference.amount <= 0) return null;
  return Math.round((amount / reference.amount) * 100);
}

/** 'of 75 mg (RDA)' / 'limit 2,300 mg (CDRR)'. */
export function referenceText(reference: ReferenceIntake, unit: string): string {
  return `${reference.kind === "limit" ? "limit" : "of"} ${formatAmount(reference.amount)} ${unit} (${reference.basis})`;
}
