import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email"),
    gender: text("gender", { enum: ["male", "female", "other"] })
      .notNull()
      .default("other"),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    /** Google / Firebase subject; the stable identity of a Google account. */
    googleSub: text("google_sub"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** With paid_until: the effective paid plan (null until = renews without end). */
    paidPlan: text("paid_plan", { enum: ["premium-monthly", "premium-yearly", "unlimited"] }),
    /** The effective plan, written only by the payments fulfilment function from `subscriptions`. */
    paidUntil: timestamp("paid_until", { withTimezone: true }),
    /** False when the email or device already had a trial in the last 30 days (see trial_claims). */
    trialGranted: boolean("trial_granted").notNull().default(true),
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The language the person reads (the header's switch, or the one they signed up in): every device and email follows it. */
    language: text("language", { enum: ["en", "it"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set at sign-in and when a session's expiry slides (at most daily): accurate to the day. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (table) => [
    // Usernames and emails are unique regardless of case: 'Alice' and 'alice' are one person.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_google_sub_idx").on(table.googleSub),
    index("users_created_at_idx").on(table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
