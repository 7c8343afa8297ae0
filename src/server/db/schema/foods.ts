import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { micronutrientColumns, micronutrientsNonNegative } from "./nutrient-columns.js";
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
    /**
     * A built-in food's Italian name (catalog/foods-it.csv, issue 28), shown to Italian users;
     * NULL for a food without one and for a user's own food. Its words are searched through the
     * aliases, which hold it.
     */
    nameIt: text("name_it"),
    aliases: text("aliases").notNull().default(""),
    category: text("category"),
    basis: text("basis", { enum: ["g", "ml"] })
      .notNull()
      .default("g"),
    /** Per 100 g (or 100 ml): the four macronutrients, always known... */
    calories: real("calories").notNull(),
    proteins: real("proteins").notNull(),
    carbs: real("carbs").notNull(),
    fats: real("fats").notNull(),
    /** ...and the micronutrients, NULL where the source does not say (shared/domain/nutrients.ts). */
    ...micronutrientColumns(),
    barcode: text("barcode"),
    /** Recipes: how many servings the ingredients make. */
    servings: integer("servings"),
    /** Where the numbers come from, e.g. 'USDA SR28 #09200'; NULL for a user's own food. */
    source: text("source"),
    /**
     * How commonly eaten the food is, a search prior: curated everyday foods 1, SR28 foods with
     * everyday names 0.6, plain SR28 foods 0, baby foods and regional foods below.
     */
    popularity: real("popularity").notNull().default(0),
    /**
     * Search (migration 0010 defines the functions): the search words of the name, then of the
     * aliases, lower-case, accent-free and singular ('Tomatoes' -> 'tomato'), GIN-indexed.
     */
    searchWords: text("search_words").array().notNull().generatedAlwaysAs(sql`search_words(name, aliases)`),
    /** '|'-delimited word sets of the whole name and of each alias: an exact match whatever the word order. */
    searchKeys: text("search_keys").notNull().generatedAlwaysAs(sql`search_keys(name, aliases)`),
    /** The word set of the name's head, before its first comma ('Rice, white, cooked' -> 'rice'). */
    searchHead: text("search_head").notNull().generatedAlwaysAs(sql`search_head(name)`),
    /** How many search words the name has: shorter names win ties ('Rice, white' before 'Rice, white, long-grain, enriched'). */
    searchNameSize: integer("search_name_size").notNull().generatedAlwaysAs(sql`search_name_size(name)`),
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
    // fastupdate off: a bulk seed would otherwise leave every entry in GIN's pending list, which
    // each search then reads whole (much slower, and the planner prefers a seq scan; docs/performance.md).
    index("foods_search_words_idx").using("gin", table.searchWords).with({ fastupdate: false }),
    check(
      "foods_amounts_non_negative",
      sql`${table.calories} >= 0 AND ${table.proteins} >= 0 AND ${table.carbs} >= 0 AND ${table.fats} >= 0`,
    ),
    check("foods_micronutrients_non_negative", micronutrientsNonNegative),
    check("foods_servings_positive", sql`${table.servings} IS NULL OR ${table.servings} > 0`),
  ],
);

/**
 * Every search word of every food (kept by a trigger on foods, migration 0010): a query word that
 * is no food's word is corrected against these, by trigram similarity ('chiken' -> 'chicken') or
 * as a prefix ('banan' -> 'banana').
 */
export const searchVocabulary = pgTable("search_vocabulary", { word: text("word").primaryKey() }, (table) => [
  index("search_vocabulary_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`).with({ fastupdate: false }),
  index("search_vocabulary_prefix_idx").on(table.word.op("text_pattern_ops")),
]);

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

/**
 * One row: a number that every change of a shared food (built-in or barcode, not a user's own)
 * moves, by triggers (migration 0013), whoever makes it: this instance, another one, a seed or an
 * operator's SQL. What an instance keeps of the shared foods is valid for one version only, so a
 * food stored anywhere is in every instance's next search.
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("catalog_version_single_row", sql`${table.id} = 1`)],
);
