import type { QueuedMail } from "./outbox-repository.js";

/** The words of every message the app sends. Plain text: nothing to render, nothing to inject. */

export function contactMail(input: {
  supportEmail: string;
  email: string;
  subject: string;
  message: string;
  username: string | null;
  receivedAt: Date;
}): QueuedMail {
  return {
    kind: "contact",
    to: input.supportEmail,
    replyTo: input.email,
    subject: `[Macrowise contact] ${input.subject}`,
    text: [
      "A new message from the Macrowise contact form.",
      "",
      `From: ${input.email}`,
      ...(input.username ? [`Signed in as: ${input.username}`] : []),
      `Received: ${input.receivedAt.toISOString()}`,
      `Subject: ${input.subject}`,
      "",
      input.message,
      "",
      "--",
      "Reply to this email to answer the visitor.",
    ].join("\n"),
  };
}

export function trialEndingMail(input: { to: string; username: string; trialEnd: Date; timeZone: string }): QueuedMail {
  let when: string;
  try {
    when = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: input.timeZone,
    }).format(input.trialEnd);
    when = `${when} (${input.timeZone})`;
  } catch {
    when = `${input.trialEnd.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  }
  return {
    kind: "trial-notice",
    to: input.to,
    subject: "Your Macrowise trial ends in 2 days",
    discardAfter: input.trialEnd,
    text: [
      `Hello ${input.username},`,
      "",
      `your free Macrowise trial ends on ${when}.`,
      "After that your data stays safe for a 7-day grace period; choose a plan on the Pricing page",
      "of Macrowise to keep every feature.",
      "",
      "Thank you for trying Macrowise.",
    ].join("\n"),
  };
}

export interface Receipt {
  to: string;
  username: string;
  planName: string;
  /** In the currency's minor unit (cents). */
  amountMinor: number;
  currency: string;
  paidAt: Date;
  /** Null for a one-off payment that buys no period. */
  periodEnd: Date | null;
  reference: string;
}

/** A subscription receipt of the built-in `local` payment provider. */
export function receiptMail(receipt: Receipt): QueuedMail {
  const amount = new Intl.NumberFormat("en-GB", { style: "currency", currency: receipt.currency.toUpperCase() }).format(
    receipt.amountMinor / 100,
  );
  const date = (value: Date) => value.toISOString().slice(0, 10);
  return {
    kind: "receipt",
    to: receipt.to,
    subject: `Your Macrowise receipt: ${receipt.planName}`,
    text: [
      `Hello ${receipt.username},`,
      "",
      "thank you for your payment. Your receipt:",
      "",
      `Plan: ${receipt.planName}`,
      `Amount: ${amount}`,
      `Paid on: ${date(receipt.paidAt)}`,
      ...(receipt.periodEnd ? [`Access until: ${date(receipt.periodEnd)}`] : []),
      `Reference: ${receipt.reference}`,
      "",
      "You can cancel at any time; there are no partial refunds for unused time.",
    ].join("\n"),
  };
}
