import {
  type CreateMeasurementRequest,
  circumferences,
  type Measurement,
  measurementMessages,
  type UpdateMeasurementRequest,
} from "../../../shared/contracts/measurements.js";
import { type BodyRangeQuery, isAllowedBodyDate } from "../../../shared/contracts/weights.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { PG_CHECK_VIOLATION, pgErrorCode } from "../../db/errors.js";
import { badRequest, notFound } from "../../errors.js";
import { bodyRange } from "../weights/service.js";
import { presentMeasurement } from "./present.js";
import type { MeasurementFields, MeasurementsRepository } from "./repository.js";

const valueKeys = [...circumferences, "bodyFatPercent"] as const;

export function measurementsService(repo: MeasurementsRepository, clock: () => Date) {
  const today = (timeZone: string) => localDayOf(clock(), timeZone);

  function checkDate(date: string, timeZone: string): void {
    if (!isAllowedBodyDate(date, today(timeZone))) {
      throw badRequest(measurementMessages.dateRange, { date: measurementMessages.dateRange });
    }
  }

  return {
    async list(userId: number, query: BodyRangeQuery, timeZone: string): Promise<Measurement[]> {
      const { from, to } = bodyRange(query, today(timeZone));
      return (await repo.list(userId, from, to)).map(presentMeasurement);
    },

    /** A new day's set (`created`), or the day's set replaced whole (a value left out is cleared). */
    async record(
      userId: number,
      input: CreateMeasurementRequest,
      timeZone: string,
    ): Promise<{ measurement: Measurement; created: boolean }> {
      checkDate(input.date, timeZone);
      const fields: MeasurementFields = { date: input.date, note: input.note || null } as MeasurementFields;
      for (const key of valueKeys) fields[key] = input[key] ?? null;
      const row = await repo.upsert(userId, fields);
      return { measurement: presentMeasurement(row), created: row.inserted };
    },

    /** The fields given change (null clears one); clearing the last value is refused. */
    async update(userId: number, id: number, input: UpdateMeasurementRequest, timeZone: string): Promise<Measurement> {
      if (input.date !== undefined) checkDate(input.date, timeZone);
      const patch: Partial<MeasurementFields> = {};
      if (input.date !== undefined) patch.date = input.date;
      if (input.note !== undefined) patch.note = input.note || null;
      for (const key of valueKeys) if (input[key] !== undefined) patch[key] = input[key];
      try {
        const row =
          Object.keys(patch).length === 0 ? await repo.findOwned(userId, id) : await repo.update(userId, id, patch);
        if (!row) throw notFound(measurementMessages.notFound);
        return presentMeasurement(row);
      } catch (error) {
        // body_measurements_some_value: a set with every value cleared.
        if (pgErrorCode(error) === PG_CHECK_VIOLATION) {
          throw badRequest(measurementMessages.nothing, { waistCm: measurementMessages.nothing });
        }
        throw error;
      }
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound(measurementMessages.notFound);
    },
  };
}

export type MeasurementsService = ReturnType<typeof measurementsService>;
