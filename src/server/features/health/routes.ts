import type pg from "pg";
import { healthSchema, notReadySchema, readySchema } from "../../../shared/contracts/health.js";
import { msg } from "../../../shared/i18n/msg.js";
import { translate } from "../../i18n.js";
import { feature } from "../../plugins/feature.js";

export const healthRoutes = feature("health", [], async (app, { pool }: { pool: pg.Pool }) => {
  /** The process is up; says nothing about the database. */
  app.get("/api/health", { schema: { response: { 200: healthSchema } } }, async () => ({ status: "ok" }));

  /** Ready to serve: the database answers within a second. */
  app.get("/api/ready", { schema: { response: { 200: readySchema, 503: notReadySchema } } }, async (request, reply) => {
    try {
      await Promise.race([
        pool.query("SELECT 1"),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 1000).unref()),
      ]);
      return { status: "ready", database: "up" };
    } catch {
      return reply.status(503).send({
        status: "unavailable",
        database: "down",
        message: translate(request.locale, msg("Database unavailable")),
      });
    }
  });
});
