import type { FastifyBaseLogger } from "fastify";
import { planPrices } from "../../../shared/domain/prices.js";
import { isLocale } from "../../../shared/i18n/locales.js";
import { msg } from "../../../shared/i18n/msg.js";
import type { PaymentsConfig } from "../../config.js";
import { type QueuedMail, receiptMail } from "../mail/index.js";
import { createLocalProvider, type LocalPaymentsProvider } from "./local/local-provider.js";
import { offProvider } from "./off.js";
import type { PaymentsNotifier, PaymentsProvider, PaymentsStore } from "./provider.js";
import { createStripeProvider, type StripePaymentsProvider } from "./stripe/stripe-provider.js";

export interface PaymentsProviders {
  /** The provider PAYMENTS_PROVIDER names. */
  active: PaymentsProvider;
  /** Set when the active provider is `local`: its test pages' operations. */
  local: LocalPaymentsProvider | null;
  /** Set when the active provider is `stripe`: webhooks, keys. */
  stripe: StripePaymentsProvider | null;
}

export function createPaymentsProviders(deps: {
  config: PaymentsConfig;
  store: PaymentsStore;
  notifier: PaymentsNotifier;
  now: () => Date;
  log: FastifyBaseLogger;
}): PaymentsProviders {
  switch (deps.config.provider) {
    case "local": {
      const local = createLocalProvider(deps);
      return { active: local, local, stripe: null };
    }
    case "stripe": {
      const stripe = createStripeProvider({ ...deps, config: deps.config.stripe });
      return { active: stripe, local: null, stripe };
    }
    case "off":
      return { active: offProvider, local: null, stripe: null };
  }
}

/**
 * Receipts by email through the mail outbox (stored first, sent when SMTP is configured). A user
 * without an email gets none; the payment itself never depends on the receipt.
 */
export function receiptNotifier(
  mail: { enqueueMail(mail: QueuedMail): Promise<number> },
  now: () => Date,
  log: FastifyBaseLogger,
): PaymentsNotifier {
  return {
    async onPaid(user, payment) {
      log.info({ userId: user.id, ...payment }, "payment received");
      if (!user.email) return;
      await mail.enqueueMail(
        receiptMail({
          to: user.email,
          username: user.username,
          planName: payment.plan ? planPrices[payment.plan].name : msg("Test payment"),
          amountMinor: payment.amountCents,
          currency: "EUR",
          paidAt: now(),
          periodEnd: payment.periodEnd,
          reference: payment.reference,
          language: isLocale(user.language) ? user.language : "en",
        }),
      );
    },
  };
}

export type { PaymentsNotifier } from "./provider.js";
