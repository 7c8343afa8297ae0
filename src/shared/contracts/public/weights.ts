import { z } from "zod";
import { createWeightSchema, weightMessages, weightSchema, weightTrendSchema } from "../weights.js";
import { exampleDate, type OperationDoc, publicLocalDateSchema } from "./common.js";

/**
 * /api/v1/weights (issue 26): weigh-ins in kg, one per local day, the same shapes as the web app's
 * (one presenter per noun). A script converts pounds itself, as the browser does.
 */

/** from/to of a list: local dates, both inclusive (the web app's rule: to defaults to today, from to 90 days before). */
export const publicBodyRangeQuerySchema = z
  .object({
    from: publicLocalDateSchema("from").optional().describe("First day, 'YYYY-MM-DD'; default: 90 days before `to`"),
    to: publicLocalDateSchema("to").optional().describe("Last day, 'YYYY-MM-DD'; default: today"),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    message: weightMessages.toBeforeFrom,
    path: ["to"],
  });
export type PublicBodyRangeQuery = z.infer<typeof publicBodyRangeQuerySchema>;

export const publicBodyDateText = "The day, 'YYYY-MM-DD' in your time zone: at most 1 day ahead and 5 years back";
export const publicBodyNoteText = "Free text, at most 500 characters; null or empty for none";

const { date, weightKg, note } = createWeightSchema.shape;
const weighInShape = {
  date: date.describe(publicBodyDateText),
  weightKg: weightKg.describe("Weight in kg, 20 to 300 (kept to two decimals)"),
  note: note.describe(publicBodyNoteText),
};

export const publicNewWeighInSchema = z.object(weighInShape).meta({
  id: "NewWeighIn",
  description: "A day's weight; a date that already has one replaces it",
});
export type PublicNewWeighIn = z.infer<typeof publicNewWeighInSchema>;

export const publicWeighInChangesSchema = z
  .object(weighInShape)
  .partial()
  .meta({ id: "WeighInChanges", description: "The fields to change; a date another weigh-in has replaces that one" });
export type PublicWeighInChanges = z.infer<typeof publicWeighInChangesSchema>;

export const publicWeighInSchema = weightSchema.meta({
  id: "WeighIn",
  description: "A day's weight in kg ('date' is your local day)",
});
export type PublicWeighIn = z.infer<typeof publicWeighInSchema>;
export const publicWeighInListSchema = z.array(publicWeighInSchema);

export const publicWeightTrendSchema = weightTrendSchema.meta({
  id: "WeightTrend",
  description:
    "The trend weight (a 10 %-a-day moving average, days without a weigh-in drawn between their neighbours), its change over 1, 2 and 4 weeks and per week (kg; null when too few weigh-ins back it), the latest weigh-in and the profile's goal weight",
});

const tag = "Weigh-ins";
const exampleWeighIn = {
  id: 31,
  date: exampleDate,
  weightKg: 79.4,
  note: "Morning, before breakfast",
  createdAt: "2026-05-11T06:40:00.000Z",
  updatedAt: "2026-05-11T06:40:00.000Z",
};

export const publicWeighInOperations = {
  list: {
    operationId: "listWeighIns",
    tag,
    summary: "List weigh-ins",
    description: "Your weigh-ins from `from` to `to` (local days, both inclusive), oldest first; at most five years.",
    scope: "read",
    example: { query: { from: "2026-04-12", to: exampleDate }, status: 200, response: [exampleWeighIn] },
  },
  trend: {
    operationId: "getWeightTrend",
    tag,
    summary: "Get the trend weight",
    description:
      "The trend line from `from` to `to` (one point per day from the first weigh-in in range), the changes ending at `to`, the latest weigh-in and the goal weight. The trend is computed from every weigh-in up to `to`.",
    scope: "read",
    example: {
      query: { from: "2026-05-10", to: exampleDate },
      status: 200,
      response: {
        from: "2026-05-10",
        to: exampleDate,
        points: [
          { date: "2026-05-10", weightKg: 79.8, trendKg: 79.8, interpolated: false },
          { date: exampleDate, weightKg: 79.4, trendKg: 79.76, interpolated: false },
        ],
        changes: { week: null, twoWeeks: null, fourWeeks: null, perWeek: null },
        latest: { date: exampleDate, weightKg: 79.4, trendKg: 79.76 },
        goalWeightKg: 75,
      },
    },
  },
  create: {
    operationId: "logWeighIn",
    tag,
    summary: "Log a weigh-in",
    description:
      "Records a day's weight in kg: 201 for a new day; the same date again replaces that day's weigh-in and answers 200. Your profile's weight follows your latest weigh-in.",
    scope: "write",
    example: {
      body: { date: exampleDate, weightKg: 79.4, note: "Morning, before breakfast" },
      status: 201,
      response: exampleWeighIn,
    },
  },
  update: {
    operationId: "updateWeighIn",
    tag,
    summary: "Change a weigh-in",
    description: "Changes the fields you send.",
    scope: "write",
    errors: [404],
    example: {
      params: { id: 31 },
      body: { weightKg: 79.2 },
      status: 200,
      response: { ...exampleWeighIn, weightKg: 79.2, updatedAt: "2026-05-11T07:00:00.000Z" },
    },
  },
  delete: {
    operationId: "deleteWeighIn",
    tag,
    summary: "Delete a weigh-in",
    description: "Deletes one of your weigh-ins for good.",
    scope: "write",
    errors: [404],
    example: { params: { id: 31 }, status: 200, response: { message: "Weigh-in deleted" } },
  },
} satisfies Record<string, OperationDoc>;
