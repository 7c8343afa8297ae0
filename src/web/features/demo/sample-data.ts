import type { Goal } from "../../../shared/contracts/goals.js";
import type { Meal, MealType } from "../../../shared/contracts/meals.js";
import type { Profile } from "../../../shared/contracts/profile.js";
import type { DashboardToday, TrendPoint, Trends } from "../../../shared/contracts/trends.js";
import { healthFigures } from "../../../shared/domain/health.js";
import { addDays, lastNDays, localTimeOnDay } from "../../../shared/domain/local-day.js";
import { msg } from "../../../shared/i18n/msg.js";
import { i18n } from "../../lib/i18n.js";

/**
 * Read-only sample data for /home?view=demo: a week of meals, a goal and a profile. Never sent anywhere.
 * Its texts are in the page's language: built when the demo is shown, after the language is loaded.
 */

type DemoMealSeed = [MealType, string, number, number, number, number, number];

/** [type, food, kcal, P, C, F, hour] for each day, varied a little by the day's index. */
const mealsOfDay: DemoMealSeed[][] = [
  [
    ["breakfast", msg("Greek yogurt with oats"), 295, 20, 33, 8, 8],
    ["lunch", msg("Chicken breast with rice"), 525, 42, 70, 7, 13],
    ["snack", msg("Apple and almonds"), 259, 6, 31, 14, 16],
    ["dinner", msg("Salmon with broccoli"), 451, 34, 9, 28, 20],
  ],
  [
    ["breakfast", msg("Eggs on whole-wheat toast"), 304, 20, 28, 11, 8],
    ["lunch", msg("Lentil soup"), 348, 28, 60, 2, 13],
    ["dinner", msg("Pasta with tomato and tuna"), 495, 38, 66, 7, 20],
  ],
];

function demoMeals(today: string, timeZone: string): Meal[] {
  const meals: Meal[] = [];
  let id = 1;
  for (const [index, date] of lastNDays(today, 6).entries()) {
    const seeds = mealsOfDay[index % mealsOfDay.length] ?? [];
    for (const [mealType, food, calories, proteins, carbs, fats, hour] of seeds) {
      const timestamp = localTimeOnDay(date, hour, 15, timeZone).toISOString();
      meals.push({
        id: id++,
        userId: 0,
        food: i18n._(food),
        calories: calories + index * 7,
        proteins,
        carbs,
        fats,
        macrosGiven: true,
        mealType,
        timestamp,
        localDate: date,
        notes: null,
        micronutrients: null,
        foodId: null,
        grams: null,
        createdAt: timestamp,
        updatedAt: timestamp,
      });
    }
  }
  return meals.reverse();
}

export interface DemoData {
  meals: Meal[];
  goals: Goal[];
  activeGoal: Goal;
  profile: Profile;
  dashboard: DashboardToday;
  trends: (days: number) => Trends;
}

export function buildDemoData(today: string, timeZone: string): DemoData {
  const meals = demoMeals(today, timeZone);
  const created = localTimeOnDay(addDays(today, -14), 9, 0, timeZone).toISOString();
  const activeGoal: Goal = {
    id: 2,
    userId: 0,
    name: i18n._("Maintenance"),
    description: i18n._("Keep your current weight with a balanced intake."),
    calories: 2000,
    proteins: 150,
    carbs: 250,
    fats: 65,
    startDate: addDays(today, -14),
    endDate: null,
    isActive: true,
    createdAt: created,
    updatedAt: created,
  };
  const oldGoal: Goal = {
    ...activeGoal,
    id: 1,
    name: i18n._("Weight Loss"),
    description: i18n._("A moderate calorie deficit with high protein to keep muscle."),
    calories: 1600,
    proteins: 140,
    carbs: 170,
    fats: 50,
    startDate: addDays(today, -60),
    endDate: addDays(today, -15),
    isActive: false,
    createdAt: localTimeOnDay(addDays(today, -60), 9, 0, timeZone).toISOString(),
  };
  const body = { gender: "female", age: 34, weight: 64, height: 168, activityLevel: "moderate" } as const;
  const profile: Profile = {
    id: 1,
    userId: 0,
    name: "Alex Demo",
    ...body,
    timeZone,
    units: "metric",
    weightDisplay: "show",
    goalDirection: "maintain",
    goalRateKgPerWeek: 0,
    checkInWeekday: "monday",
    startingExpenditure: null,
    goalWeightKg: null,
    createdAt: created,
    updatedAt: created,
    ...healthFigures(body),
  };
  const todays = meals.filter((meal) => meal.localDate === today);
  const sum = (list: Meal[]) =>
    list.reduce(
      (total, meal) => ({
        calories: total.calories + meal.calories,
        proteins: total.proteins + meal.proteins,
        carbs: total.carbs + meal.carbs,
        fats: total.fats + meal.fats,
      }),
      { calories: 0, proteins: 0, carbs: 0, fats: 0 },
    );
  const trends = (days: number): Trends => ({
    days,
    timeZone,
    points: lastNDays(today, days).map(
      (date): TrendPoint => ({ date, ...sum(meals.filter((meal) => meal.localDate === date)) }),
    ),
  });
  return {
    meals,
    goals: [activeGoal, oldGoal],
    activeGoal,
    profile,
    dashboard: {
      date: today,
      timeZone,
      totals: sum(todays),
      mealCount: todays.length,
      meals: todays.slice(0, 5),
      activeGoal,
    },
    trends,
  };
}
