import type { Meal } from "../../../shared/contracts/meals.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import type { MealRow } from "../../db/schema/index.js";

/** A meal as the client sees it; `localDate` is its day in the zone the request is answered in. */
export function presentMeal(row: MealRow, timeZone: string): Meal {
  return {
    id: row.id,
    userId: row.userId,
    food: row.food,
    calories: row.calories,
    proteins: row.proteins,
    carbs: row.carbs,
    fats: row.fats,
    mealType: row.mealType,
    timestamp: row.eatenAt.toISOString(),
    localDate: localDayOf(row.eatenAt, timeZone),
    notes: row.notes,
    foodId: row.foodId,
    grams: row.grams,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
