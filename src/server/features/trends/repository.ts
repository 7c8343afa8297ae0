import type { TrendPoint } from "../../../shared/contracts/trends.js";
import { type Database, runPrepared } from "../../db/client.js";

/** The only code of the trends feature that talks to the database. */
export function trendsRepository(db: Database) {
  return {
    /**
     * One row per local day from `fromDate` to `toDate` (inclusive) in `timeZone`, zeros for days
     * without meals. The days come from generate_series, the grouping from AT TIME ZONE, and the
     * range on eaten_at (local midnights turned into instants by PostgreSQL) keeps the index in use.
     */
    async dailyTotals(userId: number, timeZone: string, fromDate: string, toDate: string): Promise<TrendPoint[]> {
      const rows = await runPrepared<{ date: string; calories: number; proteins: number; carbs: number; fats: number }>(
        db,
        "daily_totals",
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
               coalesce(t.calories, 0)::float8 AS calories,
               coalesce(t.proteins, 0)::float8 AS proteins,
               coalesce(t.carbs, 0)::float8 AS carbs,
               coalesce(t.fats, 0)::float8 AS fats
        FROM generate_series($3::date, $4::date, interval '1 day') AS d(day)
        LEFT JOIN (
          SELECT (m.eaten_at AT TIME ZONE $2::text)::date AS day,
                 sum(m.calories) AS calories, sum(m.proteins) AS proteins,
                 sum(m.carbs) AS carbs, sum(m.fats) AS fats
          FROM meals m
          WHERE m.user_id = $1::int
            AND m.eaten_at >= ($3::date)::timestamp AT TIME ZONE $2::text
            AND m.eaten_at < ($4::date + 1)::timestamp AT TIME ZONE $2::text
          GROUP BY 1
        ) t ON t.day = d.day::date
        ORDER BY d.day`,
        [userId, timeZone, fromDate, toDate],
      );
      return rows.map((row) => ({
        date: row.date,
        calories: Number(row.calories),
        proteins: Number(row.proteins),
        carbs: Number(row.carbs),
        fats: Number(row.fats),
      }));
    },
  };
}

export type TrendsRepository = ReturnType<typeof trendsRepository>;
