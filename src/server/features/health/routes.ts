import type { FastifyInstance } from "fastify";
import type pg from "pg";

export async function healthRoutes(app: FastifyInstance, pool: pg.Pool) {
  /** The process is up; says nothing about the database. */
  app.get("/api/health", async () => ({ status: "ok" }));

  /** Ready to serve: the database answers within a second. */
  app.get("/api/ready", async (_request, reply) => {
    try {
      await Promise.race([
        pool.query("SELECT 1"),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 1000).unref()),
      ]);
      return { status: "ready", database: "up" };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: "down", message: "Database unavailable" });
    }
  });
}
