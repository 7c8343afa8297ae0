import { feature } from "../../plugins/feature.js";
import { publicAccountRoutes } from "./account-routes.js";
import { publicBodyRoutes } from "./body-routes.js";
import { publicGoalRoutes } from "./goal-routes.js";
import { publicMealRoutes } from "./meal-routes.js";
import type { PublicApiOperations } from "./operations.js";

/**
 * /api/v1 (registered with that prefix, in the scope of plugins/api-key-auth.ts: the key is
 * checked before every route, and each route checks its scope): meals, goals, the profile, the
 * day's summary, trends, food search, and the body (weigh-ins, measurements, expenditure, check-in), each on the shared operations MCP also calls.
 */
export const publicApiRoutes = feature(
  "public-api",
  ["api-key-auth"],
  async (app, { operations }: { operations: PublicApiOperations }) => {
    await publicMealRoutes(app, operations);
    await publicGoalRoutes(app, operations);
    await publicAccountRoutes(app, operations);
    await publicBodyRoutes(app, operations);
  },
);
