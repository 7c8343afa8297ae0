import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { dashboardTodaySchema } from "../../../shared/contracts/dashboard.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { DashboardService } from "./service.js";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const dashboardRoutes = feature(
  "dashboard",
  ["session"],
  async (app, { dashboard }: { dashboard: DashboardService }) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/api/dashboard/today",
        { schema: { response: { 200: dashboardTodaySchema, ...errors } } },
        async (request) => {
          const user = requireUser(request);
          return dashboard.today(user.id, requestTimeZone(request, user));
        },
      );
  },
);
