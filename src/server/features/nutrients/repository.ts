import { MICRONUTRIENT_KEYS, type MicronutrientKey, nutrientColumn } from "../../../shared/domain/nutrients.js";
import { type Database, runPrepared } from "../../db/client.js";

export interface MicronutrientSums {
  meals: number;
  /** Meals with at least one micronutrient. */
  mealsWithDetails: number;
  /** Per micronutrient: the sum over meals that give it, and how many meals give it. */
  sums: Record<MicronutrientKey, { sum: number | null; meals: number }>;
}

const column = (key: MicronutrientKey) => `"${nutrientColumn(key)}"`;

/**
 * A user's micronutrient sums over [$2, $3): one aggregate over the day's meals (found through the
 * (user_id, eaten_at) index). Its text is fixed at start, so it is a named prepared statement,
 * planned once per connection: 58 aggregates would otherwise be planned on every request.
 */
const DAY_SUMS_SQL = `
  SELECT count(*)::int AS meals,
         (count(*) FILTER (WHERE ${MICRONUTRIENT_KEYS.map((key) => `${column(key)} IS NOT NULL`).join(" OR ")}))::int AS with_details,
         ${MICRONUTRIENT_KEYS.map((key, i) => `sum(${column(key)})::float8 AS s${i}, count(${column(key)})::int AS c${i}`).join(",\n         ")}
  FROM meals
  WHERE user_id = $1::int AND eaten_at >= $2::timestamptz AND eaten_at < $3::timestamptz`;

/** The only code of the nutrients feature that talks to the database. */
export function nutrientsRepository(db: Database) {
  return {
    async sums(userId: number, range: { from: Date; before: Date }): Promise<MicronutrientSums> {
      const [row] = await runPrepared<Record<string, number | null>>(db, "nutrients_day_sums", DAY_SUMS_SQL, [
        userId,
        range.from,
        range.before,
      ]);
      const sums = Object.fromEntries(
        MICRONUTRIENT_KEYS.map((key, i) => [key, { sum: row?.[`s${i}`] ?? null, meals: Number(row?.[`c${i}`] ?? 0) }]),
      ) as MicronutrientSums["sums"];
      return { meals: Number(row?.meals ?? 0), mealsWithDetails: Number(row?.with_details ?? 0), sums };
    },
  };
}

export type NutrientsRepository = ReturnType<typeof nutrientsRepository>;
