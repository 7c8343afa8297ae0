import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * A user's API keys (spec commercial 3). Only the SHA-256 of a key is stored: a leaked table opens
 * nothing. `start` and `last4` are kept to show the key masked (`mw_live_AbCd…wxyz`).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    start: text("start").notNull(),
    last4: text("last4").notNull(),
    /** `read` and/or `write`. */
    scopes: text("scopes").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, not on every call. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_keys_key_hash_idx").on(table.keyHash),
    index("api_keys_user_id_idx").on(table.userId),
    check("api_keys_name_length", sql`char_length(${table.name}) BETWEEN 1 AND 100`),
    check(
      "api_keys_scopes_valid",
      sql`cardinality(${table.scopes}) > 0 AND ${table.scopes} <@ ARRAY['read', 'write']::text[]`,
    ),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;
