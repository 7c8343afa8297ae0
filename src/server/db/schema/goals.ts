import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.js";

/** Spec core 3: a nutrition goal. The database itself allows one active goal per user. */
export const goals = pgTable(
  "nutrition_goals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    calories: integer("calories").notNull(),
    proteins: integer("proteins").notNull(),
    carbs: integer("carbs").notNull(),
    fats: integer("fats").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("nutrition_goals_one_active_per_user").on(table.userId).where(sql`is_active`),
    index("nutrition_goals_user_created_idx").on(table.userId, table.createdAt),
    check("nutrition_goals_end_after_start", sql`${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`),
    check("nutrition_goals_calories_positive", sql`${table.calories} >= 1`),
    check(
      "nutrition_goals_macros_non_negative",
      sql`${table.proteins} >= 0 AND ${table.carbs} >= 0 AND ${table.fats} >= 0`,
    ),
  ],
);

export type GoalRow = typeof goals.$inferSelect;
export type NewGoalRow = typeof goals.$inferInsert;
