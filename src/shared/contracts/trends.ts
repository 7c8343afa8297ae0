import { z } from "zod";
import type { TrendPeriod } from "../domain/trend-periods.js";
import { errorSchema } from "./auth.js";
import { dateStringSchema, userIdSchema } from "./common.js";
import { nutrientTotalsSchema } from "./meals.js";

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

// The dashboard's contract is shared/contracts/dashboard.ts; re-exported until the web app imports it there.
export { type DashboardToday, dashboardTodaySchema } from "./dashboard.js";

export { errorSchema };
