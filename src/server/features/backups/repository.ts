import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { appMeta } from "../../db/schema/index.js";

/** app_meta's key for when any instance last made the daily backup. */
const LAST_DAILY_KEY = "backups.last_daily";

/** The only Drizzle code of the backups feature: when the daily backup was last made, by any instance. */
export function backupsRepository(db: Database) {
  return {
    async lastDailyAt(): Promise<Date | null> {
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, LAST_DAILY_KEY));
      return row ? new Date(row.value) : null;
    },
    async recordDaily(at: Date): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key: LAST_DAILY_KEY, value: at.toISOString() })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: at.toISOString(), updatedAt: sql`now()` } });
    },
  };
}

export type BackupsRepository = ReturnType<typeof backupsRepository>;
