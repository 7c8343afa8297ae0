import { z } from "zod";
import { createFoodSchema } from "../../../shared/contracts/foods.js";
import type { MicronutrientKey } from "../../../shared/domain/nutrients.js";
import { formSchema, numberFromText } from "../../lib/forms.js";

/** The nutrients a food label gives beyond the four numbers (optional, under 'More nutrients'). */
export const LABEL_NUTRIENTS = [
  "sugars",
  "saturatedFat",
  "transFat",
  "cholesterol",
  "sodium",
  "potassium",
  "calcium",
  "iron",
  "vitaminD",
] as const satisfies readonly MicronutrientKey[];
type LabelNutrient = (typeof LABEL_NUTRIENTS)[number];

const labelNutrientFields = Object.fromEntries(LABEL_NUTRIENTS.map((key) => [key, z.string()])) as Record<
  LabelNutrient,
  z.ZodString
>;

/** What the new food form holds: the number inputs' text ("" when empty). */
const ownFoodFormFields = z.object({
  name: z.string(),
  per: z.enum(["100", "portion"]),
  basis: z.enum(["g", "ml"]),
  portionName: z.string(),
  /** The portion's size; the values refer to it when `per` is "portion". */
  referenceGrams: z.string(),
  calories: z.string(),
  proteins: z.string(),
  carbs: z.string(),
  fats: z.string(),
  fiber: z.string(),
  ...labelNutrientFields,
});
export type OwnFoodFormValues = z.input<typeof ownFoodFormFields>;

export function toCreateFoodInput(values: OwnFoodFormValues) {
  const perPortion = values.per === "portion";
  return {
    name: values.name,
    basis: values.basis,
    referenceGrams: perPortion ? (numberFromText(values.referenceGrams) ?? 0) : 100,
    portionName: perPortion && values.portionName.trim() ? values.portionName : undefined,
    calories: numberFromText(values.calories),
    proteins: numberFromText(values.proteins),
    carbs: numberFromText(values.carbs),
    fats: numberFromText(values.fats),
    // Left empty: not given (stored as unknown, never as 0).
    fiber: numberFromText(values.fiber),
    ...Object.fromEntries(LABEL_NUTRIENTS.map((key) => [key, numberFromText(values[key])])),
  };
}

/** The shared createFoodSchema, with the server's messages. */
export const ownFoodFormSchema = formSchema(ownFoodFormFields, toCreateFoodInput, createFoodSchema);

export function emptyOwnFoodForm(name = ""): OwnFoodFormValues {
  return {
    name,
    per: "100",
    basis: "g",
    portionName: "",
    referenceGrams: "",
    calories: "",
    proteins: "",
    carbs: "",
    fats: "",
    fiber: "",
    ...(Object.fromEntries(LABEL_NUTRIENTS.map((key) => [key, ""])) as Record<LabelNutrient, string>),
  };
}
