import type { SubscriptionView } from "../../../shared/contracts/payments.js";
import { format } from "../../lib/dates.js";
import { i18n, pageLocale } from "../../lib/i18n.js";
import { pricePerInterval } from "./money.js";
import { planName } from "./plan-catalog.js";

type Current = NonNullable<SubscriptionView["subscription"]>;

/** 'November 22, 2026' ('22 novembre 2026'), in the browser's zone. */
export const instantDate = (iso: string) =>
  format(new Date(iso), pageLocale() === "it" ? "d MMMM yyyy" : "MMMM d, yyyy");

export interface SubscriptionText {
  title: string;
  status: string;
  tone: "default" | "warning" | "danger" | "neutral";
  detail: string;
}

/** How the account page and the profile card word a subscription, in the page's language. */
export function describeSubscription(s: Current): SubscriptionText {
  const title = planName(s.plan);
  const price = s.interval ? pricePerInterval(s.amountCents, s.interval) : "";
  if (!s.hasAccess) {
    return {
      title,
      status: i18n._("Ended"),
      tone: "neutral",
      detail: i18n._("This subscription has ended. Choose a plan to continue."),
    };
  }
  if (s.status === "past_due") {
    return {
      title,
      status: i18n._("Payment failed"),
      tone: "danger",
      detail: s.endsAt
        ? i18n._(
            "The last payment failed. Everything keeps working until {date}; update your card to keep your plan.",
            {
              date: instantDate(s.endsAt),
            },
          )
        : i18n._("The last payment failed. Everything keeps working; update your card to keep your plan."),
    };
  }
  if (s.cancelAtPeriodEnd && s.endsAt) {
    return {
      title,
      status: i18n._("Cancelled"),
      tone: "warning",
      detail: i18n._("Cancelled: your plan stays active until {date}.", { date: instantDate(s.endsAt) }),
    };
  }
  const active = i18n._("Active");
  if (s.paidFrom && s.renewsAt) {
    // Paid during the trial: its remaining days come first (Stripe charges at their end; the
    // built-in checkout took the payment already, for a period that starts then).
    const start = instantDate(s.paidFrom);
    const detail =
      s.renewsAt === s.paidFrom
        ? i18n._("Your paid period starts on {start}, when your trial ends, with the first charge of {price}.", {
            start,
            price,
          })
        : i18n._("Your paid period starts on {start}, when your trial ends. Next charge of {price} on {date}.", {
            start,
            price,
            date: instantDate(s.renewsAt),
          });
    return { title, status: active, tone: "default", detail };
  }
  if (s.renewsAt) {
    return {
      title,
      status: active,
      tone: "default",
      detail: i18n._("Next charge of {price} on {date}.", { price, date: instantDate(s.renewsAt) }),
    };
  }
  if (s.endsAt) {
    return {
      title,
      status: active,
      tone: "default",
      detail: i18n._("Active until {date}.", { date: instantDate(s.endsAt) }),
    };
  }
  return { title, status: active, tone: "default", detail: i18n._("Active, with no end date.") };
}
