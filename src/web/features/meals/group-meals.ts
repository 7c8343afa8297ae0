import { type Meal, type MealType, mealTypes, type NutrientTotals } from "../../../shared/contracts/meals.js";

export function sumMeals(meals: readonly Pick<Meal, "calories" | "proteins" | "carbs" | "fats">[]): NutrientTotals {
  const totals = { calories: 0, proteins: 0, carbs: 0, fats: 0 };
  for (const meal of meals) {
    totals.calories += meal.calories;
    totals.proteins += meal.proteins;
    totals.carbs += meal.carbs;
    totals.fats += meal.fats;
  }
  return totals;
}

export interface MealSlotGroup {
  type: MealType;
  meals: Meal[];
  totals: NutrientTotals;
}

/** A day's meals in its four slots (breakfast, lunch, dinner, snacks), each by time, with subtotals. */
export function groupBySlot(meals: readonly Meal[]): MealSlotGroup[] {
  const sorted = [...meals].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id);
  return mealTypes.map((type) => {
    const list = sorted.filter((meal) => meal.mealType === type);
    return { type, meals: list, totals: sumMeals(list) };
  });
}
