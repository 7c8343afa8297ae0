import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { createMealSchema, type Meal, type MealType, mealMessages } from "../../../shared/contracts/meals.js";
import { isAllowedMealDate } from "../../../shared/domain/meal-dates.js";
import { fromDateTimeLocal, toDateTimeLocal } from "../../lib/dates.js";
import { schemaResolver } from "../../lib/schema-resolver.js";
import { defaultMealType } from "./meal-types.js";

/** What the meal form holds: numbers from number inputs (NaN when empty), a datetime-local string. */
export interface MealFormValues {
  mealType: MealType | "";
  food: string;
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  timestamp: string;
  notes: string;
}

const numberOrUndefined = (value: number) => (Number.isFinite(value) ? value : undefined);

/** Form values to the request shape, before the shared schema validates (and rounds) them. */
export function toMealRequestInput(values: MealFormValues) {
  return {
    mealType: values.mealType === "" ? undefined : values.mealType,
    food: values.food,
    calories: numberOrUndefined(values.calories),
    proteins: numberOrUndefined(values.proteins),
    carbs: numberOrUndefined(values.carbs),
    fats: numberOrUndefined(values.fats),
    timestamp: fromDateTimeLocal(values.timestamp),
    notes: values.notes.trim() === "" ? null : values.notes,
  };
}

type MealRequest = z.output<typeof createMealSchema>;
const schemaCheck = schemaResolver<MealFormValues, MealRequest>(createMealSchema, toMealRequestInput);

/**
 * The shared createMealSchema, so the form shows the server's messages and rounds the same way,
 * then the shared date rule (1 day ahead, 5 years back) against the browser's clock.
 */
export const mealFormResolver: Resolver<MealFormValues, unknown, MealRequest> = async (values, context, options) => {
  const result = await schemaCheck(values, context, options);
  const timestamp = fromDateTimeLocal(values.timestamp);
  if (timestamp && !isAllowedMealDate(new Date(timestamp), new Date())) {
    const dateError = { timestamp: { type: "range", message: mealMessages.dateRange } };
    return { values: {}, errors: { ...result.errors, ...dateError } };
  }
  return result;
};

/** A fresh quick add: the meal type the time of day suggests (as the food database form does), now. */
export function emptyMealForm(now: Date = new Date()): MealFormValues {
  return {
    mealType: defaultMealType(now),
    food: "",
    calories: Number.NaN,
    proteins: Number.NaN,
    carbs: Number.NaN,
    fats: Number.NaN,
    timestamp: toDateTimeLocal(now),
    notes: "",
  };
}

export function mealFormOf(meal: Meal): MealFormValues {
  return {
    mealType: meal.mealType,
    food: meal.food,
    calories: meal.calories,
    proteins: meal.proteins,
    carbs: meal.carbs,
    fats: meal.fats,
    timestamp: toDateTimeLocal(new Date(meal.timestamp)),
    notes: meal.notes ?? "",
    // A quick add's macros stay empty (not 0) until someone enters them.
    ...(meal.macrosGiven ? {} : { proteins: Number.NaN, carbs: Number.NaN, fats: Number.NaN }),
  };
}
