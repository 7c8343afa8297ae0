import { format } from "date-fns";
import type { SubscriptionView } from "../../../shared/contracts/payments.js";
import { formatEuro } from "../../../shared/domain/prices.js";
import { planNames } from "./plan-catalog.js";

type Current = NonNullable<SubscriptionView["subscription"]>;

/** 'November 22, 2026', in the browser's zone. */
export const instantDate = (iso: string) => format(new Date(iso), "MMMM d, yyyy");

export interface SubscriptionText {
  title: string;
  status: string;
  tone: "default" | "warning" | "danger" | "neutral";
  detail: string;
}

/** How the account page and the profile card word a subscription. */
export function describeSubscription(s: Current): SubscriptionText {
  const title = planNames[s.plan];
  const price = s.interval ? `${formatEuro(s.amountCents)} / ${s.interval}` : "";
  if (!s.hasAccess) {
    return {
      title,
      status: "Ended",
      tone: "neutral",
      detail: "This subscription has ended. Choose a plan to continue.",
    };
  }
  if (s.status === "past_due") {
    const until = s.endsAt ? ` until ${instantDate(s.endsAt)}` : "";
    return {
      title,
      status: "Payment failed",
      tone: "danger",
      detail: `The last payment failed. Everything keeps working${until}; update your card to keep your plan.`,
    };
  }
  if (s.cancelAtPeriodEnd && s.endsAt) {
    return {
      title,
      status: "Cancelled",
      tone: "warning",
      detail: `Cancelled: your plan stays active until ${instantDate(s.endsAt)}.`,
    };
  }
  if (s.paidFrom && s.renewsAt) {
    // Paid during the trial: its remaining days come first (Stripe charges at their end; the
    // built-in checkout took the payment already, for a period that starts then).
    const start = `Your paid period starts on ${instantDate(s.paidFrom)}, when your trial ends`;
    const charge =
      s.renewsAt === s.paidFrom
        ? `, with the first charge of ${price}.`
        : `. Next charge of ${price} on ${instantDate(s.renewsAt)}.`;
    return { title, status: "Active", tone: "default", detail: start + charge };
  }
  if (s.renewsAt) {
    return {
      title,
      status: "Active",
      tone: "default",
      detail: `Next charge of ${price} on ${instantDate(s.renewsAt)}.`,
    };
  }
  if (s.endsAt) return { title, status: "Active", tone: "default", detail: `Active until ${instantDate(s.endsAt)}.` };
  return { title, status: "Active", tone: "default", detail: "Active, with no end date." };
}
