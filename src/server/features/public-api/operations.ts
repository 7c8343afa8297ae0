import type { FoodSearchQuery, PublicFood } from "../../../shared/contracts/public/foods.js";
import {
  MAX_MEAL_RANGE_DAYS,
  type MealChanges,
  type MealRangeQuery,
  type NewMeal,
  type NewMealFromFood,
  type PublicMeal,
  publicMealMessages,
} from "../../../shared/contracts/public/meals.js";
import type {
  NewNutritionGoal,
  NutritionGoalChanges,
  PublicNutritionGoal,
} from "../../../shared/contracts/public/nutrition-goals.js";
import type { ProfileChanges, PublicProfile } from "../../../shared/contracts/public/profile.js";
import type { DaySummary, PublicTrends, TrendsQuery } from "../../../shared/contracts/public/summary.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { badRequest } from "../../errors.js";
import type { FoodsService } from "../foods/service.js";
import type { MealsService } from "../meals/service.js";
import type { NutritionGoalsService } from "../nutrition-goals/service.js";
import type { TrendsService } from "../trends/service.js";
import type { UserProfileService } from "../user-profile/service.js";
import {
  presentPublicFood,
  presentPublicGoal,
  presentPublicMeal,
  presentPublicProfile,
  progressOf,
  publicGoalOf,
  remainingOf,
} from "./present.js";

/** Whose data, and the zone their days are counted in. */
export interface ApiCaller {
  userId: number;
  timeZone: string;
}

export interface PublicApiDeps {
  meals: MealsService;
  goals: NutritionGoalsService;
  profiles: UserProfileService;
  trends: TrendsService;
  foods: FoodsService;
}

const DEFAULT_MEAL_RANGE_DAYS = 7;

/**
 * Everything the public API can do, in v1 shapes, on the same services as the web app. The REST
 * routes and the MCP tools both call these, so a script and an assistant see the same rules.
 */
export function publicApiOperations({ meals, goals, profiles, trends, foods }: PublicApiDeps) {
  function mealRange(caller: ApiCaller, query: MealRangeQuery) {
    const endDate =
      query.endDate ??
      (query.startDate ? addDays(query.startDate, DEFAULT_MEAL_RANGE_DAYS - 1) : trends.todayIn(caller.timeZone));
    const startDate = query.startDate ?? addDays(endDate, -(DEFAULT_MEAL_RANGE_DAYS - 1));
    if (endDate < startDate)
      throw badRequest(publicMealMessages.rangeOrder, { endDate: publicMealMessages.rangeOrder });
    if (addDays(startDate, MAX_MEAL_RANGE_DAYS - 1) < endDate) {
      throw badRequest(publicMealMessages.range, { endDate: publicMealMessages.range });
    }
    return { startDate, endDate };
  }

  return {
    async listMeals(caller: ApiCaller, query: MealRangeQuery): Promise<PublicMeal[]> {
      const rows = await meals.list(caller.userId, mealRange(caller, query), caller.timeZone);
      return rows.map((row) => presentPublicMeal(row, caller.timeZone));
    },

    async getMeal(caller: ApiCaller, id: number): Promise<PublicMeal> {
      return presentPublicMeal(await meals.get(caller.userId, id), caller.timeZone);
    },

    async createMeal(caller: ApiCaller, input: NewMeal): Promise<PublicMeal> {
      return presentPublicMeal(await meals.create(caller.userId, input, caller.timeZone), caller.timeZone);
    },

    async logFood(caller: ApiCaller, input: NewMealFromFood): Promise<PublicMeal> {
      return presentPublicMeal(await foods.logFood(caller.userId, input), caller.timeZone);
    },

    async updateMeal(caller: ApiCaller, id: number, input: MealChanges): Promise<PublicMeal> {
      return presentPublicMeal(await meals.update(caller.userId, id, input, caller.timeZone), caller.timeZone);
    },

    async deleteMeal(caller: ApiCaller, id: number): Promise<{ message: string }> {
      await meals.delete(caller.userId, id);
      return { message: "Meal deleted" };
    },

    async listGoals(caller: ApiCaller): Promise<PublicNutritionGoal[]> {
      return (await goals.list(caller.userId)).map(presentPublicGoal);
    },

    async activeGoal(caller: ApiCaller): Promise<PublicNutritionGoal> {
      return presentPublicGoal(await goals.active(caller.userId));
    },

    async getGoal(caller: ApiCaller, id: number): Promise<PublicNutritionGoal> {
      return presentPublicGoal(await goals.get(caller.userId, id));
    },

    async createGoal(caller: ApiCaller, input: NewNutritionGoal): Promise<PublicNutritionGoal> {
      return presentPublicGoal(await goals.create(caller.userId, input, caller.timeZone));
    },

    async updateGoal(caller: ApiCaller, id: number, input: NutritionGoalChanges): Promise<PublicNutritionGoal> {
      return presentPublicGoal(await goals.update(caller.userId, id, input, caller.timeZone));
    },

    async deleteGoal(caller: ApiCaller, id: number): Promise<{ message: string }> {
      await goals.delete(caller.userId, id);
      return { message: "Nutrition goal deleted" };
    },

    async getProfile(caller: ApiCaller): Promise<PublicProfile> {
      return presentPublicProfile(await profiles.get(caller.userId));
    },

    async updateProfile(caller: ApiCaller, input: ProfileChanges): Promise<PublicProfile> {
      const current = await profiles.get(caller.userId);
      return presentPublicProfile(await profiles.update(caller.userId, current.id, input));
    },

    /** A day's totals against the active goal, the day counted in the caller's zone. */
    async daySummary(caller: ApiCaller, date?: string): Promise<DaySummary> {
      const day = await trends.day(caller.userId, date ?? trends.todayIn(caller.timeZone), caller.timeZone);
      const goal = day.activeGoal;
      return {
        date: day.date,
        timeZone: day.timeZone,
        mealCount: day.mealCount,
        totals: day.totals,
        goal: goal ? publicGoalOf(goal) : null,
        remaining: goal ? remainingOf(goal, day.totals) : null,
        progress: goal ? progressOf(goal, day.totals) : null,
      };
    },

    /** `days` points, oldest first, ending at `endDate` (default today). */
    async trends(caller: ApiCaller, query: TrendsQuery): Promise<PublicTrends> {
      const endDate = query.endDate ?? trends.todayIn(caller.timeZone);
      const result = await trends.trends(caller.userId, { days: query.days - 1, endDate }, caller.timeZone);
      return { days: query.days, endDate, timeZone: result.timeZone, points: result.points };
    },

    async searchFoods(caller: ApiCaller, query: FoodSearchQuery): Promise<PublicFood[]> {
      return (await foods.search(caller.userId, { q: query.q, limit: query.limit })).map(presentPublicFood);
    },
  };
}

export type PublicApiOperations = ReturnType<typeof publicApiOperations>;
