import { sql } from "drizzle-orm";
import { real } from "drizzle-orm/pg-core";
import { MICRONUTRIENT_KEYS, type MicronutrientKey, nutrientColumn } from "../../../shared/domain/nutrients.js";

type RealColumn = ReturnType<typeof real<string>>;

/**
 * One nullable column per micronutrient of shared/domain/nutrients.ts, named after its key in
 * snake_case. NULL means the source does not say; 0 means it measured none.
 */
export function micronutrientColumns(): Record<MicronutrientKey, RealColumn> {
  return Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, real(nutrientColumn(key))])) as Record<
    MicronutrientKey,
    RealColumn
  >;
}

/** CHECK text: every micronutrient column non-negative (NULL passes, as CHECK lets unknowns through). */
export const micronutrientsNonNegative = sql.raw(
  MICRONUTRIENT_KEYS.map((key) => `"${nutrientColumn(key)}" >= 0`).join(" AND "),
);
