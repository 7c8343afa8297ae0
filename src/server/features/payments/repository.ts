import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { StripeMode } from "../../../shared/contracts/payments.js";
import type { Database } from "../../db/client.js";
import {
  paymentSessions,
  paymentSettings,
  stripeCustomers,
  stripeEvents,
  subscriptions,
  type subscriptions as subscriptionsTable,
  users,
} from "../../db/schema/index.js";
import type {
  CheckoutItem,
  PaymentsStore,
  PaymentsTx,
  StoredSession,
  StoredSubscription,
  SubscriptionRecord,
} from "../../integrations/payments/provider.js";
import { fulfil } from "./fulfilment.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;
type SubscriptionRow = typeof subscriptionsTable.$inferSelect;
type SessionRow = typeof paymentSessions.$inferSelect;

/** Names the advisory lock that serialises one user's checkouts and fulfilment (user id as second key). */
const PAYMENTS_LOCK = 11_001;
const STRIPE_MODE_KEY = "stripe_mode";

const toSession = (row: SessionRow): StoredSession => ({ ...row });
const toSubscription = (row: SubscriptionRow): StoredSubscription => ({
  provider: row.provider,
  externalId: row.externalId,
  mode: row.mode,
  customerId: row.customerId,
  plan: row.plan,
  status: row.status,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  userId: row.userId,
  pastDueSince: row.pastDueSince,
});

function itemCondition(item: CheckoutItem) {
  return item.kind === "plan"
    ? eq(paymentSessions.planId, item.planId)
    : and(isNull(paymentSessions.planId), eq(paymentSessions.amountCents, item.amountCents));
}

async function listSubscriptions(x: Executor, userId: number): Promise<StoredSubscription[]> {
  const rows = await x.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id);
  return rows.map(toSubscription);
}

/** The transaction-bound queries; `fulfil` is the one writer of a user's plan. */
function txQueries(tx: Tx): PaymentsTx {
  return {
    async lockUser(userId) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYMENTS_LOCK}, ${userId})`);
    },
    async findSession(id) {
      const [row] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, id));
      return row && toSession(row);
    },
    async findOpenSession(userId, provider, mode, item, now) {
      const [row] = await tx
        .select()
        .from(paymentSessions)
        .where(
          and(
            eq(paymentSessions.userId, userId),
            eq(paymentSessions.provider, provider),
            eq(paymentSessions.mode, mode),
            eq(paymentSessions.status, "open"),
            gt(paymentSessions.expiresAt, now),
            itemCondition(item),
          ),
        )
        .orderBy(desc(paymentSessions.createdAt))
        .limit(1);
      return row && toSession(row);
    },
    async cancelOpenSessions(userId, provider) {
      const rows = await tx
        .update(paymentSessions)
        .set({ status: "canceled" })
        .where(
          and(
            eq(paymentSessions.userId, userId),
            eq(paymentSessions.provider, provider),
            eq(paymentSessions.status, "open"),
          ),
        )
        .returning();
      return rows.map(toSession);
    },
    async insertSession(session) {
      await tx.insert(paymentSessions).values(session);
    },
    async setSessionStatus(id, status, now) {
      await tx
        .update(paymentSessions)
        .set({ status, completedAt: status === "paid" ? now : null })
        .where(eq(paymentSessions.id, id));
    },
    subscriptions: (userId) => listSubscriptions(tx, userId),
    async applySubscriptions(userId, records, now) {
      await fulfil(
        {
          find: async (externalId) => {
            const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.externalId, externalId));
            return row && toSubscription(row);
          },
          upsert: (record: SubscriptionRecord, pastDueSince: Date | null) =>
            upsertSubscription(tx, userId, record, pastDueSince, now),
          list: () => listSubscriptions(tx, userId),
          writePlan: async (plan, until) => {
            await tx.update(users).set({ paidPlan: plan, paidUntil: until }).where(eq(users.id, userId));
          },
        },
        records,
        now,
      );
    },
    async stripeCustomer(userId, mode) {
      const [row] = await tx
        .select({ customerId: stripeCustomers.customerId })
        .from(stripeCustomers)
        .where(and(eq(stripeCustomers.userId, userId), eq(stripeCustomers.mode, mode)));
      return row?.customerId;
    },
    async saveStripeCustomer(userId, mode, customerId) {
      await tx.insert(stripeCustomers).values({ userId, mode, customerId });
    },
    customerOwner: (customerId) => customerOwner(tx, customerId),
    async recordStripeEvent(id, type, livemode) {
      const inserted = await tx
        .insert(stripeEvents)
        .values({ id, type, livemode })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return inserted.length > 0;
    },
  };
}

async function upsertSubscription(
  tx: Tx,
  userId: number,
  record: SubscriptionRecord,
  pastDueSince: Date | null,
  now: Date,
): Promise<void> {
  const values = { ...record, userId, pastDueSince, updatedAt: now };
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.externalId,
      set: {
        status: values.status,
        plan: values.plan,
        currentPeriodStart: values.currentPeriodStart,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        pastDueSince: values.pastDueSince,
        customerId: values.customerId,
        updatedAt: now,
      },
      // A subscription belongs to the user it was first stored for: a forged or confused record
      // naming the same id for someone else changes nothing.
      setWhere: eq(subscriptions.userId, userId),
    });
}

async function customerOwner(x: Executor, customerId: string) {
  const [row] = await x
    .select({ userId: stripeCustomers.userId, mode: stripeCustomers.mode })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId));
  return row;
}

/**
 * The only Drizzle code of payments. `forUser` runs work in one transaction under the user's
 * advisory lock, so a double click cannot open two checkouts and two webhooks cannot interleave
 * their writes.
 */
export function paymentsRepository(
  db: Database,
  /** The mode until an admin picks one: test, unless only live keys are configured. */
  defaultStripeMode: StripeMode = "test",
) {
  function run<T>(userId: number | null, work: (tx: PaymentsTx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const queries = txQueries(tx);
      if (userId !== null) await queries.lockUser(userId);
      return work(queries);
    });
  }

  const store: PaymentsStore = {
    forUser: (userId, work) => run(userId, work),
    transaction: (work) => run(null, work),
    async findSession(id) {
      const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
      return row && toSession(row);
    },
    subscriptions: (userId) => listSubscriptions(db, userId),
    customerOwner: (customerId) => customerOwner(db, customerId),
    async stripeMode(): Promise<StripeMode> {
      const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.key, STRIPE_MODE_KEY));
      if (row?.value === "production" || row?.value === "test") return row.value;
      return defaultStripeMode;
    },
  };

  return {
    ...store,
    /** The user row as stored now (the request's copy predates a plan just written). */
    async user(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async setStripeMode(mode: StripeMode, adminId: number, now: Date): Promise<void> {
      await db
        .insert(paymentSettings)
        .values({ key: STRIPE_MODE_KEY, value: mode, updatedBy: adminId, updatedAt: now })
        .onConflictDoUpdate({ target: paymentSettings.key, set: { value: mode, updatedBy: adminId, updatedAt: now } });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
