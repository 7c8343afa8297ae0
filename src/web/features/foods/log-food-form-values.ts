import { z } from "zod";
import { type Food, logFoodSchema } from "../../../shared/contracts/foods.js";
import { type MealType, mealTypeSchema } from "../../../shared/contracts/meals.js";
import { isAllowedMealDate, mealDateMessage } from "../../../shared/domain/meal-dates.js";
import { msg } from "../../../shared/i18n/msg.js";
import { fromDateTimeLocal, toDateTimeLocal } from "../../lib/dates.js";
import { defaultMealType, usualTimeOf } from "../../lib/meal-types.js";
import { type Amount, gramsOf, initialAmount, portionLabelOf } from "./food-amount.js";

export const pickFoodFirstMessage = msg("Search for a food and pick it first");

/** What the add-from-food form holds. The amount's inputs and the time stay text. */
const logFoodFormFields = z.object({
  /** The search box's text; it names the picked food, or what is being searched for. */
  search: z.string(),
  food: z.custom<Food | null>(),
  amount: z.custom<Amount>(),
  mealType: mealTypeSchema,
  /** A datetime-local value. */
  when: z.string(),
  /** Until the person chooses them (or a slot's '+ Add' does), the time and type follow the clock and "now" is sent. */
  whenChosen: z.boolean(),
  typeChosen: z.boolean(),
});
export type LogFoodFormValues = z.input<typeof logFoodFormFields>;
type FormField = keyof LogFoodFormValues;

/** The request's keys on the fields that hold them, for the contract's messages and the server's fieldErrors. */
const fieldOfRequestKey: Record<string, FormField> = {
  foodId: "food",
  grams: "amount",
  portionLabel: "amount",
  mealType: "mealType",
  timestamp: "when",
};
export const formFieldOf = (requestKey: PropertyKey | undefined): FormField =>
  fieldOfRequestKey[String(requestKey)] ?? "food";

export function toLogFoodInput(values: LogFoodFormValues, food: Food) {
  return {
    foodId: food.id,
    grams: gramsOf(food, values.amount),
    mealType: values.mealType,
    timestamp: values.whenChosen ? fromDateTimeLocal(values.when) || "invalid" : undefined,
    portionLabel: portionLabelOf(food, values.amount),
  };
}

/**
 * A food must be picked first; then a chosen time must keep the shared date rule (against the
 * browser's clock) and the request the shared logFoodSchema, its messages shown on the fields the
 * person filled (the amount for `grams`, the time for `timestamp`).
 */
export const logFoodFormSchema = logFoodFormFields.transform((values, context) => {
  const fail = (field: FormField, message: string) => {
    context.addIssue({ code: "custom", path: [field], message });
    return z.NEVER;
  };
  const { food } = values;
  if (!food) return fail("food", pickFoodFirstMessage);
  const chosen = values.whenChosen ? fromDateTimeLocal(values.when) : "";
  const dateRefused = chosen !== "" && !isAllowedMealDate(new Date(chosen), new Date());
  if (dateRefused) fail("when", mealDateMessage);
  const parsed = logFoodSchema.safeParse(toLogFoodInput(values, food));
  // zodResolver shows the first message of each field (the date rule's, for the time), and the
  // form focuses the first field in its order that has one.
  for (const issue of parsed.error?.issues ?? []) fail(formFieldOf(issue.path[0]), issue.message);
  return parsed.success && !dateRefused ? parsed.data : z.NEVER;
});

/**
 * The amount in grams and, when the shared schema refuses it, its message, shown as soon as it is
 * out of range (not only on Add). Inputs that are not numbers yet say nothing until Add.
 */
export function checkedAmount(food: Food, amount: Amount): { grams: number; message: string | undefined } {
  const grams = gramsOf(food, amount);
  if (!Number.isFinite(grams)) return { grams, message: undefined };
  const result = logFoodSchema.shape.grams.safeParse(grams);
  return { grams, message: result.success ? undefined : result.error.issues[0]?.message };
}

export function emptyLogFoodForm(now: Date = new Date()): LogFoodFormValues {
  return {
    search: "",
    food: null,
    amount: { unit: "grams", quantity: "1", grams: "100" },
    mealType: defaultMealType(now),
    when: toDateTimeLocal(now),
    whenChosen: false,
    typeChosen: false,
  };
}

/** A food picked (from the list, a chip, a barcode, My foods): the box names it, at its first portion. */
export function pickedValues(food: Food): Pick<LogFoodFormValues, "search" | "food" | "amount"> {
  return { search: food.name, food, amount: initialAmount(food) };
}

/** A slot's '+ Add': its meal type and, for another day, that day at the type's usual time. */
export function startValues(
  start: { mealType?: MealType; date?: string },
  now: Date = new Date(),
): Pick<LogFoodFormValues, "mealType" | "typeChosen" | "when" | "whenChosen"> {
  const mealType = start.mealType ?? defaultMealType(now);
  return {
    mealType,
    typeChosen: start.mealType !== undefined,
    when: start.date ? `${start.date}T${usualTimeOf[mealType]}` : toDateTimeLocal(now),
    whenChosen: start.date !== undefined,
  };
}

/** What follows the clock moves on; a type or time the person chose stays. */
export function followClock(values: LogFoodFormValues, now: Date = new Date()): Partial<LogFoodFormValues> {
  return {
    ...(values.whenChosen ? {} : { when: toDateTimeLocal(now) }),
    ...(values.typeChosen ? {} : { mealType: defaultMealType(now) }),
  };
}

/** After Add: ready for the next food of the same meal (the search empty, the type and a chosen time kept). */
export function nextFoodValues(values: LogFoodFormValues, now: Date = new Date()): LogFoodFormValues {
  return { ...values, search: "", food: null, ...followClock(values, now) };
}
