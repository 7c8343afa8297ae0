import type { Food } from "../../../shared/contracts/foods.js";
import type { Goal } from "../../../shared/contracts/goals.js";
import type { Nutrients } from "../../../shared/contracts/public/common.js";
import type { PublicFood } from "../../../shared/contracts/public/foods.js";
import type { PublicMeal } from "../../../shared/contracts/public/meals.js";
import type { PublicNutritionGoal } from "../../../shared/contracts/public/nutrition-goals.js";
import type { PublicProfile } from "../../../shared/contracts/public/profile.js";
import { progressPercent } from "../../../shared/domain/progress.js";
import type { MealRow, NutritionGoalRow, UserProfileRow } from "../../db/schema/index.js";
import { presentMeal } from "../meals/present.js";
import { presentGoal } from "../nutrition-goals/present.js";
import { presentProfile } from "../user-profile/present.js";

/**
 * The public API v1 shapes, from the same rows and presenters as the web app. v1 keeps its own
 * stable fields: no internal user ids, one nutrient vocabulary (calories, proteins, carbs, fats).
 */

export function presentPublicMeal(row: MealRow, timeZone: string): PublicMeal {
  const { userId: _userId, ...meal } = presentMeal(row, timeZone);
  return meal;
}

export function presentPublicGoal(row: NutritionGoalRow): PublicNutritionGoal {
  return publicGoalOf(presentGoal(row));
}

/** A goal as the web client sees it, in v1's shape. */
export function publicGoalOf(presented: Goal): PublicNutritionGoal {
  const { userId: _userId, ...goal } = presented;
  return goal;
}

export function presentPublicProfile(row: UserProfileRow): PublicProfile {
  const { id: _id, userId: _userId, createdAt: _createdAt, ...profile } = presentProfile(row);
  return profile;
}

/** A food in v1's shape; the web contract and v1 name every nutrient alike (shared/domain/nutrients.ts). */
export function presentPublicFood(food: Food): PublicFood {
  return {
    id: food.id,
    name: food.name,
    kind: food.kind,
    category: food.category,
    basis: food.basis,
    per100g: food.per100,
    portions: food.portions.map(({ name, grams }) => ({ name, grams })),
    isOwn: food.isOwn,
  };
}

const nutrientKeys = ["calories", "proteins", "carbs", "fats"] as const;

/** Goal minus totals, per nutrient (negative when over). */
export function remainingOf(goal: Nutrients, totals: Nutrients): Nutrients {
  return Object.fromEntries(nutrientKeys.map((key) => [key, goal[key] - totals[key]])) as Nutrients;
}

/** Totals as whole percentages of the goal, like the dashboard's bars (not capped). */
export function progressOf(goal: Nutrients, totals: Nutrients): Nutrients {
  return Object.fromEntries(nutrientKeys.map((key) => [key, progressPercent(totals[key], goal[key])])) as Nutrients;
}
