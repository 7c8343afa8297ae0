import { z } from "zod";
import type { UnitSystem } from "../../../shared/contracts/profile.js";
import { createWeightSchema, type Weight } from "../../../shared/contracts/weights.js";
import { displayWeight, weightInputToKg } from "../../../shared/domain/body/units.js";
import { formSchema, numberFromText, textOfNumber } from "../../lib/forms.js";

/**
 * What the weigh-in form holds. `weightKg` is the weight as typed, in the person's unit ("" when
 * empty): named as the request's field, so the contract's and the server's messages land on it.
 */
const weighInFormFields = z.object({
  date: z.string(),
  weightKg: z.string(),
  note: z.string(),
});
export type WeighInFormValues = z.input<typeof weighInFormFields>;

/**
 * The shared createWeightSchema with its messages (the form says them in the person's units:
 * `inUnits`); typed pounds become kg before the contract reads them.
 */
export function weighInFormSchema(units: UnitSystem) {
  return formSchema(
    weighInFormFields,
    (values) => {
      const typed = numberFromText(values.weightKg);
      return {
        date: values.date,
        weightKg: typed === undefined ? undefined : weightInputToKg(typed, units),
        note: values.note.trim() === "" ? null : values.note,
      };
    },
    createWeightSchema,
  );
}

export function emptyWeighIn(date: string): WeighInFormValues {
  return { date, weightKg: "", note: "" };
}

/**
 * A stored weigh-in as the form's text. With the number hidden (weight display "trends" or
 * "hidden") the weight field starts empty: editing then means typing the new value.
 */
export function weighInFormOf(weight: Weight, units: UnitSystem, showNumber: boolean): WeighInFormValues {
  return {
    date: weight.date,
    weightKg: showNumber ? textOfNumber(displayWeight(weight.weightKg, units)) : "",
    note: weight.note ?? "",
  };
}
