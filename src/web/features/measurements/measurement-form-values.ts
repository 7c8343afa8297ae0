import { z } from "zod";
import {
  type Circumference,
  type CreateMeasurementRequest,
  circumferences,
  createMeasurementSchema,
} from "../../../shared/contracts/measurements.js";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { lengthInputToCm } from "../../../shared/domain/body/units.js";
import { msg } from "../../../shared/i18n/msg.js";
import { formSchema, numberFromText } from "../../lib/forms.js";

export const circumferenceLabels: Record<Circumference, string> = {
  waistCm: msg("Waist"),
  hipsCm: msg("Hips"),
  chestCm: msg("Chest"),
  neckCm: msg("Neck"),
  armCm: msg("Arm"),
  thighCm: msg("Thigh"),
};

/**
 * What the measurements form holds: each length as typed in the person's unit, named as the
 * request's field (so messages land on it), "" when left out; body fat in %.
 */
const measurementFormFields = z.object({
  date: z.string(),
  waistCm: z.string(),
  hipsCm: z.string(),
  chestCm: z.string(),
  neckCm: z.string(),
  armCm: z.string(),
  thighCm: z.string(),
  bodyFatPercent: z.string(),
  note: z.string(),
});
export type MeasurementFormValues = z.input<typeof measurementFormFields>;

export function toMeasurementRequestInput(values: MeasurementFormValues, units: UnitSystem) {
  const lengths: Partial<Record<Circumference, number>> = {};
  for (const field of circumferences) {
    const typed = numberFromText(values[field]);
    if (typed !== undefined) lengths[field] = lengthInputToCm(typed, units);
  }
  return {
    date: values.date,
    ...lengths,
    bodyFatPercent: numberFromText(values.bodyFatPercent),
    note: values.note.trim() === "" ? null : values.note,
  };
}

/** The shared createMeasurementSchema (at least one value; its bounds said in the person's units by the form). */
export const measurementFormSchema = (units: UnitSystem) =>
  formSchema(measurementFormFields, (values) => toMeasurementRequestInput(values, units), createMeasurementSchema);

export type MeasurementRequest = CreateMeasurementRequest;

export function emptyMeasurement(date: string): MeasurementFormValues {
  return {
    date,
    waistCm: "",
    hipsCm: "",
    chestCm: "",
    neckCm: "",
    armCm: "",
    thighCm: "",
    bodyFatPercent: "",
    note: "",
  };
}
