import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { ApiKeyScope } from "../../../shared/contracts/api-keys.js";
import { publicLocalDateSchema } from "../../../shared/contracts/public/common.js";
import { publicNewWeighInSchema } from "../../../shared/contracts/public/weights.js";
import { weightMessages } from "../../../shared/contracts/weights.js";
import type { ApiCaller, PublicApiOperations } from "../public-api/operations.js";
import { run } from "./tool-answer.js";

/** Tool inputs are the v1 contract's fields (MCP wants a plain object schema at the root). */
const logWeighInInput = z.object(publicNewWeighInSchema.shape);
const trendInput = z
  .object({
    from: publicLocalDateSchema("from").optional().describe("First day, 'YYYY-MM-DD'; default: 90 days before `to`"),
    to: publicLocalDateSchema("to").optional().describe("Last day, 'YYYY-MM-DD'; default: today"),
  })
  .refine((range) => !range.from || !range.to || range.to >= range.from, {
    message: weightMessages.toBeforeFrom,
    path: ["to"],
  });

/**
 * Issue 26's tools: log a weigh-in (write), read the trend weight and the measured expenditure
 * (read), on the same operations as /api/v1, for the key's owner only.
 */
export function registerBodyTools(
  server: McpServer,
  api: PublicApiOperations,
  caller: ApiCaller,
  scopes: ApiKeyScope[],
) {
  if (scopes.includes("read")) {
    server.registerTool(
      "get_weight_trend",
      {
        title: "Weight trend",
        description:
          "The user's trend weight (kg; a 10 %-a-day moving average that smooths the scale's day-to-day water swings), its change over 1, 2 and 4 weeks and per week (negative: losing; null when too few weigh-ins back it), the latest weigh-in, the goal weight, and the weigh-ins from `from` to `to` (default the last 90 days). Speak of the trend, not single weigh-ins.",
        inputSchema: trendInput,
        annotations: { readOnlyHint: true },
      },
      async (range) =>
        run(async () => {
          const trend = await api.weightTrend(caller, range);
          const weighIns = trend.points
            .filter((point) => point.weightKg !== null)
            .map(({ date, weightKg, trendKg }) => ({ date, weightKg, trendKg }));
          const { from, to, latest, changes, goalWeightKg } = trend;
          return { from, to, latest, changes, goalWeightKg, weighIns };
        }),
    );

    server.registerTool(
      "get_expenditure",
      {
        title: "Energy expenditure",
        description:
          "The user's energy expenditure (kcal a day) measured from the intake of complete days and the weigh-ins of the last 28 days, blended with the formula estimate: the figure with its 95 % interval (low, high) and confidence, its status (collecting: too little data yet; updating; holding: the last value kept, with the reason), the days and weigh-ins it used; and this week's check-in proposal (calories and macros, with one sentence of why).",
        inputSchema: z.object({}),
        annotations: { readOnlyHint: true },
      },
      async () =>
        run(async () => {
          const { expenditure, ...checkIn } = await api.checkInProposal(caller);
          return { expenditure, checkIn };
        }),
    );
  }

  if (scopes.includes("write")) {
    server.registerTool(
      "log_weigh_in",
      {
        title: "Log a weigh-in",
        description:
          "Logs the user's weight for a day in kg (convert pounds: 1 lb = 0.45359237 kg). A day has one weigh-in: the same date again replaces it (replaced: true).",
        inputSchema: logWeighInInput,
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
      },
      async (input) =>
        run(async () => {
          const { record, created } = await api.logWeighIn(caller, input);
          return { weighIn: record, replaced: !created };
        }),
    );
  }
}
