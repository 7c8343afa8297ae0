import { z } from "zod";
import { mealDateMessage } from "../domain/meal-dates.js";
import { mealTypes } from "../domain/meal-types.js";
import { msg } from "../i18n/msg.js";
import {
  amountSchema,
  dateOrInstantSchema,
  dateStringSchema,
  instantSchema,
  MAX_CALORIES,
  MAX_GRAMS,
  userIdSchema,
  userText,
} from "./common.js";
import { micronutrientsSchema } from "./nutrients.js";

/** Messages are the spec's (core 5). */
export const mealMessages = {
  mealType: msg("Meal type is required"),
  food: msg("Food name is required"),
  foodMax: msg("Food name must be at most 200 characters"),
  calories: msg("Calories must be at least 0"),
  proteins: msg("Proteins must be at least 0"),
  carbs: msg("Carbs must be at least 0"),
  fats: msg("Fats must be at least 0"),
  timestamp: msg("Timestamp must be a valid date and time"),
  date: msg("Date must be a valid date"),
  notesMax: msg("Notes must be at most 1000 characters"),
  loginRequired: msg("You must be logged in to add a meal"),
  notFound: msg("Meal not found"),
  /** A meal dated more than 1 day ahead or more than 5 years back (shared/domain/meal-dates.ts). */
  dateRange: mealDateMessage,
} as const;

export { type MealType, mealTypes } from "../domain/meal-types.js";
export const mealTypeSchema = z.enum(mealTypes, { error: mealMessages.mealType });

const mealFields = {
  mealType: mealTypeSchema,
  food: userText(mealMessages.food).trim().min(1, mealMessages.food).max(200, mealMessages.foodMax),
  calories: amountSchema("Calories", { min: 0, minMessage: mealMessages.calories, max: MAX_CALORIES }),
  /**
   * The macros may be left out (a calories-only quick add): they are stored as 0 and the meal
   * remembers that they were not given (`macrosGiven`), so nobody reads 0 g as a fact.
   */
  proteins: amountSchema("Proteins", {
    min: 0,
    minMessage: mealMessages.proteins,
    max: MAX_GRAMS,
    unit: "g",
  }).optional(),
  carbs: amountSchema("Carbs", { min: 0, minMessage: mealMessages.carbs, max: MAX_GRAMS, unit: "g" }).optional(),
  fats: amountSchema("Fats", { min: 0, minMessage: mealMessages.fats, max: MAX_GRAMS, unit: "g" }).optional(),
  /** When the meal was eaten, an ISO instant. */
  timestamp: instantSchema(mealMessages.timestamp).optional(),
  /**
   * Older clients send `date` instead of `timestamp`: an ISO instant, or a calendar date
   * (then the meal is placed at noon of that day in the user's zone). Neither: now.
   */
  date: dateOrInstantSchema(mealMessages.date).optional(),
  notes: userText().trim().max(1000, mealMessages.notesMax).nullish(),
  userId: userIdSchema,
};

export const createMealSchema = z.object(mealFields);
export type CreateMealRequest = z.infer<typeof createMealSchema>;
/** The add-meal form's input (before the rounding transform). */
export type CreateMealInput = z.input<typeof createMealSchema>;

export const updateMealSchema = z.object(mealFields).partial();
export type UpdateMealRequest = z.infer<typeof updateMealSchema>;

export const mealSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  food: z.string(),
  calories: z.number().int(),
  proteins: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  /** False for a quick add without macros: proteins, carbs and fats are then 0 but not known. */
  macrosGiven: z.boolean(),
  mealType: mealTypeSchema,
  /** ISO instant. */
  timestamp: z.string(),
  /** The local calendar day of `timestamp` in the user's zone, 'YYYY-MM-DD'. */
  localDate: z.string(),
  notes: z.string().nullable(),
  /** The food it was logged from and how many grams, when it was logged from the food database. */
  foodId: z.number().int().nullable(),
  grams: z.number().nullable(),
  /**
   * What the meal held beyond the four numbers, copied from its food when it was logged; null for
   * a meal entered by hand (nobody knows, and nothing is invented). A single value may be null too.
   */
  micronutrients: micronutrientsSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meal = z.infer<typeof mealSchema>;
export const mealListSchema = z.array(mealSchema);

/**
 * GET /api/meals: ISO instants (inclusive), or calendar dates meaning whole local days in the
 * user's zone. Either bound may be left out.
 */
export const listMealsQuerySchema = z.object({
  startDate: dateOrInstantSchema("startDate must be a date or an ISO date-time").optional(),
  endDate: dateOrInstantSchema("endDate must be a date or an ISO date-time").optional(),
  userId: userIdSchema,
});
export type ListMealsQuery = z.infer<typeof listMealsQuerySchema>;

/**
 * What a copy does with a meal the target day already has (the same meal type, food name and four
 * numbers, at any time of day): `refuse` (the default) answers 409 and copies nothing, so copying
 * a day twice never doubles it silently; `copy` copies it again; `skip` copies only the others.
 */
export const copyRepeatModes = ["refuse", "copy", "skip"] as const;
export type CopyRepeatMode = (typeof copyRepeatModes)[number];
const ifAlreadyThereMessage = `ifAlreadyThere must be one of: ${copyRepeatModes.join(", ")}`;
const ifAlreadyThereSchema = z.enum(copyRepeatModes, { error: ifAlreadyThereMessage }).default("refuse");

/**
 * POST /api/meals/{id}/copy: the same meal on another local day, at the same local time. It
 * answers that one meal, so there is nothing to skip: refuse or copy.
 */
export const copyMealSchema = z.object({
  date: dateStringSchema(msg("Date must be a valid date (YYYY-MM-DD)")),
  ifAlreadyThere: z
    .enum(["refuse", "copy"], { error: msg("ifAlreadyThere must be one of: refuse, copy") })
    .default("refuse"),
});
export type CopyMealRequest = z.infer<typeof copyMealSchema>;
/** What a client sends: `ifAlreadyThere` may be left out. */
export type CopyMealInput = z.input<typeof copyMealSchema>;

/** POST /api/meals/copy-day: every meal of a day (or of one meal type) onto another day. */
export const copyDaySchema = z.object({
  fromDate: dateStringSchema("fromDate must be a valid date (YYYY-MM-DD)"),
  toDate: dateStringSchema("toDate must be a valid date (YYYY-MM-DD)"),
  mealType: mealTypeSchema.optional(),
  ifAlreadyThere: ifAlreadyThereSchema,
});
export type CopyDayRequest = z.infer<typeof copyDaySchema>;
/** What a client sends: `ifAlreadyThere` may be left out. */
export type CopyDayInput = z.input<typeof copyDaySchema>;

/**
 * The 409 of a refused copy: nothing was copied, because the target day already has
 * `alreadyThere` (the food names, one per meal) of the `total` meals asked for.
 */
export const copyConflictSchema = z.object({
  error: z.literal("Conflict"),
  message: z.string(),
  alreadyThere: z.array(z.string()),
  total: z.number().int(),
});
export type CopyConflict = z.infer<typeof copyConflictSchema>;

export const nutrientTotalsSchema = z.object({
  calories: z.number(),
  proteins: z.number(),
  carbs: z.number(),
  fats: z.number(),
});
export type NutrientTotals = z.infer<typeof nutrientTotalsSchema>;
