/** What the day and each meal should bring: the daily target, what remains, and a meal's share. */
import { goalFormDefaults } from "../../../../shared/contracts/goals.js";
import type { MealType } from "../../../../shared/contracts/meals.js";
import { tdee } from "../../../../shared/domain/health.js";
import { KCAL_PER_GRAM, macroGrams, macroSplits } from "../../../../shared/domain/macros.js";
import type { NutritionContext } from "../provider.js";

export interface Macros {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

export interface DayTarget extends Macros {
  /** goal: the active goal; profile: estimated TDEE, maintenance split; default: the goal form's defaults. */
  basis: "goal" | "profile" | "default";
  goalName: string | null;
}

export interface MealTarget extends Macros {
  mealType: MealType;
  /** Nothing (or almost nothing) remains today: a light ~150 kcal option. */
  light: boolean;
  /** kcal left today before this meal (negative when over). */
  remainingCalories: number;
  day: DayTarget;
}

/** Shares of the daily target per meal type. */
export const mealShares: Record<MealType, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.35, snack: 0.1 };

export const LIGHT_KCAL = 150;
/** Below this many kcal left, a meal is planned as a light option. */
const LIGHT_BELOW = 100;

export function dailyTarget(context: NutritionContext): DayTarget {
  const goal = context.activeGoal;
  if (goal) return { ...pick(goal), basis: "goal", goalName: goal.name };
  if (context.profile) {
    const calories = Math.round(tdee(context.profile, context.profile.activityLevel));
    return { calories, ...macroGrams(calories, macroSplits.maintenance), basis: "profile", goalName: null };
  }
  const { calories, proteins, carbs, fats } = goalFormDefaults;
  return { calories, proteins, carbs, fats, basis: "default", goalName: null };
}

function pick(m: Macros): Macros {
  return { calories: m.calories, proteins: m.proteins, carbs: m.carbs, fats: m.fats };
}

/** Daily target minus today's totals; negative when over. */
export function remainingToday(context: NutritionContext, day = dailyTarget(context)): Macros {
  const t = context.totalsToday;
  return {
    calories: day.calories - t.calories,
    proteins: day.proteins - t.proteins,
    carbs: day.carbs - t.carbs,
    fats: day.fats - t.fats,
  };
}

function minutesOf(localTime: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(localTime);
  if (!match) return 12 * 60;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The meal type that fits the local time. */
export function mealTypeAt(localTime: string): MealType {
  const m = minutesOf(localTime);
  if (m >= 4 * 60 && m < 10 * 60 + 30) return "breakfast";
  if (m >= 10 * 60 + 30 && m < 15 * 60) return "lunch";
  if (m >= 15 * 60 && m < 18 * 60) return "snack";
  if (m >= 18 * 60 && m < 21 * 60 + 30) return "dinner";
  return "snack";
}

/** The meal types still ahead today, the current one first. */
export function mealTypesAhead(localTime: string): MealType[] {
  const now = mealTypeAt(localTime);
  const m = minutesOf(localTime);
  if (now === "breakfast") return ["breakfast", "lunch", "dinner"];
  if (now === "lunch") return ["lunch", "snack", "dinner"];
  if (now === "snack" && m >= 15 * 60 && m < 18 * 60) return ["snack", "dinner"];
  if (now === "dinner") return ["dinner"];
  return ["snack"];
}

/**
 * The target of one meal: its share of the daily target, never more than what remains (shared among
 * `ahead` meal types when given), macros in the proportions of what remains.
 */
export function mealTarget(context: NutritionContext, mealType: MealType, ahead: MealType[] | null = null): MealTarget {
  const day = dailyTarget(context);
  const rem = remainingToday(context, day);
  const share = day.calories * mealShares[mealType];
  const aheadShares = ahead ? ahead.reduce((sum, t) => sum + mealShares[t], 0) : 0;
  const available = ahead && aheadShares > 0 ? (rem.calories * mealShares[mealType]) / aheadShares : rem.calories;
  let calories = Math.min(share, available);
  const light = calories < LIGHT_BELOW;
  if (light) calories = LIGHT_KCAL;

  const left = {
    proteins: Math.max(0, rem.proteins),
    carbs: Math.max(0, rem.carbs),
    fats: Math.max(0, rem.fats),
  };
  const leftKcal = macroKcal(left);
  // Proportions of what remains, or of the daily split once the macros are all met (or when light).
  const basis = light || leftKcal <= 0 ? day : left;
  const basisKcal = macroKcal(basis);
  const factor = basisKcal > 0 ? calories / basisKcal : 0;
  return {
    mealType,
    calories,
    proteins: basis.proteins * factor,
    carbs: basis.carbs * factor,
    fats: basis.fats * factor,
    light,
    remainingCalories: rem.calories,
    day,
  };
}

function macroKcal(m: { proteins: number; carbs: number; fats: number }): number {
  return m.proteins * KCAL_PER_GRAM.protein + m.carbs * KCAL_PER_GRAM.carbs + m.fats * KCAL_PER_GRAM.fat;
}
