import { getTableColumns, getTableName } from "drizzle-orm";
import { z } from "zod";
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from "../../../shared/domain/nutrients.js";
import { type Database, runPrepared } from "../../db/client.js";
import { resultCheck } from "../../db/result-check.js";
import { meals, type ProfileRow, profiles } from "../../db/schema/index.js";

export interface MicronutrientSums {
  meals: number;
  /** Meals with at least one micronutrient. */
  mealsWithDetails: number;
  /** Per micronutrient: the sum over meals that give it, and how many meals give it. */
  sums: Record<MicronutrientKey, { sum: number | null; meals: number }>;
}

/** What the reference intakes depend on: the user's profile, if there is one. */
export type ReferenceSubject = Pick<ProfileRow, "gender" | "age"> | null;

const MEALS = getTableColumns(meals);
const PROFILES = getTableColumns(profiles);
const named = (column: { name: string }) => `"${column.name}"`;

/**
 * A user's micronutrient sums over [$2, $3) and the profile's sex and age, in one round trip: one
 * aggregate over the day's meals (found through the (user_id, eaten_at) index), written by
 * PostgreSQL as one JSON object in `MicronutrientSums`' shape that `JSON.parse` reads at once (60
 * typed columns cost Node far more to describe and parse; docs/performance.md). Its text is fixed
 * at start, so it is a named prepared statement, planned once per connection: 58 aggregates would
 * otherwise be planned on every request. Table and column names are Drizzle's.
 */
const DAY_SUMS_SQL = `
  SELECT s.sums, p.${named(PROFILES.gender)} AS gender, p.${named(PROFILES.age)} AS age
  FROM (SELECT json_build_object(
                 'meals', count(*),
                 'mealsWithDetails', count(*) FILTER (WHERE ${MICRONUTRIENT_KEYS.map((key) => `${named(MEALS[key])} IS NOT NULL`).join(" OR ")}),
                 'sums', json_build_object(${MICRONUTRIENT_KEYS.map(
                   (key) =>
                     `'${key}', json_build_object('sum', sum(${named(MEALS[key])})::float8, 'meals', count(${named(MEALS[key])}))`,
                 ).join(",\n                   ")})
               )::text AS sums
        FROM "${getTableName(meals)}"
        WHERE ${named(MEALS.userId)} = $1::int AND ${named(MEALS.eatenAt)} >= $2::timestamptz
          AND ${named(MEALS.eatenAt)} < $3::timestamptz) s
  LEFT JOIN "${getTableName(profiles)}" p ON p.${named(PROFILES.userId)} = $1::int`;

const count = z.number().int().nonnegative();
/** What PostgreSQL wrote, checked rather than cast. */
const checkedSums = resultCheck(
  z.object({
    meals: count,
    mealsWithDetails: count,
    // Every key present: a record over an enum requires each of its values.
    sums: z.record(
      z.enum(MICRONUTRIENT_KEYS as [MicronutrientKey, ...MicronutrientKey[]]),
      z.object({ sum: z.number().nullable(), meals: count }),
    ),
  }),
  "the day's nutrient sums",
);
const checkedRow = resultCheck(
  z.object({
    sums: z.string(),
    gender: z.enum(PROFILES.gender.enumValues).nullable(),
    age: z.number().int().nullable(),
  }),
  "the day's nutrient sums",
);

/** The only code of the nutrients feature that talks to the database. */
export function nutrientsRepository(db: Database) {
  return {
    async sums(
      userId: number,
      range: { from: Date; before: Date },
    ): Promise<MicronutrientSums & { subject: ReferenceSubject }> {
      const [found] = await runPrepared(db, "nutrients_day_sums", DAY_SUMS_SQL, [userId, range.from, range.before]);
      if (!found) throw new Error("the day's sums returned no row");
      const row = checkedRow(found);
      const totals = checkedSums(JSON.parse(row.sums));
      return {
        ...totals,
        subject: row.gender === null || row.age === null ? null : { gender: row.gender, age: row.age },
      };
    },
  };
}

export type NutrientsRepository = ReturnType<typeof nutrientsRepository>;
