import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** Spec core 3: one body profile per user (weight in kg, height in cm). */
export const profiles = pgTable(
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
    /** Issue 26: body preferences (contracts/profile.ts), with the defaults an existing profile gets. */
    units: text("units", { enum: ["metric", "imperial"] })
      .notNull()
      .default("metric"),
    weightDisplay: text("weight_display", { enum: ["show", "trends", "hidden"] })
      .notNull()
      .default("show"),
    goalDirection: text("goal_direction", { enum: ["lose", "maintain", "gain"] })
      .notNull()
      .default("maintain"),
    goalRateKgPerWeek: doublePrecision("goal_rate_kg_per_week").notNull().default(0),
    checkInWeekday: text("check_in_weekday", {
      enum: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    })
      .notNull()
      .default("monday"),
    startingExpenditure: integer("starting_expenditure"),
    goalWeightKg: doublePrecision("goal_weight_kg"),
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
    check("user_profiles_goal_rate_range", sql`${table.goalRateKgPerWeek} BETWEEN 0 AND 3`),
    check(
      "user_profiles_starting_expenditure_range",
      sql`${table.startingExpenditure} IS NULL OR ${table.startingExpenditure} BETWEEN 800 AND 6000`,
    ),
    check(
      "user_profiles_goal_weight_range",
      sql`${table.goalWeightKg} IS NULL OR ${table.goalWeightKg} BETWEEN 20 AND 300`,
    ),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
