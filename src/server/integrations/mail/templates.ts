import { INTL_LOCALES, type Locale } from "../../../shared/i18n/locales.js";
import { i18nFor, translate } from "../../i18n.js";
import type { QueuedMail } from "./outbox-repository.js";

/**
 * The words of every message the app sends. Plain text: nothing to render, nothing to inject.
 * A person's mail is in their account's language (users.language); the contact form's goes to
 * the operator, in English, and says which language the visitor wrote from.
 */

export function contactMail(input: {
  supportEmail: string;
  email: string;
  subject: string;
  message: string;
  username: string | null;
  receivedAt: Date;
  /** The page's language the visitor wrote from, so the answer can be in it. */
  language?: Locale;
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
      ...(input.language && input.language !== "en" ? [`Language: ${input.language}`] : []),
      `Subject: ${input.subject}`,
      "",
      input.message,
      "",
      "--",
      "Reply to this email to answer the visitor.",
    ].join("\n"),
  };
}

export function trialEndingMail(input: {
  to: string;
  username: string;
  trialEnd: Date;
  timeZone: string;
  language: Locale;
}): QueuedMail {
  const i18n = i18nFor(input.language);
  let when: string;
  try {
    when = new Intl.DateTimeFormat(input.language === "it" ? INTL_LOCALES.it : "en-GB", {
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
    subject: i18n._("Your Macrowise trial ends in 2 days"),
    discardAfter: input.trialEnd,
    text: [
      i18n._("Hello {username},", { username: input.username }),
      "",
      i18n._("your free Macrowise trial ends on {when}.", { when }),
      i18n._("After that your data stays safe for a 7-day grace period; choose a plan on the Pricing page"),
      i18n._("of Macrowise to keep every feature."),
      "",
      i18n._("Thank you for trying Macrowise."),
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
  language: Locale;
}

/** A subscription receipt of the built-in `local` payment provider. */
export function receiptMail(receipt: Receipt): QueuedMail {
  const italian = receipt.language === "it";
  const i18n = i18nFor(receipt.language);
  const amount = new Intl.NumberFormat(italian ? INTL_LOCALES.it : "en-GB", {
    style: "currency",
    currency: receipt.currency.toUpperCase(),
  }).format(receipt.amountMinor / 100);
  // 2026-11-26 in English as before; 26/11/2026 as an Italian writes it.
  const date = (value: Date) =>
    italian ? value.toISOString().slice(0, 10).split("-").reverse().join("/") : value.toISOString().slice(0, 10);
  const planName = translate(receipt.language, receipt.planName);
  return {
    kind: "receipt",
    to: receipt.to,
    subject: i18n._("Your Macrowise receipt: {planName}", { planName }),
    text: [
      i18n._("Hello {username},", { username: receipt.username }),
      "",
      i18n._("thank you for your payment. Your receipt:"),
      "",
      i18n._("Plan: {planName}", { planName }),
      i18n._("Amount: {amount}", { amount }),
      i18n._("Paid on: {date}", { date: date(receipt.paidAt) }),
      ...(receipt.periodEnd ? [i18n._("Access until: {date}", { date: date(receipt.periodEnd) })] : []),
      i18n._("Reference: {reference}", { reference: receipt.reference }),
      "",
      i18n._("You can cancel at any time; there are no partial refunds for unused time."),
    ].join("\n"),
  };
}
