import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** The conversation with each assistant (chat type), per user. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatType: text("chat_type", { enum: ["meals", "goals"] }).notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_messages_user_type_idx").on(table.userId, table.chatType, table.id)],
);

/** Generated recommendations kept per user and key until asked for new ones. */
export const aiRecommendations = pgTable(
  "ai_recommendations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'nutrition-goals', or 'meals:<mealType|any>:<local date>'. */
    key: text("key").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Meal images, generated once and served from the app's own URL. */
export const mealImages = pgTable(
  "meal_images",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hash of the provider and the meal's name and description: the same meal is drawn once. */
    mealKey: text("meal_key").notNull(),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("meal_images_user_key_idx").on(table.userId, table.mealKey)],
);

/** Guests' free food-photo analysis, by a hash of their address: clearing the browser does not reset it. */
export const guestAnalyses = pgTable("guest_analyses", {
  guestKey: text("guest_key").primaryKey(),
  analyses: integer("analyses").notNull().default(0),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull().default(sql`now()`),
});
