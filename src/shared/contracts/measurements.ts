import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { dateStringSchema, jsonNumber, userIdSchema } from "./common.js";
import { bodyNoteSchema, weightMessages } from "./weights.js";

/**
 * Body measurements (issue 26): circumferences in cm and body fat in %, each optional but at least
 * one given; one set per person per local day (the same date again replaces it). The browser
 * converts inches before sending.
 */
export const circumferences = ["waistCm", "hipsCm", "chestCm", "neckCm", "armCm", "thighCm"] as const;
export type Circumference = (typeof circumferences)[number];

const circumferenceLabels: Record<Circumference, string> = {
  waistCm: "Waist",
  hipsCm: "Hips",
  chestCm: "Chest",
  neckCm: "Neck",
  armCm: "Arm",
  thighCm: "Thigh",
};

export const MEASUREMENT_MIN_CM = 10;
export const MEASUREMENT_MAX_CM = 300;
export const BODY_FAT_MIN_PERCENT = 2;
export const BODY_FAT_MAX_PERCENT = 75;

export const measurementMessages = {
  date: weightMessages.date,
  dateRange: msg("A measurement can be dated at most 1 day ahead and 5 years back"),
  nothing: msg("Enter at least one measurement"),
  bodyFatMin: `Body fat must be at least ${BODY_FAT_MIN_PERCENT} %`,
  bodyFatMax: `Body fat must be at most ${BODY_FAT_MAX_PERCENT} %`,
  noteMax: weightMessages.noteMax,
  notFound: msg("Measurement not found"),
} as const;

/** msg("Waist must be at least 10 cm") and its kin. */
export function circumferenceMessage(field: Circumference, bound: "min" | "max"): string {
  return bound === "min"
    ? `${circumferenceLabels[field]} must be at least ${MEASUREMENT_MIN_CM} cm`
    : `${circumferenceLabels[field]} must be at most ${MEASUREMENT_MAX_CM} cm`;
}

function circumferenceSchema(field: Circumference) {
  return jsonNumber(circumferenceLabels[field])
    .min(MEASUREMENT_MIN_CM, circumferenceMessage(field, "min"))
    .max(MEASUREMENT_MAX_CM, circumferenceMessage(field, "max"))
    .transform((cm) => Math.round(cm * 10) / 10)
    .nullish();
}

const measurementValues = {
  waistCm: circumferenceSchema("waistCm"),
  hipsCm: circumferenceSchema("hipsCm"),
  chestCm: circumferenceSchema("chestCm"),
  neckCm: circumferenceSchema("neckCm"),
  armCm: circumferenceSchema("armCm"),
  thighCm: circumferenceSchema("thighCm"),
  bodyFatPercent: jsonNumber(msg("Body fat"))
    .min(BODY_FAT_MIN_PERCENT, measurementMessages.bodyFatMin)
    .max(BODY_FAT_MAX_PERCENT, measurementMessages.bodyFatMax)
    .transform((percent) => Math.round(percent * 10) / 10)
    .nullish(),
};
const measurementFields = {
  date: dateStringSchema(measurementMessages.date),
  ...measurementValues,
  note: bodyNoteSchema.nullish(),
  userId: userIdSchema,
};

const measurementKeys = [...circumferences, "bodyFatPercent"] as const;
/** At least one value: what every set needs (the v1 contract checks it too). */
export function hasAValue(body: Partial<Record<(typeof measurementKeys)[number], number | null | undefined>>): boolean {
  return measurementKeys.some((key) => body[key] !== undefined && body[key] !== null);
}

/** POST /api/measurements: the same date again replaces that day's set (answer 200 instead of 201). */
export const createMeasurementSchema = z
  .object(measurementFields)
  .refine(hasAValue, { message: measurementMessages.nothing, path: ["waistCm"] });
export type CreateMeasurementRequest = z.infer<typeof createMeasurementSchema>;
export type CreateMeasurementInput = z.input<typeof createMeasurementSchema>;

/** PATCH /api/measurements/:id: the fields given change (null clears one); at least one value must remain. */
export const updateMeasurementSchema = z.object(measurementFields).partial();
export type UpdateMeasurementRequest = z.infer<typeof updateMeasurementSchema>;
export type UpdateMeasurementInput = z.input<typeof updateMeasurementSchema>;

export const measurementSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  waistCm: z.number().nullable(),
  hipsCm: z.number().nullable(),
  chestCm: z.number().nullable(),
  neckCm: z.number().nullable(),
  armCm: z.number().nullable(),
  thighCm: z.number().nullable(),
  bodyFatPercent: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Measurement = z.infer<typeof measurementSchema>;
export const measurementListSchema = z.array(measurementSchema);
