import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import { foods } from "./foods.js";
import { micronutrientColumns, micronutrientsNonNegative } from "./nutrient-columns.js";
import { users } from "./users.js";

/** Spec core 3: a logged meal; amounts are whole numbers, never negative. */
export const meals = pgTable(
  "meals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    food: text("food").notNull(),
    calories: integer("calories").notNull(),
    proteins: integer("proteins").notNull(),
    carbs: integer("carbs").notNull(),
    fats: integer("fats").notNull(),
    /**
     * False for a quick add that gave calories only: the three macros above are then stored as 0
     * (so every sum stays a plain sum) but shown as "not given", never as a measured 0 g.
     */
    macrosGiven: boolean("macros_given").notNull().default(true),
    mealType: text("meal_type", { enum: ["breakfast", "lunch", "dinner", "snack"] }).notNull(),
    eatenAt: timestamp("eaten_at", { withTimezone: true }).notNull(),
    notes: text("notes"),
    /**
     * The food it was logged from and how much, for recents and search ranking. The meal keeps its
     * own numbers above: editing or deleting the food later never rewrites a past meal.
     */
    foodId: integer("food_id").references(() => foods.id, { onDelete: "set null" }),
    grams: real("grams"),
    /**
     * What the meal held beyond the four numbers, copied from its food when it was logged (two
     * decimals). All NULL for a meal entered by hand: nobody knows, and nothing is invented.
     */
    ...micronutrientColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    /**
     * A user's meals in time order. The four numbers ride along as trailing key columns (Drizzle has
     * no INCLUDE) so day totals and trends are index-only scans: no visit to the scattered heap rows.
     */
    index("meals_user_eaten_at_idx").on(
      table.userId,
      table.eatenAt,
      table.calories,
      table.proteins,
      table.carbs,
      table.fats,
    ),
    /**
     * A user's meals logged from a food. eaten_at rides along so recent foods (last time, count per
     * food) and search's "logged before" are index-only scans.
     */
    index("meals_user_food_idx").on(table.userId, table.foodId, table.eatenAt).where(sql`${table.foodId} IS NOT NULL`),
    check("meals_calories_non_negative", sql`${table.calories} >= 0`),
    check("meals_proteins_non_negative", sql`${table.proteins} >= 0`),
    check("meals_carbs_non_negative", sql`${table.carbs} >= 0`),
    check("meals_fats_non_negative", sql`${table.fats} >= 0`),
    check("meals_micronutrients_non_negative", micronutrientsNonNegative),
    check("meals_meal_type_valid", sql`${table.mealType} IN ('breakfast', 'lunch', 'dinner', 'snack')`),
  ],
);

export type MealRow = typeof meals.$inferSelect;
export type NewMealRow = typeof meals.$inferInsert;
