import { z } from "zod";
import { addDays } from "../domain/local-day.js";
import { msg } from "../i18n/msg.js";
import { dateStringSchema, jsonNumber, userIdSchema, userText } from "./common.js";

/**
 * Weigh-ins (issue 26): one weight per person per local day, in kg (the browser converts pounds
 * before sending). The same date again replaces that day's weight.
 */
export const weightMessages = {
  date: msg("Date must be a valid date (YYYY-MM-DD)"),
  /** The meal date rule (shared/domain/meal-dates.ts) on calendar days: checked with the server's clock. */
  dateRange: msg("A weigh-in can be dated at most 1 day ahead and 5 years back"),
  weightMin: msg("Weight must be at least 20 kg"),
  weightMax: msg("Weight must be at most 300 kg"),
  noteMax: msg("Note must be at most 500 characters"),
  notFound: msg("Weigh-in not found"),
  from: msg("from must be a valid date (YYYY-MM-DD)"),
  to: msg("to must be a valid date (YYYY-MM-DD)"),
  toBeforeFrom: "to cannot be before from",
} as const;

/** Calendar dates a weigh-in, a measurement or a day mark may carry, seen from the person's local today. */
export const BODY_DATE_MAX_DAYS_AHEAD = 1;
export const BODY_DATE_MAX_YEARS_BACK = 5;

/** The earliest and latest local dates allowed (both inclusive), for `today` in the person's zone. */
export function bodyDateBounds(today: string): { earliest: string; latest: string } {
  const year = Number(today.slice(0, 4)) - BODY_DATE_MAX_YEARS_BACK;
  let earliest = `${String(year).padStart(4, "0")}${today.slice(4)}`;
  // 29 February five years back does not exist: the day after (1 March) is the first allowed.
  if (earliest.endsWith("-02-29")) earliest = `${earliest.slice(0, 4)}-03-01`;
  return { earliest, latest: addDays(today, BODY_DATE_MAX_DAYS_AHEAD) };
}

export function isAllowedBodyDate(date: string, today: string): boolean {
  const { earliest, latest } = bodyDateBounds(today);
  return date >= earliest && date <= latest;
}

/** kg, kept to two decimals (so 150 lb stays 150.0 lb when read back). */
export const weightKgSchema = jsonNumber("Weight")
  .min(20, weightMessages.weightMin)
  .max(300, weightMessages.weightMax)
  .transform((kg) => Math.round(kg * 100) / 100);

export const bodyNoteSchema = userText().trim().max(500, weightMessages.noteMax);

const weightFields = {
  /** The person's local calendar day, 'YYYY-MM-DD'. */
  date: dateStringSchema(weightMessages.date),
  weightKg: weightKgSchema,
  /** Empty or null: no note. */
  note: bodyNoteSchema.nullish(),
  userId: userIdSchema,
};

/** POST /api/weights: the same date again replaces that day's weigh-in (answer 200 instead of 201). */
export const createWeightSchema = z.object(weightFields);
export type CreateWeightRequest = z.infer<typeof createWeightSchema>;
export type CreateWeightInput = z.input<typeof createWeightSchema>;

/** PATCH /api/weights/:id: any of the fields; a date another weigh-in already has replaces that one. */
export const updateWeightSchema = z.object(weightFields).partial();
export type UpdateWeightRequest = z.infer<typeof updateWeightSchema>;
export type UpdateWeightInput = z.input<typeof updateWeightSchema>;

export const weightSchema = z.object({
  id: z.number().int(),
  /** 'YYYY-MM-DD', the person's local day. */
  date: z.string(),
  weightKg: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Weight = z.infer<typeof weightSchema>;
export const weightListSchema = z.array(weightSchema);

/**
 * GET /api/weights (and /api/measurements, /api/day-status): local dates, both inclusive. Left out:
 * `to` is today and `from` 90 days before `to`.
 */
export const bodyRangeQuerySchema = z
  .object({
    from: dateStringSchema(weightMessages.from).optional(),
    to: dateStringSchema(weightMessages.to).optional(),
    userId: userIdSchema,
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    message: weightMessages.toBeforeFrom,
    path: ["to"],
  });
export type BodyRangeQuery = z.infer<typeof bodyRangeQuerySchema>;

/** The longest range one request may read: five years and a few days (every allowed date). */
export const BODY_RANGE_MAX_DAYS = 5 * 366 + 2;

/** One day of the trend line (shared/domain/body/trend-weight.ts): from the first weigh-in in range to the last. */
export const trendPointSchema = z.object({
  date: z.string(),
  /** The day's weigh-in; null on a day without one. */
  weightKg: z.number().nullable(),
  /** The trend (exponential moving average, 10 % a day). */
  trendKg: z.number(),
  /** True when the day had no weigh-in and its value is drawn between its neighbours. */
  interpolated: z.boolean(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** The trend's change over a period, kg (negative: lost); null when too few weigh-ins back it. */
export const weightChangesSchema = z.object({
  week: z.number().nullable(),
  twoWeeks: z.number().nullable(),
  fourWeeks: z.number().nullable(),
  /** kg per week from a line through the raw weigh-ins of the last 28 days (no trend lag). */
  perWeek: z.number().nullable(),
});
export type WeightChanges = z.infer<typeof weightChangesSchema>;

/** GET /api/weights/trend?from&to: the chart's days, the changes (ending at `to`) and the goal line. */
export const weightTrendSchema = z.object({
  from: z.string(),
  to: z.string(),
  points: z.array(trendPointSchema),
  changes: weightChangesSchema,
  /** The last weigh-in on or before `to`, with the trend on its day; null without any. */
  latest: z.object({ date: z.string(), weightKg: z.number(), trendKg: z.number() }).nullable(),
  /** The profile's goal weight, kg, or null. */
  goalWeightKg: z.number().nullable(),
});
export type WeightTrend = z.infer<typeof weightTrendSchema>;
