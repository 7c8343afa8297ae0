import { z } from "zod";
import { exampleDate, type OperationDoc, publicLocalDateSchema, publicNutrientsSchema } from "./common.js";
import { publicGoalSchema } from "./goals.js";

export const MAX_TREND_DAYS = 90;
export const trendDaysMessage = `days must be a whole number from 1 to ${MAX_TREND_DAYS}`;

export const publicDaySummaryQuerySchema = z.object({
  date: publicLocalDateSchema("date").optional().describe("The day, 'YYYY-MM-DD' in your time zone; default: today"),
});
export type PublicDaySummaryQuery = z.infer<typeof publicDaySummaryQuerySchema>;

export const publicDaySummarySchema = z
  .object({
    date: z.string().describe("'YYYY-MM-DD'"),
    timeZone: z.string().describe("The zone the day is counted in"),
    mealCount: z.number().int(),
    totals: publicNutrientsSchema,
    goal: publicGoalSchema.nullable().describe("The active goal, or null"),
    remaining: publicNutrientsSchema
      .nullable()
      .describe("Goal minus totals (negative when over), or null without a goal"),
    progress: publicNutrientsSchema
      .nullable()
      .describe("Totals as a whole percentage of the goal, or null without a goal"),
  })
  .meta({ id: "DaySummary", description: "A day's totals measured against the active goal" });
export type PublicDaySummary = z.infer<typeof publicDaySummarySchema>;

export const publicTrendsQuerySchema = z.object({
  /** A query string: the one place where text becomes a number. */
  days: z.coerce
    .number({ error: trendDaysMessage })
    .int(trendDaysMessage)
    .min(1, trendDaysMessage)
    .max(MAX_TREND_DAYS, trendDaysMessage)
    .default(7)
    .describe(`How many days, 1 to ${MAX_TREND_DAYS}; default 7`),
  endDate: publicLocalDateSchema("endDate").optional().describe("The last day, 'YYYY-MM-DD'; default: today"),
});
export type PublicTrendsQuery = z.infer<typeof publicTrendsQuerySchema>;

export const publicTrendPointSchema = z
  .object({
    date: z.string().describe("'YYYY-MM-DD'"),
    calories: z.number(),
    proteins: z.number(),
    carbs: z.number(),
    fats: z.number(),
  })
  .meta({ id: "TrendPoint", description: "One day's totals" });

export const publicTrendsSchema = z
  .object({
    days: z.number().int(),
    endDate: z.string(),
    timeZone: z.string(),
    points: z.array(publicTrendPointSchema).describe("One point per day, oldest first; days without meals are zeros"),
  })
  .meta({ id: "Trends", description: "Daily totals over a span of days" });
export type PublicTrends = z.infer<typeof publicTrendsSchema>;

const tag = "Summary";
const zero = { calories: 0, proteins: 0, carbs: 0, fats: 0 };

export const publicSummaryOperations = {
  day: {
    operationId: "getDaySummary",
    tag,
    summary: "Get a day's summary",
    description: "A day's totals, meal count and how they compare with the active goal, in your time zone.",
    scope: "read",
    example: {
      query: { date: exampleDate },
      status: 200,
      response: {
        date: exampleDate,
        timeZone: "Europe/Rome",
        mealCount: 3,
        totals: { calories: 1460, proteins: 98, carbs: 150, fats: 48 },
        goal: {
          id: 7,
          name: "Lean summer",
          calories: 1800,
          proteins: 150,
          carbs: 150,
          fats: 60,
          startDate: "2026-05-01",
          endDate: null,
          description: null,
          isActive: true,
          createdAt: "2026-05-01T08:00:00.000Z",
          updatedAt: "2026-05-01T08:00:00.000Z",
        },
        remaining: { calories: 340, proteins: 52, carbs: 0, fats: 12 },
        progress: { calories: 81, proteins: 65, carbs: 100, fats: 80 },
      },
    },
  },
  trends: {
    operationId: "getTrends",
    tag,
    summary: "Get trends",
    description: "Daily totals for the last N days up to endDate (default today), oldest first.",
    scope: "read",
    example: {
      query: { days: 3, endDate: exampleDate },
      status: 200,
      response: {
        days: 3,
        endDate: exampleDate,
        timeZone: "Europe/Rome",
        points: [
          { date: "2026-05-09", calories: 1980, proteins: 120, carbs: 210, fats: 70 },
          { date: "2026-05-10", ...zero },
          { date: exampleDate, calories: 1460, proteins: 98, carbs: 150, fats: 48 },
        ],
      },
    },
  },
} satisfies Record<string, OperationDoc>;
