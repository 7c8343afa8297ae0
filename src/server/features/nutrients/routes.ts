import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { dayNutrientsQuerySchema, dayNutrientsSchema } from "../../../shared/contracts/nutrients.js";
import { requestTimeZone, requireCaller } from "../../plugins/access.js";
import type { NutrientsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export async function nutrientRoutes(app: FastifyInstance, nutrients: NutrientsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/nutrients/day",
    {
      config: { cachedPerUser: true },
      schema: { querystring: dayNutrientsQuerySchema, response: { 200: dayNutrientsSchema, ...errors } },
    },
    async (request) => {
      const user = requireCaller(request);
      return nutrients.day(user.id, request.query, requestTimeZone(request, user));
    },
  );
}
