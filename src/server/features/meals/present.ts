import { getTableColumns } from "drizzle-orm";
import type { Meal } from "../../../shared/contracts/meals.js";
import type { PublicMeal } from "../../../shared/contracts/public/meals.js";
import { micronutrientsOf } from "../../../shared/domain/food-math.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { hasMicronutrients, MICRONUTRIENT_KEYS } from "../../../shared/domain/nutrients.js";
import { columnJsonSql } from "../../db/json-sql.js";
import { type MealRow, meals } from "../../db/schema/index.js";

/**
 * The one presenter of a meal, for every route that answers one (the web app, /api/v1, MCP, the
 * export): `presentMeal` from a Drizzle row, and `mealJsonSql`, the same object written by
 * PostgreSQL for the reads that return many meals. `present.test.ts` holds the two byte for byte.
 */

/**
 * A meal as the contract answers it but for `localDate`, the one field that depends on the zone
 * the request is answered in: what PostgreSQL writes (`mealJsonSql`), `inZone` completes it.
 */
export type ZonelessMeal = Omit<Meal, "localDate">;

export function presentMeal(row: MealRow, timeZone: string): Meal {
  return {
    id: row.id,
    userId: row.userId,
    food: row.food,
    calories: row.calories,
    proteins: row.proteins,
    carbs: row.carbs,
    fats: row.fats,
    macrosGiven: row.macrosGiven,
    mealType: row.mealType,
    timestamp: row.eatenAt.toISOString(),
    localDate: localDayOf(row.eatenAt, timeZone),
    notes: row.notes,
    foodId: row.foodId,
    grams: row.grams,
    micronutrients: hasMicronutrients(row) ? micronutrientsOf(row) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A meal PostgreSQL wrote, given its day in `timeZone` (the same object, completed). */
export function inZone(meal: ZonelessMeal, timeZone: string): Meal {
  const presented = meal as Meal;
  presented.localDate = localDayOf(new Date(meal.timestamp), timeZone);
  return presented;
}

/** The public API's meal (shared/contracts/public/meals.ts): the same, without the internal user id. */
export function publicMeal(meal: Meal): PublicMeal {
  const { userId: _userId, ...answer } = meal;
  return answer;
}

const COLUMNS = getTableColumns(meals);
type MealKey = keyof typeof COLUMNS;

/**
 * Each top-level key of the JSON (the contract's order) and the meals column, by its Drizzle key,
 * it is written from; the micronutrients are one nested object, null when none is known. Column
 * names and types come from the table: a renamed column changes the SQL, not this.
 */
const FIELDS: readonly (readonly [keyof ZonelessMeal, MealKey])[] = [
  ["id", "id"],
  ["userId", "userId"],
  ["food", "food"],
  ["calories", "calories"],
  ["proteins", "proteins"],
  ["carbs", "carbs"],
  ["fats", "fats"],
  ["macrosGiven", "macrosGiven"],
  ["mealType", "mealType"],
  ["timestamp", "eatenAt"],
  ["notes", "notes"],
  ["foodId", "foodId"],
  ["grams", "grams"],
];
const FIELDS_AFTER_MICRONUTRIENTS: readonly (readonly [keyof ZonelessMeal, MealKey])[] = [
  ["createdAt", "createdAt"],
  ["updatedAt", "updatedAt"],
];
const MICRONUTRIENT_FIELDS = MICRONUTRIENT_KEYS.map((key) => [key, key] as const);

/**
 * `presentMeal` spelled in SQL: the JSON object of meal row `alias` as a `ZonelessMeal`. Reads of
 * many meals (the day diary, the dashboard, /api/v1's meal list) and the meal insert return it as
 * one text column that `JSON.parse` reads at once, instead of 48 typed columns per meal that
 * node-postgres describes and parses one by one and Drizzle maps: PostgreSQL pays less for writing
 * the JSON than Node saves (the figures in docs/performance.md).
 */
export function mealJsonSql(alias: string): string {
  const pairs = (fields: readonly (readonly [string, MealKey])[]) =>
    fields.map(([key, column]) => `'${key}', ${columnJsonSql(alias, COLUMNS[column])}`).join(", ");
  const known = MICRONUTRIENT_FIELDS.map(([, key]) => `${alias}."${COLUMNS[key].name}" IS NOT NULL`).join(" OR ");
  return `json_build_object(${pairs(FIELDS)},
    'micronutrients', CASE WHEN ${known} THEN json_build_object(${pairs(MICRONUTRIENT_FIELDS)}) END,
    ${pairs(FIELDS_AFTER_MICRONUTRIENTS)})`;
}
