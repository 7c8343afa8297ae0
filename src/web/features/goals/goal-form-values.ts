import type { z } from "zod";
import {
  createGoalSchema,
  type Goal,
  type GoalPresetKey,
  goalFormDefaults,
  goalPresets,
} from "../../../shared/contracts/goals.js";
import { schemaResolver } from "../../lib/schema-resolver.js";

/** What the goal form holds: numbers from number inputs (NaN when empty), dates as 'YYYY-MM-DD' or ''. */
export interface GoalFormValues {
  preset: GoalPresetKey | "";
  name: string;
  description: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

const numberOrUndefined = (value: number) => (Number.isFinite(value) ? value : undefined);

export function toGoalRequestInput(values: GoalFormValues) {
  return {
    name: values.name,
    description: values.description.trim() === "" ? null : values.description,
    calories: numberOrUndefined(values.calories),
    proteins: numberOrUndefined(values.proteins),
    carbs: numberOrUndefined(values.carbs),
    fats: numberOrUndefined(values.fats),
    startDate: values.startDate,
    endDate: values.endDate === "" ? null : values.endDate,
    isActive: values.isActive,
  };
}

/** The shared createGoalSchema, with its messages (and its end-not-before-start rule). */
export const goalFormResolver = schemaResolver<GoalFormValues, z.output<typeof createGoalSchema>>(
  createGoalSchema,
  toGoalRequestInput,
);

export function emptyGoalForm(today: string): GoalFormValues {
  return { preset: "", ...goalFormDefaults, startDate: today, endDate: "" };
}

export function goalFormOf(goal: Goal): GoalFormValues {
  return {
    preset: "",
    name: goal.name,
    description: goal.description ?? "",
    calories: goal.calories,
    proteins: goal.proteins,
    carbs: goal.carbs,
    fats: goal.fats,
    startDate: goal.startDate,
    endDate: goal.endDate ?? "",
    isActive: goal.isActive,
  };
}

/** A preset's name, description and values; the dates and the active flag stay as they are. */
export function applyPreset(values: GoalFormValues, preset: GoalPresetKey): GoalFormValues {
  const { name, description, calories, proteins, carbs, fats } = goalPresets[preset];
  return { ...values, preset, name, description, calories, proteins, carbs, fats };
}

export const presetLabels: Record<GoalPresetKey, string> = {
  maintenance: "Maintenance",
  weightloss: "Weight loss",
  muscle_gain: "Muscle gain",
  low_carb: "Low carb",
  keto: "Keto",
  mediterranean: "Mediterranean",
  custom: "Custom",
};
