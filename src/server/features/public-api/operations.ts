import type { PublicFood, PublicFoodSearchQuery } from "../../../shared/contracts/public/foods.js";
import type { PublicGoal, PublicGoalChanges, PublicNewGoal } from "../../../shared/contracts/public/goals.js";
import {
  MAX_MEAL_RANGE_DAYS,
  type PublicMeal,
  type PublicMealChanges,
  type PublicMealRangeQuery,
  type PublicNewMeal,
  type PublicNewMealFromFood,
  publicMealMessages,
} from "../../../shared/contracts/public/meals.js";
import type { PublicProfile, PublicProfileChanges } from "../../../shared/contracts/public/profile.js";
import type { PublicDaySummary, PublicTrends, PublicTrendsQuery } from "../../../shared/contracts/public/summary.js";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { badRequest } from "../../errors.js";
import type { DashboardService } from "../dashboard/service.js";
import { publicFood } from "../foods/present.js";
import type { FoodsService } from "../foods/service.js";
import { publicGoal } from "../goals/present.js";
import type { GoalsService } from "../goals/service.js";
import { publicMeal } from "../meals/present.js";
import type { MealsService } from "../meals/service.js";
import { publicProfile } from "../profile/present.js";
import type { ProfileService } from "../profile/service.js";
import type { TrendsService } from "../trends/service.js";
import { type PublicBodyDeps, publicBodyOperations } from "./body-operations.js";
import type { ApiCaller } from "./caller.js";
import { presentDaySummary } from "./present.js";

export type { ApiCaller } from "./caller.js";

export interface PublicApiDeps extends PublicBodyDeps {
  meals: MealsService;
  goals: GoalsService;
  profiles: ProfileService;
  dashboard: DashboardService;
  trends: TrendsService;
  foods: FoodsService;
  clock: () => Date;
}

const DEFAULT_MEAL_RANGE_DAYS = 7;

/**
 * Everything the public API can do, in v1 shapes, on the same services as the web app. The REST
 * routes and the MCP tools both call these, so a script and an assistant see the same rules.
 */
export function publicApiOperations(deps: PublicApiDeps) {
  const { meals, goals, profiles, dashboard, trends, foods, clock } = deps;
  const today = (caller: ApiCaller) => localDayOf(clock(), caller.timeZone);

  function mealRange(caller: ApiCaller, query: PublicMealRangeQuery) {
    const endDate =
      query.endDate ?? (query.startDate ? addDays(query.startDate, DEFAULT_MEAL_RANGE_DAYS - 1) : today(caller));
    const startDate = query.startDate ?? addDays(endDate, -(DEFAULT_MEAL_RANGE_DAYS - 1));
    if (endDate < startDate)
      throw badRequest(publicMealMessages.rangeOrder, { endDate: publicMealMessages.rangeOrder });
    if (addDays(startDate, MAX_MEAL_RANGE_DAYS - 1) < endDate) {
      throw badRequest(publicMealMessages.range, { endDate: publicMealMessages.range });
    }
    return { startDate, endDate };
  }

  return {
    ...publicBodyOperations(deps),

    async listMeals(caller: ApiCaller, query: PublicMealRangeQuery): Promise<PublicMeal[]> {
      return (await meals.list(caller.userId, mealRange(caller, query), caller.timeZone)).map(publicMeal);
    },

    async getMeal(caller: ApiCaller, id: number): Promise<PublicMeal> {
      return publicMeal(await meals.get(caller.userId, id, caller.timeZone));
    },

    async createMeal(caller: ApiCaller, input: PublicNewMeal): Promise<PublicMeal> {
      return publicMeal(await meals.create(caller.userId, input, caller.timeZone));
    },

    async logFood(caller: ApiCaller, input: PublicNewMealFromFood): Promise<PublicMeal> {
      return publicMeal(await meals.createFromFood(caller.userId, input, caller.timeZone));
    },

    async updateMeal(caller: ApiCaller, id: number, input: PublicMealChanges): Promise<PublicMeal> {
      return publicMeal(await meals.update(caller.userId, id, input, caller.timeZone));
    },

    async deleteMeal(caller: ApiCaller, id: number): Promise<{ message: string }> {
      await meals.delete(caller.userId, id);
      return { message: "Meal deleted" };
    },

    async listGoals(caller: ApiCaller): Promise<PublicGoal[]> {
      return (await goals.list(caller.userId)).map(publicGoal);
    },

    async activeGoal(caller: ApiCaller): Promise<PublicGoal> {
      return publicGoal(await goals.active(caller.userId));
    },

    async getGoal(caller: ApiCaller, id: number): Promise<PublicGoal> {
      return publicGoal(await goals.get(caller.userId, id));
    },

    async createGoal(caller: ApiCaller, input: PublicNewGoal): Promise<PublicGoal> {
      return publicGoal(await goals.create(caller.userId, input, caller.timeZone));
    },

    async updateGoal(caller: ApiCaller, id: number, input: PublicGoalChanges): Promise<PublicGoal> {
      return publicGoal(await goals.update(caller.userId, id, input, caller.timeZone));
    },

    async deleteGoal(caller: ApiCaller, id: number): Promise<{ message: string }> {
      await goals.delete(caller.userId, id);
      return { message: "Nutrition goal deleted" };
    },

    async getProfile(caller: ApiCaller): Promise<PublicProfile> {
      return publicProfile(await profiles.get(caller.userId));
    },

    async updateProfile(caller: ApiCaller, input: PublicProfileChanges): Promise<PublicProfile> {
      const current = await profiles.get(caller.userId);
      return publicProfile(await profiles.update(caller.userId, current.id, input));
    },

    /** A day's totals against the active goal, the day counted in the caller's zone. */
    async daySummary(caller: ApiCaller, date?: string): Promise<PublicDaySummary> {
      return presentDaySummary(await dashboard.day(caller.userId, date ?? today(caller), caller.timeZone));
    },

    /** `days` points, oldest first, ending at `endDate` (default today). */
    async trends(caller: ApiCaller, query: PublicTrendsQuery): Promise<PublicTrends> {
      const endDate = query.endDate ?? today(caller);
      const result = await trends.trends(caller.userId, { days: query.days - 1, endDate }, caller.timeZone);
      return { days: query.days, endDate, timeZone: result.timeZone, points: result.points };
    },

    async searchFoods(caller: ApiCaller, query: PublicFoodSearchQuery): Promise<PublicFood[]> {
      return (await foods.search(caller.userId, { q: query.q, limit: query.limit })).map(publicFood);
    },
  };
}

export type PublicApiOperations = ReturnType<typeof publicApiOperations>;
