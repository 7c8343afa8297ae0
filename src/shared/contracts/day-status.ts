import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { dateStringSchema, userIdSchema } from "./common.js";
import { weightMessages } from "./weights.js";

/**
 * A day's log (issue 26, 3): complete, partial (left out of the expenditure) or fasted (counted as
 * 0 kcal); a day with nothing logged is missing, never zero. By default a day with at least two
 * meals and at least 40 % of the day's target is complete; a mark overrides it.
 */
export const dayStatuses = ["complete", "partial", "fasted", "missing"] as const;
export type DayStatus = (typeof dayStatuses)[number];
export const dayMarks = ["partial", "fasted"] as const;
export type DayMark = (typeof dayMarks)[number];

export const dayStatusMessages = {
  date: weightMessages.date,
  dateRange: msg("A day can be marked at most 1 day ahead and 5 years back"),
  status: msg("status must be one of: partial, fasted, auto"),
} as const;

export const dayStatusParamsSchema = z.object({ date: dateStringSchema(dayStatusMessages.date) });

/** PUT /api/day-status/:date: mark the day partial or fasted, or `auto` to let the rule decide again. */
export const markDaySchema = z.object({
  status: z.enum([...dayMarks, "auto"], { error: dayStatusMessages.status }),
  userId: userIdSchema,
});
export type MarkDayRequest = z.infer<typeof markDaySchema>;

export const dayStatusSchema = z.object({
  date: z.string(),
  /** What the expenditure counts the day as. */
  status: z.enum(dayStatuses),
  /** The person's mark, or null when the rule decides. */
  marked: z.enum(dayMarks).nullable(),
  mealCount: z.number().int(),
  /** kcal logged that day. */
  calories: z.number().int(),
  /** The day's calorie target the 40 % rule used (the goal then, else the formula). */
  target: z.number().int(),
});
export type DayStatusView = z.infer<typeof dayStatusSchema>;
/** GET /api/day-status?from&to (the weights' range query): every day of the range, oldest first. */
export const dayStatusListSchema = z.array(dayStatusSchema);
