import { getTableColumns } from "drizzle-orm";
import { type FoodPortionRow, type FoodRow, foods } from "../../db/schema/index.js";

/** A food row with its portions: what the queries below return, and what the catalog cache keeps. */
export interface FoodWithPortions {
  food: FoodRow;
  portions: FoodPortionRow[];
}

/**
 * The SQL pieces of a query that returns whole foods in one round trip (search, recent foods).
 *
 * Every column of `foods f` but the search ones (a text array and long keys the client never
 * needs; pg would parse them for each result).
 */
export const FOOD_COLUMNS = Object.values(getTableColumns(foods))
  .map((column) => column.name)
  .filter((name) => !name.startsWith("search_"))
  .map((name) => `f."${name}"`)
  .join(", ");

/** The portions of food `f` as a JSON array, in display order: the `portions` of a raw food row. */
export const FOOD_PORTIONS_JSON = `coalesce(
    (SELECT json_agg(json_build_object('id', p.id, 'foodId', p.food_id, 'name', p.name, 'grams', p.grams, 'position', p.position)
                     ORDER BY p.position, p.id)
     FROM food_portions p WHERE p.food_id = f.id), '[]'::json) AS portions`;

/**
 * A user's foods by last use ('recent') and by count, ties to the latest ('frequent'), each list
 * cut at $2, in order: ids only (visible foods only), in one round trip, with the catalog version
 * the foods may be taken from the cache at. The CTE is read once (referenced twice, PostgreSQL
 * materialises it), from meals_user_food_idx alone. The foods themselves come from the catalog
 * cache or FOODS_BY_ID_SQL.
 */
export const HISTORY_SQL = `
  WITH used AS (
    SELECT food_id, max(eaten_at) AS last_eaten, count(*) AS times FROM meals
    WHERE user_id = $1::int AND food_id IS NOT NULL GROUP BY food_id),
  picked AS (
    (SELECT 'recent' AS list, food_id, row_number() OVER (ORDER BY last_eaten DESC) AS place
     FROM used ORDER BY last_eaten DESC LIMIT $2::int)
    UNION ALL
    (SELECT 'frequent', food_id, row_number() OVER (ORDER BY times DESC, last_eaten DESC)
     FROM used ORDER BY times DESC, last_eaten DESC LIMIT $2::int))
  SELECT picked.list, f.id, (SELECT version FROM catalog_version) AS catalog_version
  FROM picked JOIN foods f ON f.id = picked.food_id
  WHERE f.owner_user_id IS NULL OR f.owner_user_id = $1::int
  ORDER BY picked.list, picked.place`;

/** Whole foods ($1 ids) that user $2 may see, with their portions, in one round trip. */
export const FOODS_BY_ID_SQL = `
  SELECT ${FOOD_COLUMNS}, ${FOOD_PORTIONS_JSON} FROM foods f
  WHERE f.id = ANY ($1::int[]) AND (f.owner_user_id IS NULL OR f.owner_user_id = $2::int)`;

/** The shared foods' version (migration 0013): what is kept of them is valid for one version. */
export const CATALOG_VERSION_SQL = "SELECT version FROM catalog_version";
