import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  dashboardTodaySchema,
  errorSchema,
  trendsQuerySchema,
  trendsSchema,
} from "../../../shared/contracts/trends.js";
import { requestTimeZone, requireCaller } from "../../plugins/access.js";
import { presentStoredMeal } from "../meals/meal-json-sql.js";
import type { TrendsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export async function trendRoutes(app: FastifyInstance, trends: TrendsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/trends",
    {
      config: { cachedPerUser: true },
      schema: { querystring: trendsQuerySchema, response: { 200: trendsSchema, ...errors } },
    },
    async (request) => {
      const user = requireCaller(request);
      return trends.trends(user.id, request.query, requestTimeZone(request, user));
    },
  );

  api.get(
    "/api/dashboard/today",
    { config: { cachedPerUser: true }, schema: { response: { 200: dashboardTodaySchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      const today = await trends.today(user.id, zone);
      return { ...today, meals: today.meals.map((meal) => presentStoredMeal(meal, zone)) };
    },
  );
}
