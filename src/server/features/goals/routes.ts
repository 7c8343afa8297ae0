import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import {
  createGoalSchema,
  goalListSchema,
  goalQuerySchema,
  goalSchema,
  updateGoalSchema,
} from "../../../shared/contracts/goals.js";
import { msg } from "../../../shared/i18n/msg.js";
import { translate } from "../../i18n.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { GoalsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const goalRoutes = feature("goals", ["session"], async (app, { goals }: { goals: GoalsService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Newest first (the history table's default sort). */
  api.get(
    "/api/nutrition-goals",
    {
      schema: { querystring: goalQuerySchema, response: { 200: goalListSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return goals.list(user.id);
    },
  );

  api.get(
    "/api/nutrition-goals/active",
    {
      schema: { querystring: goalQuerySchema, response: { 200: goalSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return goals.active(user.id);
    },
  );

  api.get(
    "/api/nutrition-goals/:id",
    { schema: { params: idParamsSchema, response: { 200: goalSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return goals.get(user.id, request.params.id);
    },
  );

  api.post(
    "/api/nutrition-goals",
    { schema: { body: createGoalSchema, response: { 201: goalSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await goals.create(user.id, request.body, requestTimeZone(request, user)));
    },
  );

  api.patch(
    "/api/nutrition-goals/:id",
    { schema: { params: idParamsSchema, body: updateGoalSchema, response: { 200: goalSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return goals.update(user.id, request.params.id, request.body, requestTimeZone(request, user));
    },
  );

  api.delete(
    "/api/nutrition-goals/:id",
    { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await goals.delete(user.id, request.params.id);
      return { message: translate(request.locale, msg("Nutrition goal deleted")) };
    },
  );
});
