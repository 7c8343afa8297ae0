import { getTableColumns, getTableName } from "drizzle-orm";
import { z } from "zod";
import type { Goal } from "../../../shared/contracts/goals.js";
import type { NutrientTotals } from "../../../shared/contracts/meals.js";
import { type Database, runPrepared } from "../../db/client.js";
import { resultCheck } from "../../db/result-check.js";
import { goals, meals } from "../../db/schema/index.js";
import { goalJsonSql } from "../goals/present.js";
import { mealJsonSql, type ZonelessMeal } from "../meals/present.js";

export interface DayOverview {
  /** The latest meals of the day, latest first (`inZone` gives each its day). */
  meals: ZonelessMeal[];
  totals: NutrientTotals;
  mealCount: number;
  activeGoal: Goal | null;
}

const MEALS = getTableColumns(meals);
const GOALS = getTableColumns(goals);
const MEALS_TABLE = `"${getTableName(meals)}"`;
/** A column of row `alias` by its Drizzle name. */
const col = (column: { name: string }, alias: string) => `${alias}."${column.name}"`;
const sumOf = (column: { name: string }) => `coalesce(sum(${col(column, "m")})::int, 0)`;

/**
 * The dashboard's whole read in one statement and one row: the day's totals and count (an
 * index-only scan), its latest meals and the active goal, the last two written as JSON by
 * PostgreSQL (meals/present.ts, goals/present.ts). ARRAY(...) keeps the subquery's order.
 */
const DAY_OVERVIEW_SQL = `
  SELECT t.meal_count AS "mealCount", t.calories, t.proteins, t.carbs, t.fats,
         array_to_json(ARRAY(
           SELECT ${mealJsonSql("m")} FROM ${MEALS_TABLE} m
           WHERE ${col(MEALS.userId, "m")} = $1::int AND ${col(MEALS.eatenAt, "m")} >= $2::timestamptz
             AND ${col(MEALS.eatenAt, "m")} < $3::timestamptz
           ORDER BY ${col(MEALS.eatenAt, "m")} DESC, ${col(MEALS.id, "m")} DESC LIMIT $4::int))::text AS meals,
         (SELECT ${goalJsonSql("g")} FROM "${getTableName(goals)}" g
          WHERE ${col(GOALS.userId, "g")} = $1::int AND ${col(GOALS.isActive, "g")})::text AS goal
  FROM (SELECT count(*)::int AS meal_count, ${sumOf(MEALS.calories)} AS calories,
               ${sumOf(MEALS.proteins)} AS proteins, ${sumOf(MEALS.carbs)} AS carbs, ${sumOf(MEALS.fats)} AS fats
        FROM ${MEALS_TABLE} m
        WHERE ${col(MEALS.userId, "m")} = $1::int AND ${col(MEALS.eatenAt, "m")} >= $2::timestamptz
          AND ${col(MEALS.eatenAt, "m")} < $3::timestamptz) t`;

const sum = z.number().int();
/**
 * The row, checked rather than cast. The meals and the goal go to the answer as they are, so the
 * serializer holds them to the contract (plugins/serializer.ts); here they are only JSON text.
 */
const checkedOverview = resultCheck(
  z.object({
    mealCount: z.number().int().nonnegative(),
    calories: sum,
    proteins: sum,
    carbs: sum,
    fats: sum,
    meals: z.string(),
    goal: z.string().nullable(),
  }),
  "the day overview",
);

/** The only code of the dashboard that talks to the database. */
export function dashboardRepository(db: Database) {
  return {
    /** A user's meals in [from, before): their totals and count, the latest `limit`, and the active goal. */
    async dayOverview(userId: number, range: { from: Date; before: Date }, limit: number): Promise<DayOverview> {
      const [found] = await runPrepared(db, "day_overview", DAY_OVERVIEW_SQL, [
        userId,
        range.from,
        range.before,
        limit,
      ]);
      if (!found) throw new Error("the day overview returned no row");
      const row = checkedOverview(found);
      return {
        meals: JSON.parse(row.meals) as ZonelessMeal[],
        totals: { calories: row.calories, proteins: row.proteins, carbs: row.carbs, fats: row.fats },
        mealCount: row.mealCount,
        activeGoal: row.goal === null ? null : (JSON.parse(row.goal) as Goal),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof dashboardRepository>;
