import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { foodListSchema, foodOperations, foodSearchQuerySchema } from "../../../shared/contracts/public/foods.js";
import { profileChangesSchema, profileOperations, profileSchema } from "../../../shared/contracts/public/profile.js";
import {
  daySummaryQuerySchema,
  daySummarySchema,
  summaryOperations,
  trendsQuerySchema,
  trendsSchema,
} from "../../../shared/contracts/public/summary.js";
import { apiCaller, operation } from "./operation.js";
import type { PublicApiOperations } from "./operations.js";

/** /api/v1: the profile, the day's summary, trends and food search. */
export async function publicAccountRoutes(app: FastifyInstance, api: PublicApiOperations) {
  const v1 = app.withTypeProvider<ZodTypeProvider>();

  v1.get("/profile", operation(profileOperations.get, { response: { 200: profileSchema } }), async (request) =>
    api.getProfile(apiCaller(request)),
  );

  v1.patch(
    "/profile",
    operation(profileOperations.update, { body: profileChangesSchema, response: { 200: profileSchema } }),
    async (request) => api.updateProfile(apiCaller(request), request.body),
  );

  v1.get(
    "/summary",
    operation(summaryOperations.day, { querystring: daySummaryQuerySchema, response: { 200: daySummarySchema } }),
    async (request) => api.daySummary(apiCaller(request), request.query.date),
  );

  v1.get(
    "/trends",
    operation(summaryOperations.trends, { querystring: trendsQuerySchema, response: { 200: trendsSchema } }),
    async (request) => api.trends(apiCaller(request), request.query),
  );

  v1.get(
    "/foods",
    operation(foodOperations.search, { querystring: foodSearchQuerySchema, response: { 200: foodListSchema } }),
    async (request) => api.searchFoods(apiCaller(request), request.query),
  );
}
