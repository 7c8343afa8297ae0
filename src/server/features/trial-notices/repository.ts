import { sql } from "drizzle-orm";
import { isLocale, type Locale } from "../../../shared/i18n/locales.js";
import type { Database } from "../../db/client.js";
import type { Executor } from "../../integrations/mail/index.js";

export interface NoticeRecipient {
  userId: number;
  username: string;
  email: string;
  createdAt: Date;
  timeZone: string;
  /** The account's language (users.language); English when it never chose one. */
  language: Locale;
}

/** The only code of the trial-notice job that talks to the database. */
export function trialNoticesRepository(db: Database) {
  return {
    /**
     * In one transaction: marks up to `limit` users whose trial ends within the warning window as
     * noticed (the primary key of trial_notices makes that once per user, whichever instance runs
     * first; a concurrent run waits on the key and then skips), and hands them to `queue`, whose
     * outbox ids are recorded. If queueing fails, the marks roll back and the next run tries again.
     */
    async claimAndQueue(
      window: { createdFrom: Date; createdUntil: Date; now: Date },
      limit: number,
      queue: (tx: Executor, recipient: NoticeRecipient) => Promise<number>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const claimed = await tx.execute<{
          user_id: number;
          username: string;
          email: string;
          created_at: string;
          time_zone: string;
          language: string | null;
        }>(sql`
          WITH due AS (
            SELECT u.id FROM users u
             WHERE u.created_at > ${window.createdFrom.toISOString()}
               AND u.created_at <= ${window.createdUntil.toISOString()}
               AND NOT u.is_admin
               AND u.email IS NOT NULL
               AND (u.paid_plan IS NULL OR u.paid_until <= ${window.now.toISOString()})
               AND NOT EXISTS (SELECT 1 FROM trial_notices t WHERE t.user_id = u.id)
             ORDER BY u.id
             LIMIT ${limit}),
          marked AS (
            INSERT INTO trial_notices (user_id, queued_at)
            SELECT id, ${window.now.toISOString()} FROM due
            ON CONFLICT (user_id) DO NOTHING
            RETURNING user_id)
          SELECT u.id AS user_id, u.username, u.email, u.created_at, u.time_zone, u.language
            FROM marked m JOIN users u ON u.id = m.user_id
           ORDER BY u.id`);
        for (const row of claimed.rows) {
          const outboxId = await queue(tx, {
            userId: row.user_id,
            username: row.username,
            email: row.email,
            createdAt: new Date(row.created_at),
            timeZone: row.time_zone,
            language: isLocale(row.language) ? row.language : "en",
          });
          await tx.execute(sql`UPDATE trial_notices SET outbox_id = ${outboxId} WHERE user_id = ${row.user_id}`);
        }
        return claimed.rows.length;
      });
    },
  };
}

export type TrialNoticesRepository = ReturnType<typeof trialNoticesRepository>;
