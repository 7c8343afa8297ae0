import { type BillingInterval, formatEuro } from "../../../shared/domain/prices.js";
import { i18n, pageLocale } from "../../lib/i18n.js";

/**
 * A price as the page's language writes it: the specification's "3.99 EUR" in English, "3,99 €"
 * in Italian (the euro sign after the amount, joined by a no-break space so it never wraps alone).
 * Written out rather than with Intl: a first Intl formatter costs more than this rounding.
 */
export function formatPrice(cents: number): string {
  if (pageLocale() !== "it") return formatEuro(cents);
  return `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
}

/** "3.99 EUR / month" ("3,99 € / mese"). */
export function pricePerInterval(cents: number, interval: BillingInterval): string {
  const price = formatPrice(cents);
  return interval === "month" ? i18n._("{price} / month", { price }) : i18n._("{price} / year", { price });
}
