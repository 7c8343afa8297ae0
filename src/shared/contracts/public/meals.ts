import { z } from "zod";
import { amountSchema, instantSchema, jsonNumber, MAX_CALORIES, MAX_GRAMS, userText } from "../common.js";
import { MAX_LOG_GRAMS } from "../foods.js";
import { mealMessages, mealTypeSchema } from "../meals.js";
import { exampleDate, exampleTimestamp, type OperationDoc, publicLocalDateSchema } from "./common.js";

/** The span one meals request may cover. */
export const MAX_MEAL_RANGE_DAYS = 366;
export const publicMealMessages = {
  range: `A range covers at most ${MAX_MEAL_RANGE_DAYS} days`,
  rangeOrder: "endDate cannot be before startDate",
  grams: "Grams must be greater than 0",
  gramsMax: `Grams must be at most ${MAX_LOG_GRAMS}`,
} as const;

const mealType = mealTypeSchema.describe("breakfast, lunch, dinner or snack");

const newMealShape = {
  food: userText(mealMessages.food)
    .trim()
    .min(1, mealMessages.food)
    .max(200, mealMessages.foodMax)
    .describe("What was eaten"),
  mealType,
  calories: amountSchema("Calories", { min: 0, minMessage: mealMessages.calories, max: MAX_CALORIES }).describe(
    "Energy in kcal (rounded to a whole number)",
  ),
  proteins: amountSchema("Proteins", { min: 0, minMessage: mealMessages.proteins, max: MAX_GRAMS, unit: "g" }).describe(
    "Protein in grams (rounded)",
  ),
  carbs: amountSchema("Carbs", { min: 0, minMessage: mealMessages.carbs, max: MAX_GRAMS, unit: "g" }).describe(
    "Carbohydrates in grams (rounded)",
  ),
  fats: amountSchema("Fats", { min: 0, minMessage: mealMessages.fats, max: MAX_GRAMS, unit: "g" }).describe(
    "Fat in grams (rounded)",
  ),
  timestamp: instantSchema(mealMessages.timestamp)
    .optional()
    .describe("When it was eaten, ISO 8601 with a zone; default: now"),
  notes: userText().trim().max(1000, mealMessages.notesMax).nullish().describe("Free text, up to 1000 characters"),
};

export const publicNewMealSchema = z.object(newMealShape).meta({ id: "NewMeal", description: "A meal to log" });
export type PublicNewMeal = z.infer<typeof publicNewMealSchema>;

export const publicMealChangesSchema = z
  .object(newMealShape)
  .partial()
  .meta({ id: "MealChanges", description: "The fields to change; the others stay as they are" });
export type PublicMealChanges = z.infer<typeof publicMealChangesSchema>;

export const publicNewMealFromFoodSchema = z
  .object({
    foodId: jsonNumber("foodId")
      .int("foodId must be a whole number")
      .positive()
      .describe("A food's id, from GET /foods"),
    grams: jsonNumber("Grams", { plural: true })
      .gt(0, publicMealMessages.grams)
      .max(MAX_LOG_GRAMS, publicMealMessages.gramsMax)
      .describe("How much was eaten, in grams (ml for drinks)"),
    mealType,
    timestamp: instantSchema(mealMessages.timestamp)
      .optional()
      .describe("When it was eaten, ISO 8601 with a zone; default: now"),
  })
  .meta({ id: "NewMealFromFood", description: "A meal logged from the food database: its numbers are computed" });
export type PublicNewMealFromFood = z.infer<typeof publicNewMealFromFoodSchema>;

export const publicMealSchema = z
  .object({
    id: z.number().int(),
    food: z.string(),
    mealType,
    calories: z.number().int(),
    proteins: z.number().int(),
    carbs: z.number().int(),
    fats: z.number().int(),
    timestamp: z.string().describe("When it was eaten, ISO 8601 (UTC)"),
    localDate: z.string().describe("The day it counts for, 'YYYY-MM-DD' in your time zone"),
    notes: z.string().nullable(),
    foodId: z.number().int().nullable().describe("The food it was logged from, if any"),
    grams: z.number().nullable().describe("How many grams of that food"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Meal", description: "A logged meal" });
export type PublicMeal = z.infer<typeof publicMealSchema>;
export const publicMealListSchema = z.array(publicMealSchema);

/** Whole local days; by default the last 7 days up to today. */
export const publicMealRangeQuerySchema = z.object({
  startDate: publicLocalDateSchema("startDate").optional(),
  endDate: publicLocalDateSchema("endDate").optional(),
});
export type PublicMealRangeQuery = z.infer<typeof publicMealRangeQuerySchema>;

const exampleMeal = {
  id: 42,
  food: "Greek yogurt with honey",
  mealType: "breakfast",
  calories: 220,
  proteins: 15,
  carbs: 28,
  fats: 5,
  timestamp: "2026-05-11T07:15:00.000Z",
  localDate: exampleDate,
  notes: null,
  foodId: null,
  grams: null,
  createdAt: "2026-05-11T07:16:02.000Z",
  updatedAt: "2026-05-11T07:16:02.000Z",
};
const newMealExample = {
  food: "Pasta al pomodoro",
  mealType: "lunch",
  calories: 520,
  proteins: 16,
  carbs: 90,
  fats: 9,
  timestamp: exampleTimestamp,
  notes: "with basil",
};
const tag = "Meals";

export const publicMealOperations = {
  list: {
    operationId: "listMeals",
    tag,
    summary: "List meals",
    description: "Your meals of whole local days, latest first. Without dates: the last 7 days up to today.",
    scope: "read",
    example: { query: { startDate: "2026-05-05", endDate: exampleDate }, status: 200, response: [exampleMeal] },
  },
  get: {
    operationId: "getMeal",
    tag,
    summary: "Get a meal",
    description: "One of your meals by its id.",
    scope: "read",
    errors: [404],
    example: { params: { id: 42 }, status: 200, response: exampleMeal },
  },
  create: {
    operationId: "createMeal",
    tag,
    summary: "Log a meal",
    description: "Logs a meal from its numbers. Amounts are rounded to whole numbers.",
    scope: "write",
    example: {
      body: newMealExample,
      status: 201,
      response: { ...exampleMeal, ...newMealExample, id: 43, localDate: exampleDate },
    },
  },
  fromFood: {
    operationId: "createMealFromFood",
    tag,
    summary: "Log a meal from a food",
    description: "Logs grams of a food from the database (GET /foods); the meal keeps the numbers computed now.",
    scope: "write",
    errors: [404],
    example: {
      body: { foodId: 101, grams: 120, mealType: "snack", timestamp: exampleTimestamp },
      status: 201,
      response: {
        ...exampleMeal,
        id: 44,
        food: "Banana, raw (120 g)",
        mealType: "snack",
        calories: 107,
        proteins: 1,
        carbs: 27,
        fats: 0,
        timestamp: exampleTimestamp,
        foodId: 101,
        grams: 120,
      },
    },
  },
  update: {
    operationId: "updateMeal",
    tag,
    summary: "Change a meal",
    description: "Changes the fields you send; `notes: null` clears the notes.",
    scope: "write",
    errors: [404],
    example: {
      params: { id: 42 },
      body: { calories: 250, notes: "extra honey" },
      status: 200,
      response: { ...exampleMeal, calories: 250, notes: "extra honey" },
    },
  },
  delete: {
    operationId: "deleteMeal",
    tag,
    summary: "Delete a meal",
    description: "Deletes one of your meals for good.",
    scope: "write",
    errors: [404],
    example: { params: { id: 42 }, status: 200, response: { message: "Meal deleted" } },
  },
} satisfies Record<string, OperationDoc>;
