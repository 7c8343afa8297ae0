import type { ReferenceIntake } from "../../../shared/contracts/nutrients.js";

/** 1234 -> '1,234', 53.2 -> '53.2', 0.456 -> '0.46': as many decimals as the size deserves. */
export function formatAmount(value: number): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return value.toLocaleString("en-US", { maximumFractionDigits: digits });
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
