import { z } from "zod";
import {
  createGoalSchema,
  type Goal,
  type GoalPresetKey,
  goalFormDefaults,
  goalPresetKeys,
  goalPresets,
} from "../../../shared/contracts/goals.js";
import { msg } from "../../../shared/i18n/msg.js";
import { formSchema, numberFromText, textOfNumber } from "../../lib/forms.js";
import { i18n } from "../../lib/i18n.js";

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

/**
 * The presets' names and descriptions (shared/contracts/goals.ts) as catalog messages, so a preset
 * fills the form in the page's language; the goal then keeps the words the person saved.
 */
export const presetTexts: Record<GoalPresetKey, { name: string; description: string }> = {
  maintenance: { name: msg("Maintenance"), description: msg("Keep your current weight with a balanced intake.") },
  weightloss: {
    name: msg("Weight Loss"),
    description: msg("A moderate calorie deficit with high protein to keep muscle."),
  },
  muscle_gain: {
    name: msg("Muscle Gain"),
    description: msg("A calorie surplus with plenty of protein and carbs for training."),
  },
  low_carb: { name: msg("Low Carb"), description: msg("Fewer carbohydrates, more protein and healthy fats.") },
  keto: { name: msg("Keto"), description: msg("Very low carbohydrates and high fat to stay in ketosis.") },
  mediterranean: {
    name: msg("Mediterranean"),
    description: msg("Whole grains, vegetables, fish and olive oil in balance."),
  },
  custom: { name: msg("Custom"), description: msg("Set your own daily targets.") },
};

/** A preset's name, description and values; the dates and the active flag stay as they are. */
export function applyPreset(values: GoalFormValues, preset: GoalPresetKey): GoalFormValues {
  const { name, description } = presetTexts[preset];
  return {
    ...values,
    preset,
    name: i18n._(name),
    description: i18n._(description),
    ...amountsOf(goalPresets[preset]),
  };
}

/** The preset menu's labels, catalog messages said with `i18n._` where shown. */
export const presetLabels: Record<GoalPresetKey, string> = {
  maintenance: msg("Maintenance"),
  weightloss: msg("Weight loss"),
  muscle_gain: msg("Muscle gain"),
  low_carb: msg("Low carb"),
  keto: msg("Keto"),
  mediterranean: msg("Mediterranean"),
  custom: msg("Custom"),
};
