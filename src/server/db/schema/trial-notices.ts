import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { mailOutbox } from "./mail.js";
import { users } from "./users.js";

/** One row per user whose trial-ending notice was queued: the primary key makes it once per user. */
export const trialNotices = pgTable("trial_notices", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
