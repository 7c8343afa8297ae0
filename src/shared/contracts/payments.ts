import { z } from "zod";
import { paidPlanIds } from "../domain/prices.js";
import { subscriptionStatuses } from "../domain/subscription-access.js";
import { msg } from "../i18n/msg.js";
import { subscriptionPlanSchema } from "./auth.js";
import { userIdSchema } from "./common.js";
import { jsonNumber, userText } from "./text.js";

/**
 * How this instance takes payments (PAYMENTS_PROVIDER): `local` is the built-in test checkout,
 * `stripe` real hosted checkout, `off` no billing at all (every signed-in user has the paid
 * features and no pricing, upgrade or checkout element is shown).
 */
export const paymentProviders = ["local", "stripe", "off"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const stripeModes = ["test", "production"] as const;
export type StripeMode = (typeof stripeModes)[number];

/** GET /api/payments/config: what the browser needs to show (or hide) billing. Public. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  /** The Stripe key set in use; `test` for the local provider. */
  mode: z.enum(stripeModes),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The spec's texts (commercial 8) and the few this server adds; browser and server say the same. */
export const paymentMessages = {
  initFailed: msg("Failed to initialize payment. Please try again later."),
  createSessionFailed: msg("Failed to create checkout session"),
  noCheckoutUrl: msg("No checkout URL returned from the server"),
  checkoutError: msg("Error during checkout creation"),
  paymentFailed: msg("Payment Failed"),
  paymentError: msg("Payment Error"),
  paymentSetupError: msg("Payment Setup Error"),
  createIntentFailed: msg("Failed to create payment intent"),
  missingSession: msg("Invalid payment session. Missing session ID."),
  verificationFailed: msg("Payment verification failed"),
  verificationError: msg("An error occurred during payment verification"),
  subscriptionActivated: msg("Subscription Activated"),
  verificationErrorTitle: msg("Verification Error"),
  loadStripeSettingsFailed: msg("Failed to load Stripe settings"),
  changeStripeModeFailed: msg("Failed to change Stripe mode"),
  invalidPlan: msg("Please choose a valid plan"),
  planOrAmount: msg("Send either a planId or the test amount, not both"),
  testAmountOnly: msg("Only the test payment of 999 cents can be paid by amount"),
  testAmountAdminOnly: msg("The test payment is for administrators only"),
  billingOff: msg("Billing is not enabled on this server"),
  stripeOff: msg("Stripe is not the payment provider of this server"),
  sessionNotFound: msg("Payment session not found"),
  alreadySubscribed: msg("You already have an active subscription"),
  previousRegistration: msg(
    "A free trial was already used on this device in the last 30 days. You can still create an account and choose a plan, but it will not include a second free trial.",
  ),
  noPreviousRegistration: msg("No previous registration found"),
} as const;

/** The Italian texts of the test payment pages (spec commercial 1 and 2). */
export const testPaymentMessages = {
  testMode: "Modalità di prova: nessun addebito",
  declined: "Pagamento rifiutato: la carta di prova è stata rifiutata.",
  unknownCard: "Usa una carta di prova: 4242 4242 4242 4242 (pagamento riuscito) o 4000 0000 0000 0002 (rifiutata).",
  expired: "Questa sessione di pagamento è scaduta. Torna ai prezzi e riprova.",
  closed: "Questa sessione di pagamento non è più aperta.",
  notFound: "Sessione di pagamento non trovata.",
  alreadySubscribed: "Hai già un abbonamento attivo: nessun nuovo addebito.",
} as const;

/** The test cards the local checkout knows (Stripe's own test numbers). */
export const testCards = { success: "4242424242424242", decline: "4000000000000002" } as const;

const planIdSchema = z.enum(paidPlanIds, { error: paymentMessages.invalidPlan });

/**
 * POST /api/create-payment-intent: a plan, or (admins only) the test amount in cents. A strict
 * object: a price, amount or currency the client adds is refused, never read.
 */
export const createPaymentIntentRequestSchema = z
  .strictObject({
    planId: planIdSchema.optional(),
    amount: jsonNumber("amount").int("amount must be a whole number of cents").optional(),
    /** Spec clients send their own id (as a string); it is only compared with the session's. */
    userId: userIdSchema,
  })
  .refine((body) => (body.planId === undefined) !== (body.amount === undefined), {
    message: paymentMessages.planOrAmount,
    path: ["planId"],
  });
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

/** Where the browser goes next: a hosted checkout, the local test page, the portal or the subscription page. */
export const paymentSessionSchema = z.object({ url: z.string() });
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

const sessionIdSchema = z
  .string({ error: paymentMessages.missingSession })
  .min(1, paymentMessages.missingSession)
  .max(255, paymentMessages.missingSession)
  .regex(/^[A-Za-z0-9_-]+$/, paymentMessages.missingSession);

export const verifyPaymentRequestSchema = z.object({
  sessionId: sessionIdSchema,
  /** What the success page was told; the plan granted comes from the payment itself. */
  planId: planIdSchema.optional(),
  userId: userIdSchema,
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  plan: subscriptionPlanSchema,
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

export const stripePublicKeySchema = z.object({ publicKey: z.string(), mode: z.enum(stripeModes) });

export const stripeModeSchema = z.object({
  mode: z.enum(stripeModes),
  isProduction: z.boolean(),
  isTest: z.boolean(),
});
export type StripeModeInfo = z.infer<typeof stripeModeSchema>;

export const setStripeModeRequestSchema = z.object({
  mode: z.enum(stripeModes, { error: "Mode must be test or production" }),
});

const keySet = z.object({ secretKey: z.boolean(), publishableKey: z.boolean(), webhookSecret: z.boolean() });
/** GET /api/admin/stripe-settings (admin): the mode and which keys are present (never their values). */
export const stripeSettingsSchema = z.object({
  provider: z.enum(paymentProviders),
  mode: z.enum(stripeModes),
  keys: z.object({ test: keySet, production: keySet }),
  priceLookupKeys: z.object({ "premium-monthly": z.string(), "premium-yearly": z.string() }),
});
export type StripeSettings = z.infer<typeof stripeSettingsSchema>;

/** POST /api/stripe/webhook: the event was received; what it did (a duplicate event changes nothing). */
export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(["applied", "duplicate", "ignored"]),
});

/**
 * POST /api/check-registration. Spec clients send an `ipAddress` from a third-party lookup: it is
 * ignored (the server uses the address it sees). The email is judged only at registration, so this
 * answer never tells anyone whether an address is registered.
 */
export const checkRegistrationRequestSchema = z.object({
  email: userText().max(254, msg("Please enter a valid email address")).optional(),
  ipAddress: userText().max(100).optional(),
});
export const checkRegistrationResponseSchema = z.object({
  hasPreviousRegistration: z.boolean(),
  message: z.string(),
});
export type CheckRegistrationResponse = z.infer<typeof checkRegistrationResponseSchema>;

export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

/** GET /api/subscription: the caller's current subscription as the account page shows it. */
export const subscriptionViewSchema = z.object({
  provider: z.enum(paymentProviders),
  /** How it is managed: Stripe's Customer Portal, directly here (local), or not at all (off, none). */
  manage: z.enum(["portal", "direct", "none"]),
  subscription: z
    .object({
      plan: z.enum([...paidPlanIds, "unlimited"]),
      status: subscriptionStatusSchema,
      cancelAtPeriodEnd: z.boolean(),
      /** The next charge, while it renews. */
      renewsAt: z.string().nullable(),
      /** When the paid period starts, while the trial's kept days still run first; else null. */
      paidFrom: z.string().nullable(),
      /** When access ends: a cancelled plan's last day, or the end of a failed payment's grace. */
      endsAt: z.string().nullable(),
      amountCents: z.number().int(),
      currency: z.string(),
      /** Null for a plan granted without billing (unlimited). */
      interval: z.enum(["month", "year"]).nullable(),
      hasAccess: z.boolean(),
    })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** GET /api/payments/local/sessions/:id: a local test checkout, for its owner only. */
export const localSessionSchema = z.object({
  id: z.string(),
  planId: planIdSchema.nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(["open", "paid", "canceled", "expired"]),
  expiresAt: z.string(),
});
export type LocalSession = z.infer<typeof localSessionSchema>;

export const localPayRequestSchema = z.object({
  cardNumber: userText(testPaymentMessages.unknownCard).max(40, testPaymentMessages.unknownCard),
});
export const redirectSchema = z.object({ redirectUrl: z.string(), message: z.string() });

/** DELETE /api/user: the password, or (accounts without one) the username typed out. */
export const deleteAccountRequestSchema = z.object({
  password: userText().max(200).optional(),
  confirmation: userText().max(100).optional(),
});
export const deleteAccountMessages = {
  wrongPassword: msg("The password is not correct"),
  wrongConfirmation: msg("Type your username to confirm"),
  deleted: msg("Your account and all its data have been deleted"),
} as const;
