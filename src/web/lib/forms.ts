import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "./api.js";

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
 * A number input's text as a number; empty is left out. Number fields hold text ("" when empty),
 * never NaN: NaN written back into an `<input type=number>` at a reset made Chromium warn
 * `The specified value "NaN" cannot be parsed`. (Such an input holds no other text.)
 */
export function numberFromText(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/** A stored number as a number field's text; none is the empty field. */
export function textOfNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
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
