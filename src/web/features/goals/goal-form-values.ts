import { z } from "zod";
import {
  createGoalSchema,
  type Goal,
  type GoalPresetKey,
  goalFormDefaults,
  goalPresetKeys,
  goalPresets,
} from "../../../shared/contracts/goals.js";
import { formSchema, numberFromText, textOfNumber } from "../../lib/forms.js";

/** What the goal form holds: the number inputs' text ("" when empty), dates as 'YYYY-MM-DD' or ''. */
const goalFormFields = z.object({
  preset: z.union([z.enum(goalPresetKeys), z.literal("")]),
  name: z.string(),
  description: z.string(),
  calories: z.string(),
  proteins: z.string(),
  carbs: z.string(),
  fats: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
});
export type GoalFormValues = z.input<typeof goalFormFields>;

export function toGoalRequestInput(values: GoalFormValues) {
  return {
    name: values.name,
    description: values.description.trim() === "" ? null : values.description,
    calories: numberFromText(values.calories),
    proteins: numberFromText(values.proteins),
    carbs: numberFromText(values.carbs),
    fats: numberFromText(values.fats),
    startDate: values.startDate,
    endDate: values.endDate === "" ? null : values.endDate,
    isActive: values.isActive,
  };
}

/** The shared createGoalSchema, with its messages (and its end-not-before-start rule). */
export const goalFormSchema = formSchema(goalFormFields, toGoalRequestInput, createGoalSchema);

/** The four targets as the form's text. */
function amountsOf(values: { calories: number; proteins: number; carbs: number; fats: number }) {
  return {
    calories: textOfNumber(values.calories),
    proteins: textOfNumber(values.proteins),
    carbs: textOfNumber(values.carbs),
    fats: textOfNumber(values.fats),
  };
}

export function emptyGoalForm(today: string): GoalFormValues {
  const { name, description, isActive } = goalFormDefaults;
  return { preset: "", name, description, ...amountsOf(goalFormDefaults), startDate: today, endDate: "", isActive };
}

export function goalFormOf(goal: Goal): GoalFormValues {
  return {
    preset: "",
    name: goal.name,
    description: goal.description ?? "",
    ...amountsOf(goal),
    startDate: goal.startDate,
    endDate: goal.endDate ?? "",
    isActive: goal.isActive,
  };
}

/** A preset's name, description and values; the dates and the active flag stay as they are. */
export function applyPreset(values: GoalFormValues, preset: GoalPresetKey): GoalFormValues {
  const { name, description } = goalPresets[preset];
  return { ...values, preset, name, description, ...amountsOf(goalPresets[preset]) };
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
