import type { Meal, NutrientTotals } from "../../../shared/contracts/meals.js";

export interface MealDay {
  date: string;
  meals: Meal[];
  totals: NutrientTotals;
}

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

/** Meals grouped by their local day (newest day first), each day's meals by time, with totals. */
export function groupMealsByDay(meals: readonly Meal[]): MealDay[] {
  const byDay = new Map<string, Meal[]>();
  for (const meal of meals) {
    const list = byDay.get(meal.localDate) ?? [];
    list.push(meal);
    byDay.set(meal.localDate, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => {
      const sorted = [...list].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id);
      return { date, meals: sorted, totals: sumMeals(sorted) };
    });
}
