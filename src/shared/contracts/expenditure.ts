import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { dateStringSchema, userIdSchema } from "./common.js";

/**
 * GET /api/expenditure (issue 26, 4): the measured energy expenditure, kcal per day, over the 28 days
 * before today. Exactly the keys; shared/domain/body/expenditure.ts computes it.
 */
export const expenditureStatuses = ["collecting", "updating", "holding"] as const;
export type ExpenditureStatus = (typeof expenditureStatuses)[number];
export const expenditureConfidences = ["low", "medium", "high"] as const;
export type ExpenditureConfidence = (typeof expenditureConfidences)[number];

export const expenditureMessages = {
  noProfile: msg("Create your profile first: the expenditure starts from its estimate"),
} as const;

export const expenditureSchema = z.object({
  /** collecting: too little data yet (the formula is shown); updating: the figure follows the data; holding: the last figure is kept, `reason` says why. */
  status: z.enum(expenditureStatuses),
  /** kcal per day. */
  expenditure: z.number().int(),
  /** The 95 % interval, kcal per day. */
  low: z.number().int(),
  high: z.number().int(),
  confidence: z.enum(expenditureConfidences),
  /** The estimate it starts from: the person's own starting figure, or the profile's formula. */
  formula: z.number().int(),
  /** Complete (or fasted) days in the window. */
  completeDays: z.number().int(),
  /** Days with a weigh-in in the window. */
  weighIns: z.number().int(),
  /** The window's length, days (28). */
  windowDays: z.number().int(),
  /** One sentence: why it is collecting or holding. */
  reason: z.string().optional(),
});
export type Expenditure = z.infer<typeof expenditureSchema>;

export const expenditureQuerySchema = z.object({ userId: userIdSchema });

/** GET /api/expenditure/history?from&to: the figure as it stood at the end of each day (from its data up to then). */
export const expenditureHistoryQuerySchema = z
  .object({
    from: dateStringSchema("from must be a valid date (YYYY-MM-DD)").optional(),
    to: dateStringSchema("to must be a valid date (YYYY-MM-DD)").optional(),
    userId: userIdSchema,
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    message: msg("to cannot be before from"),
    path: ["to"],
  });
export type ExpenditureHistoryQuery = z.infer<typeof expenditureHistoryQuerySchema>;

/** At most this many days of history per request (a year). */
export const EXPENDITURE_HISTORY_MAX_DAYS = 366;

export const expenditureHistoryPointSchema = z.object({
  /** The day the figure is for: computed from the 28 days before it. */
  date: z.string(),
  status: z.enum(expenditureStatuses),
  expenditure: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  confidence: z.enum(expenditureConfidences),
});
export type ExpenditureHistoryPoint = z.infer<typeof expenditureHistoryPointSchema>;
export const expenditureHistorySchema = z.array(expenditureHistoryPointSchema);
