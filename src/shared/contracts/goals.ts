import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { amountSchema, dateOrInstantSchema, MAX_CALORIES, MAX_GRAMS, userIdSchema, userText } from "./common.js";

/** Messages are the spec's (core 5). */
export const goalMessages = {
  name: msg("Name is required"),
  nameMax: msg("Name must be at most 100 characters"),
  calories: msg("Calories must be greater than 0"),
  proteins: msg("Proteins cannot be negative"),
  carbs: msg("Carbs cannot be negative"),
  fats: msg("Fats cannot be negative"),
  startDate: msg("Start date must be a valid date"),
  endDate: msg("End date must be a valid date"),
  endBeforeStart: msg("End date cannot be before the start date"),
  descriptionMax: "Description must be at most 1000 characters",
  noActiveGoal: msg("No active nutrition goal"),
  notFound: msg("Nutrition goal not found"),
} as const;

export { DEFAULT_GOAL_NAME } from "../domain/goals.js";

const goalFields = {
  name: userText(goalMessages.name).trim().min(1, goalMessages.name).max(100, goalMessages.nameMax),
  calories: amountSchema("Calories", { min: 1, minMessage: goalMessages.calories, max: MAX_CALORIES }),
  proteins: amountSchema("Proteins", { min: 0, minMessage: goalMessages.proteins, max: MAX_GRAMS, unit: "g" }),
  carbs: amountSchema("Carbs", { min: 0, minMessage: goalMessages.carbs, max: MAX_GRAMS, unit: "g" }),
  fats: amountSchema("Fats", { min: 0, minMessage: goalMessages.fats, max: MAX_GRAMS, unit: "g" }),
  /** 'YYYY-MM-DD', or an ISO instant (its local day in the user's zone is kept). Default: today. */
  startDate: dateOrInstantSchema(goalMessages.startDate),
  endDate: dateOrInstantSchema(goalMessages.endDate).nullable(),
  description: userText().trim().max(1000, goalMessages.descriptionMax).nullish(),
  isActive: z.boolean({ error: msg("isActive must be true or false") }),
  userId: userIdSchema,
};

/**
 * When both dates are plain calendar dates (or both instants) they compare here; the service checks
 * again once instants have become local days, and the database has the last word (a CHECK).
 */
function endNotBeforeStart(goal: { startDate?: string; endDate?: string | null }): boolean {
  if (!goal.startDate || !goal.endDate) return true;
  if (goal.startDate.length === 10 && goal.endDate.length === 10) return goal.endDate >= goal.startDate;
  if (goal.startDate.length > 10 && goal.endDate.length > 10) {
    return new Date(goal.endDate).getTime() >= new Date(goal.startDate).getTime();
  }
  return goal.endDate.slice(0, 10) >= goal.startDate.slice(0, 10);
}
const endRule = { message: goalMessages.endBeforeStart, path: ["endDate"] };

export const createGoalSchema = z
  .object({
    ...goalFields,
    startDate: goalFields.startDate.optional(),
    endDate: goalFields.endDate.optional(),
    isActive: goalFields.isActive.default(true),
  })
  .refine(endNotBeforeStart, endRule);
export type CreateGoalRequest = z.infer<typeof createGoalSchema>;
export type CreateGoalInput = z.input<typeof createGoalSchema>;

/** PATCH takes the create shape, every field optional; nothing defaults (isActive stays as it is). */
export const updateGoalSchema = z.object(goalFields).partial().refine(endNotBeforeStart, endRule);
export type UpdateGoalRequest = z.infer<typeof updateGoalSchema>;

export const goalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  /** 'YYYY-MM-DD'. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalListSchema = z.array(goalSchema);

export const goalQuerySchema = z.object({ userId: userIdSchema });

/** Goal form defaults (spec core 9). */
export const goalFormDefaults = {
  name: "",
  description: "",
  calories: 2000,
  proteins: 150,
  carbs: 200,
  fats: 65,
  isActive: true,
} as const;

export const goalPresetKeys = [
  "maintenance",
  "weightloss",
  "muscle_gain",
  "low_carb",
  "keto",
  "mediterranean",
  "custom",
] as const;
export type GoalPresetKey = (typeof goalPresetKeys)[number];

export interface GoalPreset {
  name: string;
  description: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

/** Goal presets (spec core 3 and 9); custom starts from the form defaults. */
export const goalPresets: Record<GoalPresetKey, GoalPreset> = {
  maintenance: {
    name: "Maintenance",
    description: "Keep your current weight with a balanced intake.",
    calories: 2000,
    proteins: 150,
    carbs: 250,
    fats: 65,
  },
  weightloss: {
    name: msg("Weight Loss"),
    description: "A moderate calorie deficit with high protein to keep muscle.",
    calories: 1600,
    proteins: 140,
    carbs: 170,
    fats: 50,
  },
  muscle_gain: {
    name: msg("Muscle Gain"),
    description: "A calorie surplus with plenty of protein and carbs for training.",
    calories: 2500,
    proteins: 190,
    carbs: 300,
    fats: 70,
  },
  low_carb: {
    name: msg("Low Carb"),
    description: "Fewer carbohydrates, more protein and healthy fats.",
    calories: 1800,
    proteins: 150,
    carbs: 50,
    fats: 120,
  },
  keto: {
    name: "Keto",
    description: "Very low carbohydrates and high fat to stay in ketosis.",
    calories: 1900,
    proteins: 120,
    carbs: 30,
    fats: 140,
  },
  mediterranean: {
    name: "Mediterranean",
    description: "Whole grains, vegetables, fish and olive oil in balance.",
    calories: 2100,
    proteins: 110,
    carbs: 270,
    fats: 75,
  },
  custom: {
    name: "Custom",
    description: "Set your own daily targets.",
    calories: goalFormDefaults.calories,
    proteins: goalFormDefaults.proteins,
    carbs: goalFormDefaults.carbs,
    fats: goalFormDefaults.fats,
  },
};
