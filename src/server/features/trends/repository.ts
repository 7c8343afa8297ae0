import type { Goal } from "../../../shared/contracts/goals.js";
import { addDays, dayBoundsUtc } from "../../../shared/domain/local-day.js";
import { type Database, runPrepared } from "../../db/client.js";
import { type StoredMeal, storedMealJsonSql } from "../meals/meal-json-sql.js";
import { goalJsonSql } from "../nutrition-goals/goal-json-sql.js";

/** The sums of one local day that has meals; `dayIndex` counts days from the range's first day. */
export interface DayTotals {
  dayIndex: number;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

export interface DayOverview {
  /** The latest `limit` meals of the day, latest first, as the client sees them but for their day. */
  meals: StoredMeal[];
  totals: { calories: number; proteins: number; carbs: number; fats: number };
  mealCount: number;
  /** As the client sees it. */
  activeGoal: Goal | null;
}

/**
 * The dashboard's whole read in one statement and one row: the day's totals and count (an
 * index-only scan), its latest meals and the active goal, the last two written as JSON by
 * PostgreSQL (see db/json-sql.ts). ARRAY(...) keeps the subquery's order.
 */
const DAY_OVERVIEW_SQL = `
  SELECT t.meal_count, t.calories, t.proteins, t.carbs, t.fats,
         array_to_json(ARRAY(
           SELECT ${storedMealJsonSql("m")} FROM meals m
           WHERE m.user_id = $1::int AND m.eaten_at >= $2::timestamptz AND m.eaten_at < $3::timestamptz
           ORDER BY m.eaten_at DESC, m.id DESC LIMIT $4::int))::text AS meals,
         (SELECT ${goalJsonSql("g")} FROM nutrition_goals g WHERE g.user_id = $1::int AND g.is_active)::text AS goal
  FROM (SELECT count(*)::int AS meal_count, coalesce(sum(calories), 0)::int AS calories,
               coalesce(sum(proteins), 0)::int AS proteins, coalesce(sum(carbs), 0)::int AS carbs,
               coalesce(sum(fats), 0)::int AS fats
        FROM meals WHERE user_id = $1::int AND eaten_at >= $2::timestamptz AND eaten_at < $3::timestamptz) t`;

interface DayOverviewRow {
  meal_count: number;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  meals: string;
  goal: string | null;
}

/**
 * Sums per day of a range of local days: each meal falls in the bucket of the last day start
 * (`$2`, the days' first instants, from the runtime's zone rules like every other day here) at or
 * before it, a binary search instead of a zone conversion per meal. One JSON text of
 * [dayIndex, calories, proteins, carbs, fats] per day with meals.
 */
const TOTALS_BY_DAY_SQL = `
  SELECT json_agg(json_build_array(d.day_index, d.calories, d.proteins, d.carbs, d.fats))::text AS days
  FROM (SELECT width_bucket(m.eaten_at, $2::timestamptz[]) - 1 AS day_index,
               sum(m.calories)::int AS calories, sum(m.proteins)::int AS proteins,
               sum(m.carbs)::int AS carbs, sum(m.fats)::int AS fats
        FROM meals m
        WHERE m.user_id = $1::int AND m.eaten_at >= $3::timestamptz AND m.eaten_at < $4::timestamptz
        GROUP BY 1) d`;

/** Day starts of a range never change (a pure answer), and each trends request needs 8 to 31. */
const dayStartArrays = new Map<string, string>();

/** The first instant of each day from `firstDay` to `lastDay`, as a PostgreSQL array literal. */
function dayStartsArray(firstDay: string, lastDay: string, timeZone: string): string {
  const key = `${timeZone}|${firstDay}|${lastDay}`;
  let text = dayStartArrays.get(key);
  if (text === undefined) {
    const starts: string[] = [];
    for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
      starts.push(dayBoundsUtc(day, timeZone).start.toISOString());
    }
    text = `{${starts.join(",")}}`;
    if (dayStartArrays.size >= 2000) dayStartArrays.clear();
    dayStartArrays.set(key, text);
  }
  return text;
}

/** The only code of the trends feature that talks to the database. */
export function trendsRepository(db: Database) {
  return {
    async dayOverview(userId: number, range: { from: Date; before: Date }, limit: number): Promise<DayOverview> {
      const [row] = await runPrepared<DayOverviewRow>(db, "day_overview", DAY_OVERVIEW_SQL, [
        userId,
        range.from,
        range.before,
        limit,
      ]);
      if (!row) throw new Error("the day overview returned no row");
      return {
        meals: JSON.parse(row.meals) as StoredMeal[],
        totals: { calories: row.calories, proteins: row.proteins, carbs: row.carbs, fats: row.fats },
        mealCount: row.meal_count,
        activeGoal: row.goal === null ? null : (JSON.parse(row.goal) as Goal),
      };
    },

    /**
     * Sums per local day (in `timeZone`) of the meals eaten from `firstDay` to `lastDay`, both
     * inclusive; days without meals are absent. The range, turned into instants here, keeps it an
     * index-only scan; bucketing by each day's first instant puts 23:30 and 00:30 on their own days.
     */
    async totalsByDay(userId: number, timeZone: string, firstDay: string, lastDay: string): Promise<DayTotals[]> {
      const [row] = await runPrepared<{ days: string | null }>(db, "totals_by_day", TOTALS_BY_DAY_SQL, [
        userId,
        dayStartsArray(firstDay, lastDay, timeZone),
        dayBoundsUtc(firstDay, timeZone).start,
        dayBoundsUtc(lastDay, timeZone).end,
      ]);
      if (!row?.days) return [];
      return (JSON.parse(row.days) as number[][]).map(([dayIndex, calories, proteins, carbs, fats]) => ({
        dayIndex,
        calories,
        proteins,
        carbs,
        fats,
      })) as DayTotals[];
    },
  };
}

export type TrendsRepository = ReturnType<typeof trendsRepository>;
