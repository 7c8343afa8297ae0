import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** Spec core 3: a registration log with the address and browser it came from. */
export const registrationLogs = pgTable(
  "registration_logs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("registration_logs_ip_idx").on(table.ipAddress)],
);
