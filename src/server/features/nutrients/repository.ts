import { MICRONUTRIENT_KEYS, type MicronutrientKey, nutrientColumn } from "../../../shared/domain/nutrients.js";
import { type Database, runPrepared } from "../../db/client.js";
import type { UserProfileRow } from "../../db/schema/index.js";

export interface MicronutrientSums {
  meals: number;
  /** Meals with at least one micronutrient. */
  mealsWithDetails: number;
  /** Per micronutrient: the sum over meals that give it, and how many meals give it. */
  sums: Record<MicronutrientKey, { sum: number | null; meals: number }>;
}

/** What the reference intakes depend on: the user's profile, if there is one. */
export type ReferenceSubject = Pick<UserProfileRow, "gender" | "age"> | null;

const column = (key: MicronutrientKey) => `"${nutrientColumn(key)}"`;

/**
 * A user's micronutrient sums over [$2, $3) and the profile's sex and age, in one round trip: one
 * aggregate over the day's meals (found through the (user_id, eaten_at) index), written by
 * PostgreSQL as one JSON array [meals, with details, sum0, count0, sum1, count1, ...] that
 * `JSON.parse` reads at once (60 typed columns cost Node three times as much to describe and
 * parse). Its text is fixed at start, so it is a named prepared statement, planned once per
 * connection: 58 aggregates would otherwise be planned on every request.
 */
const DAY_SUMS_SQL = `
  SELECT s.sums, p.gender, p.age
  FROM (SELECT json_build_array(
                 count(*),
                 count(*) FILTER (WHERE ${MICRONUTRIENT_KEYS.map((key) => `${column(key)} IS NOT NULL`).join(" OR ")}),
                 ${MICRONUTRIENT_KEYS.map((key) => `sum(${column(key)})::float8, count(${column(key)})`).join(",\n                 ")}
               )::text AS sums
        FROM meals
        WHERE user_id = $1::int AND eaten_at >= $2::timestamptz AND eaten_at < $3::timestamptz) s
  LEFT JOIN user_profiles p ON p.user_id = $1::int`;

/** The only code of the nutrients feature that talks to the database. */
export function nutrientsRepository(db: Database) {
  return {
    async sums(
      userId: number,
      range: { from: Date; before: Date },
    ): Promise<MicronutrientSums & { subject: ReferenceSubject }> {
      const [row] = await runPrepared<{ sums: string; gender: UserProfileRow["gender"] | null; age: number | null }>(
        db,
        "nutrients_day_sums",
        DAY_SUMS_SQL,
        [userId, range.from, range.before],
      );
      if (!row) throw new Error("the day's sums returned no row");
      const [meals, withDetails, ...pairs] = JSON.parse(row.sums) as (number | null)[];
      const sums = Object.fromEntries(
        MICRONUTRIENT_KEYS.map((key, i) => [key, { sum: pairs[i * 2] ?? null, meals: pairs[i * 2 + 1] ?? 0 }]),
      ) as MicronutrientSums["sums"];
      return {
        meals: meals ?? 0,
        mealsWithDetails: withDetails ?? 0,
        sums,
        subject: row.gender === null || row.age === null ? null : { gender: row.gender, age: row.age },
      };
    },
  };
}

export type NutrientsRepository = ReturnType<typeof nutrientsRepository>;
