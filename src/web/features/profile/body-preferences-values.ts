import { z } from "zod";
import { goalDirections, weekdays } from "../../../shared/contracts/check-ins.js";
import {
  type Profile,
  type UnitSystem,
  unitSystems,
  updateProfileSchema,
  weightDisplays,
} from "../../../shared/contracts/profile.js";
import { displayWeight, displayWeightChange, weightInputToKg } from "../../../shared/domain/body/units.js";
import { msg } from "../../../shared/i18n/msg.js";
import { formSchema, numberFromText, textOfNumber } from "../../lib/forms.js";

/** Issue 26's preferences as the form holds them: numbers as typed (weights in the chosen units). */
const bodyPreferenceFormFields = z.object({
  units: z.enum(unitSystems),
  weightDisplay: z.enum(weightDisplays),
  goalDirection: z.enum(goalDirections),
  goalRateKgPerWeek: z.string(),
  checkInWeekday: z.enum(weekdays),
  startingExpenditure: z.string(),
  goalWeightKg: z.string(),
});
export type BodyPreferenceFormValues = z.input<typeof bodyPreferenceFormFields>;

/** The profile contract's own fields and messages for these preferences, every one sent. */
const bodyPreferencesContract = updateProfileSchema
  .pick({
    units: true,
    weightDisplay: true,
    goalDirection: true,
    goalRateKgPerWeek: true,
    checkInWeekday: true,
    startingExpenditure: true,
    goalWeightKg: true,
  })
  .required();
export type BodyPreferencesRequest = z.infer<typeof bodyPreferencesContract>;

/**
 * Typed weights are in the units chosen in the same form (switching to pounds means typing pounds).
 * A weight left as it was shown keeps its stored kg: 58 kg reads 127.9 lb, which is 58.01 kg.
 */
export function toBodyPreferencesInput(values: BodyPreferenceFormValues, stored?: Profile) {
  const units: UnitSystem = values.units;
  // The stored figures as the form shows them in the units chosen now.
  const shown = stored ? bodyPreferencesFormOf({ ...stored, units }) : null;
  const kept = (field: "goalRateKgPerWeek" | "goalWeightKg") =>
    shown !== null && stored !== undefined && shown[field] === values[field] ? stored[field] : undefined;
  const rate = numberFromText(values.goalRateKgPerWeek);
  const goalWeight = numberFromText(values.goalWeightKg);
  const keptRate = kept("goalRateKgPerWeek");
  const keptGoal = kept("goalWeightKg");
  return {
    units,
    weightDisplay: values.weightDisplay,
    goalDirection: values.goalDirection,
    // Maintaining has no rate: 0, whatever the field still holds.
    goalRateKgPerWeek:
      values.goalDirection === "maintain"
        ? 0
        : (keptRate ?? (rate === undefined ? undefined : weightInputToKg(rate, units))),
    checkInWeekday: values.checkInWeekday,
    startingExpenditure: numberFromText(values.startingExpenditure) ?? null,
    goalWeightKg:
      keptGoal !== undefined ? keptGoal : goalWeight === undefined ? null : weightInputToKg(goalWeight, units),
  };
}

export const bodyPreferencesFormSchema = (stored: Profile) =>
  formSchema(bodyPreferenceFormFields, (values) => toBodyPreferencesInput(values, stored), bodyPreferencesContract);

export function bodyPreferencesFormOf(profile: Profile): BodyPreferenceFormValues {
  return {
    units: profile.units,
    weightDisplay: profile.weightDisplay,
    goalDirection: profile.goalDirection,
    goalRateKgPerWeek: textOfNumber(displayWeightChange(profile.goalRateKgPerWeek, profile.units)),
    checkInWeekday: profile.checkInWeekday,
    startingExpenditure: textOfNumber(profile.startingExpenditure),
    goalWeightKg: profile.goalWeightKg === null ? "" : textOfNumber(displayWeight(profile.goalWeightKg, profile.units)),
  };
}

/**
 * The typed weights in the other units when the person switches units: 0.5 kg a week becomes
 * 1.1 lb, not 0.5 lb.
 */
export function convertTypedWeights(values: BodyPreferenceFormValues, to: UnitSystem): BodyPreferenceFormValues {
  const from = values.units;
  if (from === to) return values;
  const convert = (text: string, display: (kg: number, units: UnitSystem) => number) => {
    const typed = numberFromText(text);
    return typed === undefined || Number.isNaN(typed) ? text : textOfNumber(display(weightInputToKg(typed, from), to));
  };
  return {
    ...values,
    units: to,
    goalRateKgPerWeek: convert(values.goalRateKgPerWeek, displayWeightChange),
    goalWeightKg: convert(values.goalWeightKg, displayWeight),
  };
}

export const weightDisplayLabels: Record<(typeof weightDisplays)[number], string> = {
  show: msg("Show my weight"),
  trends: msg("Trends only"),
  hidden: msg("Hidden"),
};

export const goalDirectionLabels: Record<(typeof goalDirections)[number], string> = {
  lose: msg("Lose weight"),
  maintain: msg("Maintain"),
  gain: msg("Gain weight"),
};
