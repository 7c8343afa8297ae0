import type { Meal } from "../../../shared/contracts/meals.js";
import { micronutrientsOf } from "../../../shared/domain/food-math.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { hasMicronutrients } from "../../../shared/domain/nutrients.js";
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
