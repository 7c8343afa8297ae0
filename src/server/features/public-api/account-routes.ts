import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  publicFoodListSchema,
  publicFoodOperations,
  publicFoodSearchQuerySchema,
} from "../../../shared/contracts/public/foods.js";
import {
  publicProfileChangesSchema,
  publicProfileOperations,
  publicProfileSchema,
} from "../../../shared/contracts/public/profile.js";
import {
  publicDaySummaryQuerySchema,
  publicDaySummarySchema,
  publicSummaryOperations,
  publicTrendsQuerySchema,
  publicTrendsSchema,
} from "../../../shared/contracts/public/summary.js";
import { apiCaller, operation } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

/** /api/v1: the profile, the day's summary, trends and food search. */
export async function publicAccountRoutes(app: FastifyInstance, api: PublicApiOperations) {
  const v1 = app.withTypeProvider<ZodTypeProvider>();

  v1.get(
    "/profile",
    operation(publicProfileOperations.get, { response: { 200: publicProfileSchema } }),
    async (request) => api.getProfile(apiCaller(request)),
  );

  v1.patch(
    "/profile",
    operation(publicProfileOperations.update, {
      body: publicProfileChangesSchema,
      response: { 200: publicProfileSchema },
    }),
    async (request) => api.updateProfile(apiCaller(request), request.body),
  );

  v1.get(
    "/summary",
    operation(publicSummaryOperations.day, {
      querystring: publicDaySummaryQuerySchema,
      response: { 200: publicDaySummarySchema },
    }),
    async (request) => api.daySummary(apiCaller(request), request.query.date),
  );

  v1.get(
    "/trends",
    operation(publicSummaryOperations.trends, {
      querystring: publicTrendsQuerySchema,
      response: { 200: publicTrendsSchema },
    }),
    async (request) => api.trends(apiCaller(request), request.query),
  );

  v1.get(
    "/foods",
    operation(publicFoodOperations.search, {
      querystring: publicFoodSearchQuerySchema,
      response: { 200: publicFoodListSchema },
    }),
    async (request) => api.searchFoods(apiCaller(request), request.query),
  );
}
