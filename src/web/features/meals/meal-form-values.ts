import { z } from "zod";
import { createMealSchema, type Meal, mealMessages, mealTypeSchema } from "../../../shared/contracts/meals.js";
import { isAllowedMealDate } from "../../../shared/domain/meal-dates.js";
import { fromDateTimeLocal, toDateTimeLocal } from "../../lib/dates.js";
import { formSchema, numberFromText, textOfNumber } from "../../lib/forms.js";
import { defaultMealType } from "../../lib/meal-types.js";

/** What the meal form holds: the number inputs' text ("" when empty), a datetime-local string. */
const mealFormFields = z.object({
  mealType: z.union([mealTypeSchema, z.literal("")]),
  food: z.string(),
  calories: z.string(),
  proteins: z.string(),
  carbs: z.string(),
  fats: z.string(),
  timestamp: z.string(),
  notes: z.string(),
});
export type MealFormValues = z.input<typeof mealFormFields>;

/** Form values to the request shape, before the shared schema validates (and rounds) them. */
export function toMealRequestInput(values: MealFormValues) {
  return {
    mealType: values.mealType === "" ? undefined : values.mealType,
    food: values.food,
    calories: numberFromText(values.calories),
    proteins: numberFromText(values.proteins),
    carbs: numberFromText(values.carbs),
    fats: numberFromText(values.fats),
    timestamp: fromDateTimeLocal(values.timestamp),
    notes: values.notes.trim() === "" ? null : values.notes,
  };
}

/**
 * The shared createMealSchema, so the form shows the server's messages and rounds the same way,
 * then the shared date rule (1 day ahead, 5 years back) against the browser's clock, beside the
 * other fields' messages (`when`: it needs only a valid time).
 */
export const mealFormSchema = formSchema(
  mealFormFields,
  toMealRequestInput,
  createMealSchema.refine((meal) => !meal.timestamp || isAllowedMealDate(new Date(meal.timestamp), new Date()), {
    message: mealMessages.dateRange,
    path: ["timestamp"],
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "timestamp"),
  }),
);

/** A fresh quick add: the meal type the time of day suggests (as the food database form does), now. */
export function emptyMealForm(now: Date = new Date()): MealFormValues {
  return {
    mealType: defaultMealType(now),
    food: "",
    calories: "",
    proteins: "",
    carbs: "",
    fats: "",
    timestamp: toDateTimeLocal(now),
    notes: "",
  };
}

export function mealFormOf(meal: Meal): MealFormValues {
  // A quick add's macros stay empty (not 0) until someone enters them.
  const macro = (grams: number) => (meal.macrosGiven ? textOfNumber(grams) : "");
  return {
    mealType: meal.mealType,
    food: meal.food,
    calories: textOfNumber(meal.calories),
    proteins: macro(meal.proteins),
    carbs: macro(meal.carbs),
    fats: macro(meal.fats),
    timestamp: toDateTimeLocal(new Date(meal.timestamp)),
    notes: meal.notes ?? "",
  };
}
