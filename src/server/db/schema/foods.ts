import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * A food with its composition per 100 g (or 100 ml). Built-in foods have no owner; a user's own
 * foods and recipes belong to that user and are seen by nobody else. A recipe is a food too, whose
 * composition is computed from its ingredients, so it is searched and logged the same way.
 */
export const foods = pgTable(
  "foods",
  {
    id: serial("id").primaryKey(),
    /** Stable id of a built-in food, so the catalog can be re-seeded idempotently. */
    slug: text("slug"),
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["builtin", "custom", "recipe", "barcode"] }).notNull(),
    name: text("name").notNull(),
    aliases: text("aliases").notNull().default(""),
    category: text("category"),
    basis: text("basis", { enum: ["g", "ml"] })
      .notNull()
      .default("g"),
    kcal: real("kcal").notNull(),
    protein: real("protein").notNull(),
    carbs: real("carbs").notNull(),
    fat: real("fat").notNull(),
    fiber: real("fiber").notNull().default(0),
    barcode: text("barcode"),
    /** Recipes: how many servings the ingredients make. */
    servings: integer("servings"),
    /** Lower-case, accent-free name and aliases: what search matches against (trigram index). */
    searchText: text("search_text").notNull().generatedAlwaysAs(sql`lower(immutable_unaccent(name || ' ' || aliases))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("foods_builtin_slug_idx").on(table.slug).where(sql`${table.ownerUserId} IS NULL`),
    uniqueIndex("foods_barcode_idx").on(table.barcode).where(sql`${table.barcode} IS NOT NULL`),
    index("foods_owner_idx").on(table.ownerUserId),
    index("foods_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    check(
      "foods_amounts_non_negative",
      sql`${table.kcal} >= 0 AND ${table.protein} >= 0 AND ${table.carbs} >= 0 AND ${table.fat} >= 0 AND ${table.fiber} >= 0`,
    ),
    check("foods_servings_positive", sql`${table.servings} IS NULL OR ${table.servings} > 0`),
  ],
);

/** Named portions of a food: '1 medium egg' = 50 g. */
export const foodPortions = pgTable(
  "food_portions",
  {
    id: serial("id").primaryKey(),
    foodId: integer("food_id")
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    grams: real("grams").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("food_portions_food_idx").on(table.foodId),
    check("food_portions_grams_positive", sql`${table.grams} > 0`),
  ],
);

/** A recipe's ingredients: which food, how many grams. */
export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: serial("id").primaryKey(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    foodId: integer("food_id")
      .notNull()
      .references(() => foods.id, { onDelete: "restrict" }),
    grams: real("grams").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("recipe_ingredients_recipe_idx").on(table.recipeId),
    check("recipe_ingredients_grams_positive", sql`${table.grams} > 0`),
    check("recipe_ingredients_not_self", sql`${table.recipeId} <> ${table.foodId}`),
  ],
);

export type FoodRow = typeof foods.$inferSelect;
export type NewFoodRow = typeof foods.$inferInsert;
export type FoodPortionRow = typeof foodPortions.$inferSelect;
