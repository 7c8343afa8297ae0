import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import {
  createGoalSchema,
  goalListSchema,
  goalQuerySchema,
  goalSchema,
  updateGoalSchema,
} from "../../../shared/contracts/goals.js";
import { requestTimeZone, requireCaller } from "../../plugins/access.js";
import { presentGoal } from "./present.js";
import type { NutritionGoalsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export async function nutritionGoalRoutes(app: FastifyInstance, goals: NutritionGoalsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Newest first (the history table's default sort). */
  api.get(
    "/api/nutrition-goals",
    {
      config: { cachedPerUser: true },
      schema: { querystring: goalQuerySchema, response: { 200: goalListSchema, ...errors } },
    },
    async (request) => {
      const user = requireCaller(request);
      return (await goals.list(user.id)).map(presentGoal);
    },
  );

  api.get(
    "/api/nutrition-goals/active",
    {
      config: { cachedPerUser: true },
      schema: { querystring: goalQuerySchema, response: { 200: goalSchema, ...errors } },
    },
    async (request) => {
      const user = requireCaller(request);
      return presentGoal(await goals.active(user.id));
    },
  );

  api.get(
    "/api/nutrition-goals/:id",
    { schema: { params: idParamsSchema, response: { 200: goalSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      return presentGoal(await goals.get(user.id, request.params.id));
    },
  );

  api.post(
    "/api/nutrition-goals",
    { schema: { body: createGoalSchema, response: { 201: goalSchema, ...errors } } },
    async (request, reply) => {
      const user = requireCaller(request);
      const goal = await goals.create(user.id, request.body, requestTimeZone(request, user));
      return reply.status(201).send(presentGoal(goal));
    },
  );

  api.patch(
    "/api/nutrition-goals/:id",
    { schema: { params: idParamsSchema, body: updateGoalSchema, response: { 200: goalSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      return presentGoal(await goals.update(user.id, request.params.id, request.body, requestTimeZone(request, user)));
    },
  );

  api.delete(
    "/api/nutrition-goals/:id",
    { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = requireCaller(request);
      await goals.delete(user.id, request.params.id);
      return { message: "Nutrition goal deleted" };
    },
  );
}
