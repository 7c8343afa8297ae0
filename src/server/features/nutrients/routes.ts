import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { dayNutrientsQuerySchema, dayNutrientsSchema } from "../../../shared/contracts/nutrients.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { NutrientsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const nutrientRoutes = feature(
  "nutrients",
  ["session"],
  async (app, { nutrients }: { nutrients: NutrientsService }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      "/api/nutrients/day",
      {
        schema: { querystring: dayNutrientsQuerySchema, response: { 200: dayNutrientsSchema, ...errors } },
      },
      async (request) => {
        const user = requireUser(request);
        return nutrients.day(user.id, request.query, requestTimeZone(request, user));
      },
    );
  },
);
