import { getTableColumns } from "drizzle-orm";
import type { Goal } from "../../../shared/contracts/goals.js";
import type { PublicGoal } from "../../../shared/contracts/public/goals.js";
import { columnJsonSql } from "../../db/json-sql.js";
import { type GoalRow, goals } from "../../db/schema/index.js";

/**
 * The one presenter of a nutrition goal, for every route that answers one (the web app, the
 * dashboard, /api/v1, MCP, the export): `presentGoal` from a Drizzle row, and `goalJsonSql`, the
 * same object written by PostgreSQL inside the dashboard's one statement. meals/present.test.ts
 * holds the two byte for byte.
 */
export function presentGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    calories: row.calories,
    proteins: row.proteins,
    carbs: row.carbs,
    fats: row.fats,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public API's goal (shared/contracts/public/goals.ts): the same, without the internal user id. */
export function publicGoal(goal: Goal): PublicGoal {
  const { userId: _userId, ...answer } = goal;
  return answer;
}

const COLUMNS = getTableColumns(goals);

/** The contract's keys in `presentGoal`'s order; each is the Drizzle key of the column it is read from. */
const FIELDS: readonly (keyof Goal & keyof typeof COLUMNS)[] = [
  "id",
  "userId",
  "name",
  "calories",
  "proteins",
  "carbs",
  "fats",
  "startDate",
  "endDate",
  "description",
  "isActive",
  "createdAt",
  "updatedAt",
];

/**
 * `presentGoal` spelled in SQL: the JSON object of goal row `alias`, dates as 'YYYY-MM-DD',
 * instants as `toISOString` writes them. Column names and types come from the Drizzle table.
 */
export function goalJsonSql(alias: string): string {
  return `json_build_object(${FIELDS.map((key) => `'${key}', ${columnJsonSql(alias, COLUMNS[key])}`).join(", ")})`;
}
