import { z } from "zod";
import {
  BODY_FAT_MAX_PERCENT,
  BODY_FAT_MIN_PERCENT,
  createMeasurementSchema,
  hasAValue,
  MEASUREMENT_MAX_CM,
  MEASUREMENT_MIN_CM,
  measurementMessages,
  measurementSchema,
} from "../measurements.js";
import { exampleDate, type OperationDoc } from "./common.js";
import { publicBodyDateText, publicBodyNoteText } from "./weights.js";

/**
 * /api/v1/measurements (issue 26): a day's circumferences in cm and body fat in %, each optional but
 * at least one given; one set per local day. A script converts inches itself, as the browser does.
 */
const fields = createMeasurementSchema.shape;
const cm = (part: string) =>
  `${part} circumference in cm, ${MEASUREMENT_MIN_CM} to ${MEASUREMENT_MAX_CM}; null or left out for none`;
const measurementShape = {
  date: fields.date.describe(publicBodyDateText),
  waistCm: fields.waistCm.describe(cm("Waist")),
  hipsCm: fields.hipsCm.describe(cm("Hips")),
  chestCm: fields.chestCm.describe(cm("Chest")),
  neckCm: fields.neckCm.describe(cm("Neck")),
  armCm: fields.armCm.describe(cm("Arm")),
  thighCm: fields.thighCm.describe(cm("Thigh")),
  bodyFatPercent: fields.bodyFatPercent.describe(
    `Body fat in %, ${BODY_FAT_MIN_PERCENT} to ${BODY_FAT_MAX_PERCENT}; null or left out for none`,
  ),
  note: fields.note.describe(publicBodyNoteText),
};

export const publicNewMeasurementSchema = z
  .object(measurementShape)
  .refine(hasAValue, { message: measurementMessages.nothing, path: ["waistCm"] })
  .meta({
    id: "NewMeasurement",
    description: "A day's measurements (at least one value); a date that already has a set replaces it whole",
  });
export type PublicNewMeasurement = z.infer<typeof publicNewMeasurementSchema>;

export const publicMeasurementChangesSchema = z.object(measurementShape).partial().meta({
  id: "MeasurementChanges",
  description: "The fields to change (null clears a value); at least one value must remain",
});
export type PublicMeasurementChanges = z.infer<typeof publicMeasurementChangesSchema>;

export const publicMeasurementSchema = measurementSchema.meta({
  id: "Measurement",
  description: "A day's body measurements: circumferences in cm, body fat in % (null: not measured)",
});
export type PublicMeasurement = z.infer<typeof publicMeasurementSchema>;
export const publicMeasurementListSchema = z.array(publicMeasurementSchema);

const tag = "Body measurements";
const exampleMeasurement = {
  id: 12,
  date: exampleDate,
  waistCm: 86.5,
  hipsCm: 98,
  chestCm: null,
  neckCm: null,
  armCm: null,
  thighCm: null,
  bodyFatPercent: 21.5,
  note: null,
  createdAt: "2026-05-11T06:45:00.000Z",
  updatedAt: "2026-05-11T06:45:00.000Z",
};

export const publicMeasurementOperations = {
  list: {
    operationId: "listMeasurements",
    tag,
    summary: "List body measurements",
    description:
      "Your measurements from `from` to `to` (local days, both inclusive), oldest first; at most five years.",
    scope: "read",
    example: { query: { from: "2026-04-12", to: exampleDate }, status: 200, response: [exampleMeasurement] },
  },
  create: {
    operationId: "logMeasurement",
    tag,
    summary: "Log body measurements",
    description:
      "Records a day's measurements (at least one value): 201 for a new day; the same date again replaces that day's set whole and answers 200.",
    scope: "write",
    example: {
      body: { date: exampleDate, waistCm: 86.5, hipsCm: 98, bodyFatPercent: 21.5 },
      status: 201,
      response: exampleMeasurement,
    },
  },
  update: {
    operationId: "updateMeasurement",
    tag,
    summary: "Change body measurements",
    description: "Changes the fields you send; null clears a value, but at least one must remain.",
    scope: "write",
    errors: [404],
    example: {
      params: { id: 12 },
      body: { waistCm: 86 },
      status: 200,
      response: { ...exampleMeasurement, waistCm: 86, updatedAt: "2026-05-11T07:00:00.000Z" },
    },
  },
  delete: {
    operationId: "deleteMeasurement",
    tag,
    summary: "Delete body measurements",
    description: "Deletes one day's set of measurements for good.",
    scope: "write",
    errors: [404],
    example: { params: { id: 12 }, status: 200, response: { message: "Measurement deleted" } },
  },
} satisfies Record<string, OperationDoc>;
