import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { parseDecimal } from "../../shared/i18n/decimal.js";
import { ApiError } from "./api.js";
import { pageLocale } from "./i18n.js";
import { decimalMark } from "./number-format.js";

/**
 * The one way the app's forms work: react-hook-form, validated by `zodResolver` with a form schema
 * built on the shared contract (`<noun>-form-values.ts`), so the browser shows the server's own
 * messages. A form schema reads the fields' text and hands the contract a request; a number is
 * never coerced (`z.coerce`) in a contract, only turned from a field's text here.
 */

/**
 * A form's schema for `zodResolver`: the fields as the form holds them (text), `toRequest` turns
 * them into the request, and the shared contract checks that with its own messages. The request
 * is `unknown` to the types on purpose: an empty required field is left out, for the contract to
 * say "Calories are required". Issues carry the request's paths, so fields are named as its keys.
 */
export function formSchema<TFields extends z.ZodType, TContract extends z.ZodType>(
  fields: TFields,
  toRequest: (values: z.output<TFields>) => unknown,
  contract: TContract,
) {
  return fields.transform((values): unknown => toRequest(values)).pipe(contract);
}

/**
 * A number field's text as a number, read in the page's language (`70,5` in Italian; decimal.ts
 * never guesses); empty is left out, and text that is no number is NaN, which the contract
 * refuses. Number fields hold text (`<input type="text" inputMode="decimal">`, so a decimal comma
 * can be typed), never NaN.
 */
export function numberFromText(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  return parseDecimal(text, pageLocale()) ?? Number.NaN;
}

/** A stored number as a number field's text, with the page's decimal mark; none is the empty field. */
export function textOfNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value).replace(".", decimalMark());
}

/**
 * The server's `fieldErrors` (a duplicate name, a rule only it can check) on the fields they name,
 * the first of them focused. Returns whether any was shown.
 */
export function showServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
  { focus = false } = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!(field in form.getValues())) continue;
    form.setError(field as FieldPath<TValues>, { message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}
