import { count, gt } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { sessions } from "../../db/schema/index.js";

/** The only code of the metrics feature that talks to the database. */
export function metricsRepository(db: Database) {
  return {
    /** Sessions not yet expired, whichever instance signed them in (sessions_expires_at_idx). */
    async activeSessions(now: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, now));
      return row?.n ?? 0;
    },
  };
}

export type MetricsRepository = ReturnType<typeof metricsRepository>;
