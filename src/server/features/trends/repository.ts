import { getTableColumns, getTableName } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { addDays, dayBoundsUtc } from "../../../shared/domain/local-day.js";
import { type Database, runPrepared } from "../../db/client.js";
import { resultCheck } from "../../db/result-check.js";
import { meals } from "../../db/schema/index.js";

/** The sums of one local day that has meals; `dayIndex` counts days from the range's first day. */
export interface DayTotals {
  dayIndex: number;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

const MEALS = getTableColumns(meals);
const MEALS_TABLE = `"${getTableName(meals)}"`;
/** A column of row `alias` by its Drizzle name. */
const col = (column: { name: string }, alias: string) => `${alias}."${column.name}"`;
const sumOf = (column: { name: string }) => `sum(${col(column, "m")})::int`;
const sum = z.number().int();

/**
 * Sums per day of a range of local days: each meal falls in the bucket of the last day start
 * (`$2`, the days' first instants, from the runtime's zone rules like every other day here) at or
 * before it, a binary search instead of a zone conversion per meal. One JSON text of
 * {dayIndex, calories, proteins, carbs, fats} per day with meals.
 */
const TOTALS_BY_DAY_SQL = `
  SELECT json_agg(json_build_object('dayIndex', d.day_index, 'calories', d.calories, 'proteins', d.proteins,
                                    'carbs', d.carbs, 'fats', d.fats))::text AS days
  FROM (SELECT width_bucket(${col(MEALS.eatenAt, "m")}, $2::timestamptz[]) - 1 AS day_index,
               ${sumOf(MEALS.calories)} AS calories, ${sumOf(MEALS.proteins)} AS proteins,
               ${sumOf(MEALS.carbs)} AS carbs, ${sumOf(MEALS.fats)} AS fats
        FROM ${MEALS_TABLE} m
        WHERE ${col(MEALS.userId, "m")} = $1::int AND ${col(MEALS.eatenAt, "m")} >= $3::timestamptz
          AND ${col(MEALS.eatenAt, "m")} < $4::timestamptz
        GROUP BY 1) d`;

const checkedTotalsRow = resultCheck(z.object({ days: z.string().nullable() }), "the totals by day");
const checkedDays = resultCheck(
  z.array(z.object({ dayIndex: z.number().int().nonnegative(), calories: sum, proteins: sum, carbs: sum, fats: sum })),
  "the totals by day",
);

/**
 * Day starts of a range never change (a pure answer), and each trends request needs 8 to 31: the
 * 2,000 ranges (zone, first and last day) used last are kept.
 */
const dayStartArrays = new LRUCache<string, string>({ max: 2000 });

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
    dayStartArrays.set(key, text);
  }
  return text;
}

/** The only code of the trends feature that talks to the database. */
export function trendsRepository(db: Database) {
  return {
    /**
     * Sums per local day (in `timeZone`) of the meals eaten from `firstDay` to `lastDay`, both
     * inclusive; days without meals are absent. The range, turned into instants here, keeps it an
     * index-only scan; bucketing by each day's first instant puts 23:30 and 00:30 on their own days.
     */
    async totalsByDay(userId: number, timeZone: string, firstDay: string, lastDay: string): Promise<DayTotals[]> {
      const [found] = await runPrepared(db, "totals_by_day", TOTALS_BY_DAY_SQL, [
        userId,
        dayStartsArray(firstDay, lastDay, timeZone),
        dayBoundsUtc(firstDay, timeZone).start,
        dayBoundsUtc(lastDay, timeZone).end,
      ]);
      const days = checkedTotalsRow(found).days;
      return days === null ? [] : checkedDays(JSON.parse(days));
    },
  };
}

export type TrendsRepository = ReturnType<typeof trendsRepository>;
