import type { PaymentProvider, StripeMode } from "../../../shared/contracts/payments.js";
import type { PaidPlanId } from "../../../shared/domain/prices.js";
import type { SubscriptionProvider, SubscriptionStatus } from "../../../shared/domain/subscription-access.js";
import { HttpError } from "../../errors.js";

/**
 * The one payments interface (research 2): `local` (built-in test checkout), `stripe` (hosted
 * Checkout) and `off`. Every provider ends in the same fulfilment, `PaymentsTx.applySubscriptions`,
 * which records subscriptions as their provider reports them and rewrites the user's plan.
 */

/** What is bought: a plan at the server's price, or (admins) the fixed test amount. */
export type CheckoutItem = { kind: "plan"; planId: PaidPlanId } | { kind: "test-amount"; amountCents: number };

export interface Payer {
  id: number;
  email: string | null;
  username: string;
  /** The account's language, for the receipt (null: never chosen, English). */
  language?: string | null;
}

export interface CheckoutRequest {
  user: Payer;
  item: CheckoutItem;
  /** The app's origin as the browser reached it, for return URLs. */
  origin: string;
  /**
   * When the paid period starts if not at the payment: the end of the payer's running trial,
   * whose remaining days are kept (`paidPeriodStart`). Null: at the payment.
   */
  paidFrom: Date | null;
}

/** A checkout as this server knows it. Local ids are `ps_...`, Stripe's `cs_...`. */
export interface StoredSession {
  id: string;
  provider: "local" | "stripe";
  mode: StripeMode;
  userId: number;
  planId: PaidPlanId | null;
  amountCents: number;
  currency: string;
  status: "open" | "paid" | "canceled" | "expired";
  url: string;
  expiresAt: Date;
}

/** A subscription as its provider reports it. */
export interface SubscriptionRecord {
  provider: SubscriptionProvider;
  externalId: string;
  mode: StripeMode;
  customerId: string | null;
  plan: PaidPlanId | "unlimited";
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface StoredSubscription extends SubscriptionRecord {
  userId: number;
  pastDueSince: Date | null;
}

export type VerifyOutcome =
  | { status: "paid"; planId: PaidPlanId | null }
  | { status: "pending" | "failed"; planId: PaidPlanId | null };

/** Work done inside one transaction that holds the user's payments lock. */
export interface PaymentsTx {
  /** Takes the user's payments lock (held to the end of the transaction). */
  lockUser(userId: number): Promise<void>;
  findSession(id: string): Promise<StoredSession | undefined>;
  findOpenSession(
    userId: number,
    provider: "local" | "stripe",
    mode: StripeMode,
    item: CheckoutItem,
    now: Date,
  ): Promise<StoredSession | undefined>;
  /** Closes the user's other open sessions (a new checkout replaces them). */
  cancelOpenSessions(userId: number, provider: "local" | "stripe"): Promise<StoredSession[]>;
  insertSession(session: StoredSession): Promise<void>;
  setSessionStatus(id: string, status: StoredSession["status"], now: Date): Promise<void>;
  subscriptions(userId: number): Promise<StoredSubscription[]>;
  /** THE fulfilment: stores these records (stamping when a subscription turned past due) and rewrites the user's plan. */
  applySubscriptions(userId: number, records: SubscriptionRecord[], now: Date): Promise<void>;
  stripeCustomer(userId: number, mode: StripeMode): Promise<string | undefined>;
  saveStripeCustomer(userId: number, mode: StripeMode, customerId: string): Promise<void>;
  customerOwner(customerId: string): Promise<{ userId: number; mode: StripeMode } | undefined>;
  /** Stores a Stripe event id; false when it was stored before (a replay or a duplicate). */
  recordStripeEvent(id: string, type: string, livemode: boolean): Promise<boolean>;
}

/** The persistence the providers need; `features/payments/repository.ts` implements it. */
export interface PaymentsStore {
  forUser<T>(userId: number, work: (tx: PaymentsTx) => Promise<T>): Promise<T>;
  /** A transaction without a user lock (a webhook learns the user inside it). */
  transaction<T>(work: (tx: PaymentsTx) => Promise<T>): Promise<T>;
  findSession(id: string): Promise<StoredSession | undefined>;
  subscriptions(userId: number): Promise<StoredSubscription[]>;
  customerOwner(customerId: string): Promise<{ userId: number; mode: StripeMode } | undefined>;
  stripeMode(): Promise<StripeMode>;
}

/** A payment the built-in provider took: what a receipt says. */
export interface Payment {
  /** The paid plan, or null for the admins' one-off test payment. */
  plan: PaidPlanId | null;
  amountCents: number;
  /** Until when the payment gives access (null for the one-off test payment). */
  periodEnd: Date | null;
  /** The payment session's id, quoted on the receipt. */
  reference: string;
}

/** Told when money was taken: the mail outbox sends a receipt (`receiptNotifier`). */
export interface PaymentsNotifier {
  onPaid(user: Payer, payment: Payment): Promise<void>;
}

export interface PaymentsProvider {
  readonly name: PaymentProvider;
  /** Where the browser goes to pay, or to manage the live subscription instead of paying twice. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Checks a checkout of this user and, when paid, fulfils it at once (before any webhook). */
  verify(user: Payer, sessionId: string): Promise<VerifyOutcome>;
  /** Stripe's Customer Portal, or this app's subscription page (local). */
  manageUrl(user: Payer, origin: string): Promise<string>;
  /** Before an account is deleted: end every subscription so nothing is charged again. */
  cancelAll(user: Payer): Promise<void>;
}

/** A failure talking to the payment provider (network, configuration): a 502/503, never the user's fault. */
export class PaymentsProviderError extends HttpError {
  constructor(message: string, statusCode = 502) {
    super(statusCode, message);
    this.name = "PaymentsProviderError";
  }
}
