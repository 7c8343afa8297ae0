import type { z } from "zod";
import { createMealSchema, type Meal, type MealType } from "../../../shared/contracts/meals.js";
import { fromDateTimeLocal, toDateTimeLocal } from "../../lib/dates.js";
import { schemaResolver } from "../../lib/schema-resolver.js";

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

/** The shared createMealSchema, so the form shows the server's messages and rounds the same way. */
export const mealFormResolver = schemaResolver<MealFormValues, z.output<typeof createMealSchema>>(
  createMealSchema,
  toMealRequestInput,
);

export function emptyMealForm(now: Date = new Date()): MealFormValues {
  return {
    mealType: "",
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
  };
}
