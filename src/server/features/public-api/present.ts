import type { DashboardToday } from "../../../shared/contracts/dashboard.js";
import type { PublicNutrients } from "../../../shared/contracts/public/common.js";
import type { PublicDaySummary } from "../../../shared/contracts/public/summary.js";
import { progressPercent } from "../../../shared/domain/progress.js";
import { publicGoal } from "../goals/present.js";

/**
 * The public API's day summary: the dashboard's day (its totals and active goal) measured against
 * the goal. Meals, goals, profiles and foods have their one presenter in their own feature
 * (`publicMeal`, `publicGoal`, `publicProfile`, `publicFood`).
 */
export function presentDaySummary(day: DashboardToday): PublicDaySummary {
  const goal = day.activeGoal;
  return {
    date: day.date,
    timeZone: day.timeZone,
    mealCount: day.mealCount,
    totals: day.totals,
    goal: goal ? publicGoal(goal) : null,
    remaining: goal ? remainingOf(goal, day.totals) : null,
    progress: goal ? progressOf(goal, day.totals) : null,
  };
}

const nutrientKeys = ["calories", "proteins", "carbs", "fats"] as const;

/** Goal minus totals, per nutrient (negative when over). */
export function remainingOf(goal: PublicNutrients, totals: PublicNutrients): PublicNutrients {
  return Object.fromEntries(nutrientKeys.map((key) => [key, goal[key] - totals[key]])) as PublicNutrients;
}

/** Totals as whole percentages of the goal, like the dashboard's bars (not capped). */
export function progressOf(goal: PublicNutrients, totals: PublicNutrients): PublicNutrients {
  return Object.fromEntries(
    nutrientKeys.map((key) => [key, progressPercent(totals[key], goal[key])]),
  ) as PublicNutrients;
}
