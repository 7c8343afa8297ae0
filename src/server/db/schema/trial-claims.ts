import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * One row per free trial given (commercial 6: one trial per email or device within 30 days). Only
 * hashes of the email and device id are kept, so a deleted account leaves no address behind, yet
 * the same email cannot start a second trial a day later.
 */
export const trialClaims = pgTable(
  "trial_claims",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    emailHash: text("email_hash"),
    deviceHash: text("device_hash"),
    ipAddress: text("ip_address").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("trial_claims_email_idx").on(table.emailHash, table.claimedAt),
    index("trial_claims_device_idx").on(table.deviceHash, table.claimedAt),
    index("trial_claims_ip_idx").on(table.ipAddress, table.claimedAt),
  ],
);
