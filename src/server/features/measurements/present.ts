import type { Measurement } from "../../../shared/contracts/measurements.js";
import type { BodyMeasurementRow } from "../../db/schema/index.js";

/** The one presenter of a day's body measurements: the web app, /api/v1 and the export. */
export function presentMeasurement(row: BodyMeasurementRow): Measurement {
  return {
    id: row.id,
    date: row.date,
    waistCm: row.waistCm,
    hipsCm: row.hipsCm,
    chestCm: row.chestCm,
    neckCm: row.neckCm,
    armCm: row.armCm,
    thighCm: row.thighCm,
    bodyFatPercent: row.bodyFatPercent,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
