import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema, trendsQuerySchema, trendsSchema } from "../../../shared/contracts/trends.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { TrendsService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const trendRoutes = feature("trends", ["session"], async (app, { trends }: { trends: TrendsService }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/trends",
      { schema: { querystring: trendsQuerySchema, response: { 200: trendsSchema, ...errors } } },
      async (request) => {
        const user = requireUser(request);
        return trends.trends(user.id, request.query, requestTimeZone(request, user));
      },
    );
});
