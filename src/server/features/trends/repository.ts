import { and, desc, eq, getTableColumns, gte, lt, sql } from "drizzle-orm";
import { dayBoundsUtc } from "../../../shared/domain/local-day.js";
import { type Database, runPrepared } from "../../db/client.js";
import { type MealRow, meals, type NutritionGoalRow, nutritionGoals } from "../../db/schema/index.js";

/** The sums of one local day that has meals; `dayIndex` counts days from the range's first day. */
export interface DayTotals {
  dayIndex: number;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

export interface DayOverview {
  /** The latest `limit` meals of the day, latest first. */
  meals: MealRow[];
  totals: { calories: number; proteins: number; carbs: number; fats: number };
  mealCount: number;
  activeGoal: NutritionGoalRow | null;
}

/** The only code of the trends feature that talks to the database. */
export function trendsRepository(db: Database) {
  /** A day's latest meals, each row carrying the sums and count of all the day's meals (window aggregates see every row before LIMIT). */
  const dayMeals = db
    .select({
      ...getTableColumns(meals),
      totalCalories: sql<number>`(sum(${meals.calories}) over ())::int`.as("total_calories"),
      totalProteins: sql<number>`(sum(${meals.proteins}) over ())::int`.as("total_proteins"),
      totalCarbs: sql<number>`(sum(${meals.carbs}) over ())::int`.as("total_carbs"),
      totalFats: sql<number>`(sum(${meals.fats}) over ())::int`.as("total_fats"),
      mealCount: sql<number>`(count(*) over ())::int`.as("meal_count"),
    })
    .from(meals)
    .where(
      and(
        eq(meals.userId, sql.placeholder("userId")),
        gte(meals.eatenAt, sql.placeholder("from")),
        lt(meals.eatenAt, sql.placeholder("before")),
      ),
    )
    .orderBy(desc(meals.eatenAt), desc(meals.id))
    .limit(sql.placeholder("limit"))
    .as("day_meals");

  /**
   * The dashboard's whole read in one statement: one row per meal (at least one row), each with
   * the active goal, if any, alongside. One round trip instead of two on the busiest page.
   */
  const overview = db
    .select({ goal: nutritionGoals, meal: dayMeals._.selectedFields })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(
      nutritionGoals,
      and(eq(nutritionGoals.userId, sql.placeholder("userId")), eq(nutritionGoals.isActive, true)),
    )
    .leftJoin(dayMeals, sql`true`)
    .prepare("day_overview");

  return {
    async dayOverview(userId: number, range: { from: Date; before: Date }, limit: number): Promise<DayOverview> {
      const rows = await overview.execute({ userId, from: range.from, before: range.before, limit });
      const first = rows[0]?.meal;
      return {
        meals: rows.flatMap(({ meal }) => {
          if (!meal) return [];
          const { totalCalories: _c, totalProteins: _p, totalCarbs: _cb, totalFats: _f, mealCount: _n, ...row } = meal;
          return [row];
        }),
        totals: {
          calories: first?.totalCalories ?? 0,
          proteins: first?.totalProteins ?? 0,
          carbs: first?.totalCarbs ?? 0,
          fats: first?.totalFats ?? 0,
        },
        mealCount: first?.mealCount ?? 0,
        activeGoal: rows[0]?.goal ?? null,
      };
    },

    /**
     * Sums per local day (in `timeZone`) of the meals eaten from `firstDay` to `lastDay`, both
     * inclusive; days without meals are absent. The range, turned into instants here, keeps it an
     * index-only scan; grouping by `AT TIME ZONE` puts 23:30 and 00:30 on their own days.
     */
    totalsByDay(userId: number, timeZone: string, firstDay: string, lastDay: string) {
      return runPrepared<DayTotals>(
        db,
        "totals_by_day",
        `SELECT ((m.eaten_at AT TIME ZONE $2::text)::date - $3::date) AS "dayIndex",
                sum(m.calories)::int AS calories, sum(m.proteins)::int AS proteins,
                sum(m.carbs)::int AS carbs, sum(m.fats)::int AS fats
         FROM meals m
         WHERE m.user_id = $1::int AND m.eaten_at >= $4::timestamptz AND m.eaten_at < $5::timestamptz
         GROUP BY 1`,
        [userId, timeZone, firstDay, dayBoundsUtc(firstDay, timeZone).start, dayBoundsUtc(lastDay, timeZone).end],
      );
    },
  };
}

export type TrendsRepository = ReturnType<typeof trendsRepository>;
