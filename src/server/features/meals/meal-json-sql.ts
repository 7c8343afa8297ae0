import type { Meal } from "../../../shared/contracts/meals.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { MICRONUTRIENT_KEYS, nutrientColumn } from "../../../shared/domain/nutrients.js";
import { isoInstantSql } from "../../db/json-sql.js";

/** A meal as `presentMeal` shows it, but for `localDate`, which depends on the request's zone. */
export type StoredMeal = Omit<Meal, "localDate">;

/**
 * The JSON object of meal row `alias`, in `presentMeal`'s shape without `localDate`: PostgreSQL
 * writes what the client sees (micronutrients null unless one is known), so Node only adds the day.
 * Every column of the contract is here; `meal-json-sql.test.ts` holds it to `presentMeal`.
 */
export function storedMealJsonSql(alias: string): string {
  const column = (name: string) => `${alias}."${name}"`;
  const micronutrients = MICRONUTRIENT_KEYS.map((key) => [key, column(nutrientColumn(key))] as const);
  return `json_build_object(
    'id', ${column("id")}, 'userId', ${column("user_id")}, 'food', ${column("food")},
    'calories', ${column("calories")}, 'proteins', ${column("proteins")}, 'carbs', ${column("carbs")},
    'fats', ${column("fats")}, 'macrosGiven', ${column("macros_given")}, 'mealType', ${column("meal_type")},
    'timestamp', ${isoInstantSql(column("eaten_at"))}, 'notes', ${column("notes")},
    'foodId', ${column("food_id")}, 'grams', ${column("grams")},
    'micronutrients', CASE WHEN ${micronutrients.map(([, c]) => `${c} IS NOT NULL`).join(" OR ")}
      THEN json_build_object(${micronutrients.map(([key, c]) => `'${key}', ${c}`).join(", ")}) END,
    'createdAt', ${isoInstantSql(column("created_at"))}, 'updatedAt', ${isoInstantSql(column("updated_at"))})`;
}

/** A stored meal as the client sees it in `timeZone` (the same object, given its day). */
export function presentStoredMeal(meal: StoredMeal, timeZone: string): Meal {
  const presented = meal as Meal;
  presented.localDate = localDayOf(new Date(meal.timestamp), timeZone);
  return presented;
}
