import { and, count, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { type MailKind, type MailOutboxRow, mailOutbox } from "../../db/schema/index.js";
import type { OutgoingMail } from "./mailer.js";

/** A transaction or the database itself: a message is often queued in the same transaction as its cause. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface QueuedMail extends OutgoingMail {
  kind: MailKind;
  /** Not worth sending after this instant (a trial notice once the trial is over). */
  discardAfter?: Date | null;
}

/** The kinds of mail sent to an account's own address (a contact message goes to support). */
const MAIL_TO_ACCOUNT_HOLDERS: MailKind[] = ["receipt", "trial-notice"];

/** The only code that reads or writes the outbox table. */
export function outboxRepository(db: Database) {
  return {
    async enqueue(executor: Executor, mail: QueuedMail, now: Date): Promise<number> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          recipient: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          body: mail.text,
          discardAfter: mail.discardAfter ?? null,
          nextAttemptAt: now,
          createdAt: now,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("outbox insert returned no row");
      return row.id;
    },

    /**
     * Claims up to `limit` due messages for this sender until `leaseUntil`, in one statement: rows
     * another sender holds (row lock or live lease) are skipped, so instances never send one twice.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MailOutboxRow[]> {
      const result = await db.execute<{ id: number }>(sql`
        UPDATE ${mailOutbox}
           SET locked_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM ${mailOutbox}
            WHERE status = 'pending'
              AND next_attempt_at <= ${now.toISOString()}
              AND (locked_until IS NULL OR locked_until <= ${now.toISOString()})
            ORDER BY next_attempt_at, id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = result.rows.map((row) => row.id);
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.id} IN (${sql.join(ids, sql`, `)})`);
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    async markRetry(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ lastError: error.slice(0, 1000), nextAttemptAt, lockedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: "failed", lastError: error.slice(0, 1000), lockedUntil: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Pending messages past their `discard_after` will not be sent late. */
    async expireStale(now: Date): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: "expired", lockedUntil: null })
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.discardAfter, now)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    async countByStatus(): Promise<Record<MailOutboxRow["status"], number>> {
      const rows = await db
        .select({ status: mailOutbox.status, n: count() })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const counts = { pending: 0, sent: 0, failed: 0, expired: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /**
     * Account deletion: every message addressed to that person (receipts, the trial notice), sent
     * or not, goes with the account; a pending one is then never sent. Messages to others (a contact
     * message to support that named them in Reply-To) stay.
     */
    async dropMailTo(executor: Executor, email: string): Promise<number> {
      const rows = await executor
        .delete(mailOutbox)
        .where(
          and(inArray(mailOutbox.kind, MAIL_TO_ACCOUNT_HOLDERS), sql`lower(${mailOutbox.recipient}) = lower(${email})`),
        )
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    async find(id: number): Promise<MailOutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
