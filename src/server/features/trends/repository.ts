import { type Database, runPrepared } from "../../db/client.js";

/** The sums of one local day that has meals; `dayIndex` counts days from the range's first day. */
export interface DayTotals {
  dayIndex: number;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

/** The only code of the trends feature that talks to the database. */
export function trendsRepository(db: Database) {
  return {
    /**
     * Sums per local day (in `timeZone`) of the meals eaten in [from, before), the instants where
     * the range's first day starts and its last day ends. Days without meals are absent. The range
     * keeps it an index-only scan; grouping by `AT TIME ZONE` puts 23:30 and 00:30 on their own days.
     */
    totalsByDay(userId: number, timeZone: string, range: { from: Date; before: Date; firstDay: string }) {
      return runPrepared<DayTotals>(
        db,
        "totals_by_day",
        `SELECT ((m.eaten_at AT TIME ZONE $2::text)::date - $3::date) AS "dayIndex",
                sum(m.calories)::int AS calories, sum(m.proteins)::int AS proteins,
                sum(m.carbs)::int AS carbs, sum(m.fats)::int AS fats
         FROM meals m
         WHERE m.user_id = $1::int AND m.eaten_at >= $4::timestamptz AND m.eaten_at < $5::timestamptz
         GROUP BY 1`,
        [userId, timeZone, range.firstDay, range.from, range.before],
      );
    },
  };
}

export type TrendsRepository = ReturnType<typeof trendsRepository>;
