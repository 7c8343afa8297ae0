import { z } from "zod";
import { goalSchema } from "./goals.js";
import { mealSchema, nutrientTotalsSchema } from "./meals.js";

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
