import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.js";

const statuses = [
  "active",
  "trialing",
  "past_due",
  "incomplete",
  "incomplete_expired",
  "canceled",
  "unpaid",
  "paused",
] as const;

/**
 * Every subscription a user has or had, as last read from its provider (Stripe) or kept here
 * (local, manual grants). `users.paid_plan/paid_until` is the effective plan derived from these
 * rows by the one fulfilment function (`features/payments/fulfilment.ts`).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["local", "stripe", "manual"] }).notNull(),
    /** Stripe's `sub_...`, or `local_<n>` / `manual_<user>` for subscriptions kept here. */
    externalId: text("external_id").notNull(),
    mode: text("mode", { enum: ["test", "production"] }).notNull(),
    customerId: text("customer_id"),
    plan: text("plan", { enum: ["premium-monthly", "premium-yearly", "unlimited"] }).notNull(),
    status: text("status", { enum: statuses }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Stamped when this server first saw the subscription past due; the 7-day grace counts from it. */
    pastDueSince: timestamp("past_due_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_external_id_idx").on(table.externalId),
    index("subscriptions_user_idx").on(table.userId),
  ],
);

/**
 * A checkout: a local test session (id `ps_...`, paid on /test-payment) or a Stripe Checkout
 * Session (`cs_...`). The amount is the server's, from its price list; an open one is reused.
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: ["local", "stripe"] }).notNull(),
    mode: text("mode", { enum: ["test", "production"] }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for the admin's test payment of a fixed amount. */
    planId: text("plan_id", { enum: ["premium-monthly", "premium-yearly"] }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    status: text("status", { enum: ["open", "paid", "canceled", "expired"] })
      .notNull()
      .default("open"),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("payment_sessions_user_status_idx").on(table.userId, table.status),
    check("payment_sessions_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** One Stripe customer per user and key set, created before the first checkout. */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["test", "production"] }).notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mode] }),
    uniqueIndex("stripe_customers_customer_idx").on(table.customerId),
  ],
);

/** Each Stripe event id once, stored in the same transaction as its effect: a replay changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  livemode: boolean("livemode").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payment settings an admin changes without a restart (today: the Stripe mode). */
export const paymentSettings = pgTable("payment_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
