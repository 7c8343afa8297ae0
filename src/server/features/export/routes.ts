import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorSchema } from "../../../shared/contracts/common.js";
import { exportDataSchema } from "../../../shared/contracts/export.js";
import { requestTimeZone, requireUser } from "../../plugins/access.js";
import { feature } from "../../plugins/feature.js";
import type { ExportService } from "./service.js";

const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * The user's data, for every signed-in user with or without trial or plan (it is theirs, and the
 * subscription page offers it to an expired account). Never cached anywhere.
 */
export const exportRoutes = feature("export", ["session"], async (app, { exporter }: { exporter: ExportService }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/export-data",
    { schema: { response: { 200: exportDataSchema, 401: errorSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const zone = requestTimeZone(request, user);
      reply
        .header("content-disposition", attachment(`macrowise-export-${exporter.today(zone)}.json`))
        .header("cache-control", "no-store");
      return exporter.data(user, zone);
    },
  );

  // Binary and text bodies: no JSON response schema; the files are built from presented records only.
  app.get("/api/export-data/csv.zip", async (request, reply) => {
    const user = requireUser(request);
    const zone = requestTimeZone(request, user);
    const zip = await exporter.csvZip(user, zone);
    return reply
      .type("application/zip")
      .header("content-disposition", attachment(`macrowise-export-${exporter.today(zone)}-csv.zip`))
      .header("cache-control", "no-store")
      .send(zip);
  });

  app.get("/api/export-data/meals.csv", async (request, reply) => {
    const user = requireUser(request);
    const zone = requestTimeZone(request, user);
    const csv = await exporter.mealsCsv(user.id, zone);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", attachment(`macrowise-meals-${exporter.today(zone)}.csv`))
      .header("cache-control", "no-store")
      .send(csv);
  });
});
