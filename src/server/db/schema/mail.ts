import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const mailStatuses = ["pending", "sent", "failed", "expired"] as const;
export type MailStatus = (typeof mailStatuses)[number];
export const mailKinds = ["contact", "trial-notice", "receipt"] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * The outbox: every message is stored here first and sent by the sender loop, which retries with
 * backoff while the SMTP server is away. Several instances share it: a sender claims rows by
 * setting `locked_until` (a lease) in one UPDATE over `FOR UPDATE SKIP LOCKED` rows.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: mailKinds }).notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a sender holds the row; a crashed sender's lease simply runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** A message that means nothing after this instant (a trial notice after the trial) is not sent late. */
    discardAfter: timestamp("discard_after", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check("mail_outbox_attempts_check", sql`${table.attempts} >= 0`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
