import { isoInstantSql } from "../../db/json-sql.js";

/**
 * The JSON object of goal row `alias` in `presentGoal`'s shape (the contract's Goal), written by
 * PostgreSQL: dates as 'YYYY-MM-DD', instants as `toISOString` writes them.
 */
export function goalJsonSql(alias: string): string {
  const column = (name: string) => `${alias}."${name}"`;
  return `json_build_object(
    'id', ${column("id")}, 'userId', ${column("user_id")}, 'name', ${column("name")},
    'calories', ${column("calories")}, 'proteins', ${column("proteins")}, 'carbs', ${column("carbs")},
    'fats', ${column("fats")}, 'startDate', ${column("start_date")}, 'endDate', ${column("end_date")},
    'description', ${column("description")}, 'isActive', ${column("is_active")},
    'createdAt', ${isoInstantSql(column("created_at"))}, 'updatedAt', ${isoInstantSql(column("updated_at"))})`;
}
