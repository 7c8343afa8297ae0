import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** Spec core 3: one body profile per user (weight in kg, height in cm). */
export const userProfiles = pgTable(
  "user_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique("user_profiles_user_id_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    gender: text("gender", { enum: ["male", "female", "other"] }).notNull(),
    weight: doublePrecision("weight").notNull(),
    height: doublePrecision("height").notNull(),
    activityLevel: text("activity_level", {
      enum: ["sedentary", "light", "moderate", "active", "very_active"],
    }).notNull(),
    timeZone: text("time_zone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check("user_profiles_age_range", sql`${table.age} BETWEEN 1 AND 120`),
    check("user_profiles_weight_range", sql`${table.weight} BETWEEN 20 AND 300`),
    check("user_profiles_height_range", sql`${table.height} BETWEEN 50 AND 250`),
  ],
);

export type UserProfileRow = typeof userProfiles.$inferSelect;
export type NewUserProfileRow = typeof userProfiles.$inferInsert;
