import type { ReferenceIntake } from "../../shared/contracts/nutrients.js";
import { i18n } from "./i18n.js";
import { writeNumber } from "./number-format.js";

/**
 * 1234 -> '1,234', 53.2 -> '53.2', 0.456 -> '0.46': as many decimals as the size deserves, in the
 * page's language ('1234', '53,2', '0,46' in Italian; number-format.ts).
 */
export function formatAmount(value: number): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return writeNumber(Number(value.toFixed(digits)));
}

/** How far along the reference a day is, rounded; null without a reference. */
export function percentOf(amount: number | null, reference: ReferenceIntake | null): number | null {
  if (amount === null || reference === null || reference.amount <= 0) return null;
  return Math.round((amount / reference.amount) * 100);
}

/** 'of 75 mg (RDA)' / 'limit 2,300 mg (CDRR)'. */
export function referenceText(reference: ReferenceIntake, unit: string): string {
  const amount = formatAmount(reference.amount);
  return reference.kind === "limit"
    ? i18n._("limit {amount} {unit} ({basis})", { amount, unit, basis: reference.basis })
    : i18n._("of {amount} {unit} ({basis})", { amount, unit, basis: reference.basis });
}
