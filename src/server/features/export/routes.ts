import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { userSchema } from "../../../shared/contracts/auth.js";
import { errorSchema } from "../../../shared/contracts/common.js";
import { goalSchema } from "../../../shared/contracts/goals.js";
import { mealSchema } from "../../../shared/contracts/meals.js";
import { profileSchema } from "../../../shared/contracts/profile.js";
import { requestTimeZone, requireCaller } from "../../plugins/access.js";
import type { ExportService } from "./service.js";

export const exportDataSchema = z.object({
  exportedAt: z.string(),
  timeZone: z.string(),
  user: userSchema,
  profile: profileSchema.nullable(),
  goals: z.array(goalSchema),
  meals: z.array(mealSchema),
});

const attachment = (name: string) => `attachment; filename="${name}"`;

export async function exportRoutes(app: FastifyInstance, exporter: ExportService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/export-data",
    { schema: { response: { 200: exportDataSchema, 401: errorSchema } } },
    async (request, reply) => {
      const user = requireCaller(request);
      const zone = requestTimeZone(request, user);
      reply
        .header("content-disposition", attachment(`macrowise-export-${exporter.today(zone)}.json`))
        .header("cache-control", "no-store");
      return exporter.data(user, zone);
    },
  );

  // A text body: no JSON response schema; the CSV is built from presented columns only.
  app.get("/api/export-data/meals.csv", async (request, reply) => {
    const user = requireCaller(request);
    const zone = requestTimeZone(request, user);
    const csv = await exporter.mealsCsv(user.id, zone);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", attachment(`macrowise-meals-${exporter.today(zone)}.csv`))
      .header("cache-control", "no-store")
      .send(csv);
  });
}
