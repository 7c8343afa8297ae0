import { getTableColumns } from "drizzle-orm";
import { foods } from "../../db/schema/index.js";

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
