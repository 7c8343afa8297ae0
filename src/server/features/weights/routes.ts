import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, messageSchema } from "../../../shared/contracts/common.js";
import {
  bodyRangeQuerySchema,
  createWeightSchema,
  updateWeightSchema,
  weightListSchema,
  weightSchema,
  weightTrendSchema,
} from "../../../shared/contracts/weights.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { WeightsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Weigh-ins (issue 26): one per local day; the same date again replaces it. */
export const weightRoutes = feature("weights", ["session"], async (app, { weights }: { weights: WeightsService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/weights",
    { schema: { querystring: bodyRangeQuerySchema, response: { 200: weightListSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return weights.list(user.id, request.query, requestTimeZone(request, user));
    },
  );

  api.get(
    "/api/weights/trend",
    { schema: { querystring: bodyRangeQuerySchema, response: { 200: weightTrendSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return weights.trend(user.id, request.query, requestTimeZone(request, user));
    },
  );

  /** 201 for a new day, 200 when the day's weigh-in was replaced. */
  api.post(
    "/api/weights",
    { schema: { body: createWeightSchema, response: { 200: weightSchema, 201: weightSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { weight, created } = await weights.record(user.id, request.body, requestTimeZone(request, user));
      return reply.status(created ? 201 : 200).send(weight);
    },
  );

  api.patch(
    "/api/weights/:id",
    { schema: { params: idParamsSchema, body: updateWeightSchema, response: { 200: weightSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return weights.update(user.id, request.params.id, request.body, requestTimeZone(request, user));
    },
  );

  api.delete(
    "/api/weights/:id",
    { schema: { params: idParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await weights.delete(user.id, request.params.id);
      return { message: "Weigh-in deleted" };
    },
  );
});
