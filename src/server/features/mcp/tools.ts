import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { ApiKeyScope } from "../../../shared/contracts/api-keys.js";
import { publicFoodSearchQuerySchema } from "../../../shared/contracts/public/foods.js";
import {
  publicMealRangeQuerySchema,
  publicNewMealFromFoodSchema,
  publicNewMealSchema,
} from "../../../shared/contracts/public/meals.js";
import { publicDaySummaryQuerySchema } from "../../../shared/contracts/public/summary.js";
import type { ApiCaller, PublicApiOperations } from "../public-api/operations.js";
import { registerBodyTools } from "./body-tools.js";
import { run } from "./tool-answer.js";

export const mcpMessages = {
  confirm: "Deleting a meal cannot be undone. Ask the user to confirm, then call delete_meal again with confirm: true.",
} as const;

/** Tool inputs are the v1 contract's fields (MCP wants a plain object schema at the root, not a $ref). */
const logMealInput = z.object(publicNewMealSchema.shape);
const logFoodInput = z.object(publicNewMealFromFoodSchema.shape);
const deleteMealInput = z.object({
  id: z.number().int().positive().max(999_999_999).describe("The meal's id, from list_meals"),
  confirm: z.boolean().describe("Must be true, after the user has confirmed the deletion"),
});
const searchFoodsInput = z.object({
  query: publicFoodSearchQuerySchema.shape.q,
  limit: z.number().int().min(1).max(50).default(10).describe("At most this many foods (1 to 50)"),
});

/**
 * The assistant's tools, registered only when the key's scopes allow them (a read key sees no write
 * tool at all). Each calls the public API's operations, so the REST API, MCP and the web app share one
 * set of rules, and every call is scoped to the key's owner.
 */
export function registerTools(server: McpServer, api: PublicApiOperations, caller: ApiCaller, scopes: ApiKeyScope[]) {
  if (scopes.includes("read")) {
    server.registerTool(
      "get_daily_summary",
      {
        title: "Daily summary",
        description:
          "The user's totals for a day (calories, proteins, carbs, fats), the meal count and how they compare with the active nutrition goal. Days are in the user's time zone.",
        inputSchema: publicDaySummaryQuerySchema,
        annotations: { readOnlyHint: true },
      },
      async ({ date }) => run(async () => api.daySummary(caller, date)),
    );

    server.registerTool(
      "list_meals",
      {
        title: "List meals",
        description: "The user's logged meals of whole local days, latest first. Without dates: the last 7 days.",
        inputSchema: publicMealRangeQuerySchema,
        annotations: { readOnlyHint: true },
      },
      async (range) => run(async () => ({ meals: await api.listMeals(caller, range) })),
    );

    server.registerTool(
      "get_goals",
      {
        title: "Nutrition goals",
        description: "The user's active nutrition goal (or null) and all their goals, newest first.",
        inputSchema: z.object({}),
        annotations: { readOnlyHint: true },
      },
      async () =>
        run(async () => {
          const goals = await api.listGoals(caller);
          return { active: goals.find((goal) => goal.isActive) ?? null, goals };
        }),
    );

    server.registerTool(
      "search_foods",
      {
        title: "Search foods",
        description:
          "Searches the food database and the user's own foods by name. Nutrients are per 100 g (100 ml for drinks); use a food's id with log_food.",
        inputSchema: searchFoodsInput,
        annotations: { readOnlyHint: true },
      },
      async ({ query, limit }) => run(async () => ({ foods: await api.searchFoods(caller, { q: query, limit }) })),
    );
  }

  if (scopes.includes("write")) {
    server.registerTool(
      "log_food",
      {
        title: "Log a food",
        description:
          "Logs a meal of some grams of a food found with search_foods; its calories and macros are computed from the food.",
        inputSchema: logFoodInput,
        annotations: { readOnlyHint: false, destructiveHint: false },
      },
      async (input) => run(async () => api.logFood(caller, input)),
    );

    server.registerTool(
      "log_meal",
      {
        title: "Log a meal",
        description: "Logs a meal from its numbers: calories (kcal) and proteins, carbs, fats (grams).",
        inputSchema: logMealInput,
        annotations: { readOnlyHint: false, destructiveHint: false },
      },
      async (input) => run(async () => api.createMeal(caller, input)),
    );

    server.registerTool(
      "delete_meal",
      {
        title: "Delete a meal",
        description: "Deletes one of the user's meals for good. Needs confirm: true, after asking the user.",
        inputSchema: deleteMealInput,
        annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
      },
      async ({ id, confirm }) => {
        if (confirm !== true) return { content: [{ type: "text" as const, text: mcpMessages.confirm }], isError: true };
        return run(async () => api.deleteMeal(caller, id));
      },
    );
  }
  registerBodyTools(server, api, caller, scopes);
}
