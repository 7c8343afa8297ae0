import { z } from "zod";
import { isDateString } from "../domain/local-day.js";
import { msg } from "../i18n/msg.js";
import { jsonNumber } from "./text.js";

/** Shared pieces of the meal, goal, profile and trend contracts. */

const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

/** A route's numeric id; anything else is a 400, never a 500. */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, msg("Invalid id"))
    .transform(Number),
});

/**
 * Identity comes from the session; a `userId` the client still sends (body or query) is accepted
 * only to be compared with the caller's id. Numbers and digit strings are both accepted.
 */
export const userIdSchema = z
  .union(
    [
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ],
    { error: msg("Invalid userId") },
  )
  .nullish();

/** A calendar date 'YYYY-MM-DD'. */
export const dateStringSchema = (message = msg("Invalid date")) =>
  z.string({ error: message }).refine((value) => isDateString(value) && inYearRange(value), message);

function inYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** An ISO 8601 instant with a zone ('Z' or an offset), within the years the database handles sanely. */
export const instantSchema = (message = msg("Invalid date and time")) =>
  z
    .string({ error: message })
    .max(40, message)
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .refine((value) => {
      const date = new Date(value);
      return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= MIN_YEAR && date.getUTCFullYear() <= MAX_YEAR;
    }, message);

/** Either a calendar date or an ISO instant. */
export const dateOrInstantSchema = (message = msg("Invalid date")) =>
  z.union([dateStringSchema(message), instantSchema(message)], { error: message });

/**
 * A whole-number nutrient amount: at least `min`, at most `max`, rounded (spec core 5: values are
 * rounded to whole numbers on submit).
 */
export function amountSchema(label: string, { min, minMessage, max, unit }: AmountRule) {
  return jsonNumber(label, { plural: true })
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max}${unit ? ` ${unit}` : ""}`)
    .transform((value) => Math.round(value));
}

interface AmountRule {
  min: number;
  minMessage: string;
  max: number;
  unit?: string;
}

export const MAX_CALORIES = 20_000;
export const MAX_GRAMS = 5_000;

export { errorSchema, messageSchema } from "./auth.js";
export { controlCharactersMessage, jsonNumber, userText } from "./text.js";
