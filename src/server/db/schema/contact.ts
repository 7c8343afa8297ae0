import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { mailOutbox } from "./mail.js";
import { users } from "./users.js";

/** Messages sent through the contact form (spec commercial 3), kept whether or not mail is configured. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The signed-in sender, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Its email to support; null when no SUPPORT_EMAIL was configured when it arrived. */
    outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
