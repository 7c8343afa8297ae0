import { z } from "zod";
import type { TrendPeriod } from "../domain/trend-periods.js";
import { errorSchema } from "./auth.js";
import { dateStringSchema, userIdSchema } from "./common.js";
import { goalSchema } from "./goals.js";
import { mealSchema, nutrientTotalsSchema } from "./meals.js";

export { type TrendPeriod, trendPeriods } from "../domain/trend-periods.js";
export const trendMessages = { days: "days must be 7, 14 or 30" } as const;

export const trendsQuerySchema = z.object({
  days: z
    .enum(["7", "14", "30"], { error: trendMessages.days })
    .default("7")
    .transform((days) => Number(days) as TrendPeriod),
  /** The last day shown, 'YYYY-MM-DD'; default: today in the user's zone. */
  endDate: dateStringSchema("endDate must be a valid date (YYYY-MM-DD)").optional(),
  userId: userIdSchema,
});
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

export const trendPointSchema = nutrientTotalsSchema.extend({ date: z.string() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const trendsSchema = z.object({
  days: z.number().int(),
  timeZone: z.string(),
  /** Oldest first, days + 1 points; days without meals are zeros. */
  points: z.array(trendPointSchema),
});
export type Trends = z.infer<typeof trendsSchema>;

/** GET /api/dashboard/today: everything the dashboard shows, in one round trip. */
export const dashboardTodaySchema = z.object({
  /** Today, 'YYYY-MM-DD', in `timeZone`. */
  date: z.string(),
  timeZone: z.string(),
  totals: nutrientTotalsSchema,
  mealCount: z.number().int(),
  /** Up to 5 of today's meals, latest first. */
  meals: z.array(mealSchema),
  activeGoal: goalSchema.nullable(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

export { errorSchema };
