import type { TrialStatus } from "../../../shared/contracts/auth.js";
import type { PaymentProvider } from "../../../shared/contracts/payments.js";
import type { BillingInterval } from "../../../shared/domain/prices.js";
import { paidPeriodStart } from "../../../shared/domain/trial.js";
import { i18n } from "../../lib/i18n.js";
import { instantDate } from "./subscription-text.js";

/**
 * What happens to the trial's remaining days if this user pays now, said before they pay (the
 * server applies the same `paidPeriodStart`). Null when no trial is running: the period starts at
 * the payment. Stripe charges when the trial ends; the built-in checkout takes the payment now for
 * a period that starts then.
 */
export function keptTrialText(
  status: TrialStatus | undefined,
  provider: PaymentProvider | undefined,
  interval?: BillingInterval,
): string | null {
  const start = status && paidPeriodStart(status);
  if (!status || !start) return null;
  const values = { days: status.trialDaysLeft, date: instantDate(start.toISOString()) };
  if (provider === "stripe") {
    return i18n._(
      "{days, plural, one {Your trial's last day stays free} other {Your trial's last # days stay free}}: your card is charged on {date}, when the trial ends, and not before.",
      values,
    );
  }
  if (interval === "month") {
    return i18n._(
      "{days, plural, one {Your trial's last day stays free} other {Your trial's last # days stay free}}: you pay today, and your first paid month starts on {date}, when the trial ends.",
      values,
    );
  }
  if (interval === "year") {
    return i18n._(
      "{days, plural, one {Your trial's last day stays free} other {Your trial's last # days stay free}}: you pay today, and your first paid year starts on {date}, when the trial ends.",
      values,
    );
  }
  return i18n._(
    "{days, plural, one {Your trial's last day stays free} other {Your trial's last # days stay free}}: you pay today, and your paid period starts on {date}, when the trial ends.",
    values,
  );
}

/**
 * The same for the Italian test payment page (built-in checkout only), always in Italian: the
 * specification wrote that page in Italian (`italianFirstI18n` shows it in English only to whom
 * chose English, and then the page's own sentence is keptTrialText's).
 */
export function keptTrialTextIt(status: TrialStatus | undefined, interval: BillingInterval | null): string | null {
  const start = status && paidPeriodStart(status);
  if (!status || !start || !interval) return null;
  const days = status.trialDaysLeft;
  const lead =
    days === 1
      ? "L'ultimo giorno della prova resta gratuito"
      : `Gli ultimi ${days} giorni della prova restano gratuiti`;
  const period = interval === "month" ? "il primo mese pagato" : "il primo anno pagato";
  // Made here, not at load: a first Intl formatter is costly, and the pricing page loads this module.
  const date = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric" }).format(start);
  return `${lead}: paghi oggi e ${period} inizia il ${date}, alla fine della prova.`;
}
