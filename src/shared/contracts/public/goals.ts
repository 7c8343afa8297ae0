import { z } from "zod";
import { amountSchema, MAX_CALORIES, MAX_GRAMS, userText } from "../common.js";
import { goalMessages } from "../goals.js";
import { exampleDate, type OperationDoc, publicLocalDateSchema } from "./common.js";

const newGoalShape = {
  name: userText(goalMessages.name).trim().min(1, goalMessages.name).max(100, goalMessages.nameMax).describe("A name"),
  calories: amountSchema("Calories", { min: 1, minMessage: goalMessages.calories, max: MAX_CALORIES }).describe(
    "Daily energy target in kcal",
  ),
  proteins: amountSchema("Proteins", { min: 0, minMessage: goalMessages.proteins, max: MAX_GRAMS, unit: "g" }).describe(
    "Daily protein target in grams",
  ),
  carbs: amountSchema("Carbs", { min: 0, minMessage: goalMessages.carbs, max: MAX_GRAMS, unit: "g" }).describe(
    "Daily carbohydrate target in grams",
  ),
  fats: amountSchema("Fats", { min: 0, minMessage: goalMessages.fats, max: MAX_GRAMS, unit: "g" }).describe(
    "Daily fat target in grams",
  ),
  startDate: publicLocalDateSchema("startDate").optional().describe("First day, 'YYYY-MM-DD'; default: today"),
  endDate: publicLocalDateSchema("endDate").nullish().describe("Last day, 'YYYY-MM-DD', or null for open-ended"),
  description: userText().trim().max(1000, goalMessages.descriptionMax).nullish().describe("Free text"),
  isActive: z
    .boolean({ error: "isActive must be true or false" })
    .describe("The goal the dashboard measures against; activating one deactivates the others"),
};

export const publicNewGoalSchema = z.object({ ...newGoalShape, isActive: newGoalShape.isActive.default(true) }).meta({
  id: "NewNutritionGoal",
  description: "A goal to create; it becomes the active one unless isActive is false",
});
export type PublicNewGoal = z.infer<typeof publicNewGoalSchema>;

export const publicGoalChangesSchema = z
  .object(newGoalShape)
  .partial()
  .meta({ id: "NutritionGoalChanges", description: "The fields to change; the others stay as they are" });
export type PublicGoalChanges = z.infer<typeof publicGoalChangesSchema>;

export const publicGoalSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    calories: z.number().int(),
    proteins: z.number().int(),
    carbs: z.number().int(),
    fats: z.number().int(),
    startDate: z.string().describe("'YYYY-MM-DD'"),
    endDate: z.string().nullable().describe("'YYYY-MM-DD', or null for open-ended"),
    description: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "NutritionGoal", description: "Daily targets for calories and macronutrients" });
export type PublicGoal = z.infer<typeof publicGoalSchema>;
export const publicGoalListSchema = z.array(publicGoalSchema);

const exampleGoal = {
  id: 7,
  name: "Lean summer",
  calories: 1800,
  proteins: 150,
  carbs: 150,
  fats: 60,
  startDate: exampleDate,
  endDate: null,
  description: "High protein, moderate carbs",
  isActive: true,
  createdAt: "2026-05-11T08:00:00.000Z",
  updatedAt: "2026-05-11T08:00:00.000Z",
};
const tag = "Nutrition goals";

export const publicGoalOperations = {
  list: {
    operationId: "listNutritionGoals",
    tag,
    summary: "List nutrition goals",
    description: "All your goals, newest first.",
    scope: "read",
    example: { status: 200, response: [exampleGoal] },
  },
  active: {
    operationId: "getActiveNutritionGoal",
    tag,
    summary: "Get the active goal",
    description: "The goal your days are measured against; 404 when none is active.",
    scope: "read",
    errors: [404],
    example: { status: 200, response: exampleGoal },
  },
  get: {
    operationId: "getNutritionGoal",
    tag,
    summary: "Get a nutrition goal",
    description: "One of your goals by its id.",
    scope: "read",
    errors: [404],
    example: { params: { id: 7 }, status: 200, response: exampleGoal },
  },
  create: {
    operationId: "createNutritionGoal",
    tag,
    summary: "Create a nutrition goal",
    description: "Creates a goal; unless `isActive` is false it becomes the active one.",
    scope: "write",
    errors: [409],
    example: {
      body: {
        name: "Lean summer",
        calories: 1800,
        proteins: 150,
        carbs: 150,
        fats: 60,
        startDate: exampleDate,
        endDate: null,
        description: "High protein, moderate carbs",
        isActive: true,
      },
      status: 201,
      response: exampleGoal,
    },
  },
  update: {
    operationId: "updateNutritionGoal",
    tag,
    summary: "Change a nutrition goal",
    description: "Changes the fields you send.",
    scope: "write",
    errors: [404, 409],
    example: { params: { id: 7 }, body: { calories: 1900 }, status: 200, response: { ...exampleGoal, calories: 1900 } },
  },
  delete: {
    operationId: "deleteNutritionGoal",
    tag,
    summary: "Delete a nutrition goal",
    description: "Deletes one of your goals for good.",
    scope: "write",
    errors: [404],
    example: { params: { id: 7 }, status: 200, response: { message: "Nutrition goal deleted" } },
  },
} satisfies Record<string, OperationDoc>;
