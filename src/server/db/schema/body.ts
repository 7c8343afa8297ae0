import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { goals } from "./goals.js";
import { users } from "./users.js";

/**
 * Issue 26: a person's weigh-ins, one per local day (the unique index: the same date again replaces
 * it), in kg. The index also serves every range read (five years of days is one index range scan).
 */
export const weighIns = pgTable(
  "weigh_ins",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    weightKg: doublePrecision("weight_kg").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("weigh_ins_user_date_unique").on(table.userId, table.date),
    check("weigh_ins_weight_range", sql`${table.weightKg} BETWEEN 20 AND 300`),
  ],
);

/** Issue 26: body measurements, cm and body fat %, one set per person per local day. */
export const bodyMeasurements = pgTable(
  "body_measurements",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    waistCm: doublePrecision("waist_cm"),
    hipsCm: doublePrecision("hips_cm"),
    chestCm: doublePrecision("chest_cm"),
    neckCm: doublePrecision("neck_cm"),
    armCm: doublePrecision("arm_cm"),
    thighCm: doublePrecision("thigh_cm"),
    bodyFatPercent: doublePrecision("body_fat_percent"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("body_measurements_user_date_unique").on(table.userId, table.date),
    check(
      "body_measurements_lengths_range",
      sql`COALESCE(${table.waistCm}, 50) BETWEEN 10 AND 300 AND COALESCE(${table.hipsCm}, 50) BETWEEN 10 AND 300
        AND COALESCE(${table.chestCm}, 50) BETWEEN 10 AND 300 AND COALESCE(${table.neckCm}, 50) BETWEEN 10 AND 300
        AND COALESCE(${table.armCm}, 50) BETWEEN 10 AND 300 AND COALESCE(${table.thighCm}, 50) BETWEEN 10 AND 300`,
    ),
    check("body_measurements_body_fat_range", sql`COALESCE(${table.bodyFatPercent}, 20) BETWEEN 2 AND 75`),
    check(
      "body_measurements_some_value",
      sql`num_nonnulls(${table.waistCm}, ${table.hipsCm}, ${table.chestCm}, ${table.neckCm}, ${table.armCm}, ${table.thighCm}, ${table.bodyFatPercent}) > 0`,
    ),
  ],
);

/** Issue 26, 3: a day the person marked partial (left out of the expenditure) or fasted (0 kcal). */
export const dayMarks = pgTable(
  "day_marks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status", { enum: ["partial", "fasted"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "day_marks_pkey", columns: [table.userId, table.date] }),
    check("day_marks_status_known", sql`${table.status} IN ('partial', 'fasted')`),
  ],
);

/** Issue 26, 5: every weekly check-in, accepted or not, with the figures it was made from. */
export const checkIns = pgTable(
  "check_ins",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The person's local day it was made on. */
    date: date("date", { mode: "string" }).notNull(),
    expenditure: integer("expenditure").notNull(),
    low: integer("low").notNull(),
    high: integer("high").notNull(),
    confidence: text("confidence", { enum: ["low", "medium", "high"] }).notNull(),
    slopeKgPerWeek: doublePrecision("slope_kg_per_week"),
    completeDays: integer("complete_days").notNull(),
    weighIns: integer("weigh_ins").notNull(),
    calories: integer("calories").notNull(),
    proteins: integer("proteins").notNull(),
    carbs: integer("carbs").notNull(),
    fats: integer("fats").notNull(),
    why: text("why").notNull(),
    accepted: boolean("accepted").notNull(),
    /** The goal accepting created (kept NULL if that goal is deleted later). */
    goalId: integer("goal_id").references(() => goals.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("check_ins_user_created_idx").on(table.userId, table.createdAt),
    check("check_ins_calories_positive", sql`${table.calories} >= 1`),
  ],
);

export type WeighInRow = typeof weighIns.$inferSelect;
export type BodyMeasurementRow = typeof bodyMeasurements.$inferSelect;
export type DayMarkRow = typeof dayMarks.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
