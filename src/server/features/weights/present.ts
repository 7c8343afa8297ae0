import type { Weight } from "../../../shared/contracts/weights.js";
import type { WeighInRow } from "../../db/schema/index.js";

/** The one presenter of a weigh-in: the web app, /api/v1, MCP and the export. */
export function presentWeight(row: WeighInRow): Weight {
  return {
    id: row.id,
    date: row.date,
    weightKg: row.weightKg,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
