import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { type Config, loadConfig } from "./config.js";
import { connectDatabase, type DatabaseHandle } from "./db/client.js";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded.js";
import { applyMigrations } from "./db/migrate.js";
import type { RestartControl } from "./features/admin/routes.js";
import { seedFoodCatalog } from "./features/foods/catalog/seed.js";

/**
 * Start: config -> database -> migrations -> app -> listen; SIGTERM/SIGINT -> graceful shutdown.
 * 'Restart Server' (admin) closes the running app the same graceful way, then either builds and
 * starts a new one in this process (the embedded PostgreSQL stays up) or, with RESTART_MODE=exit,
 * exits 0 for a supervisor to start the process again.
 */
interface Running {
  app: FastifyInstance;
  database: DatabaseHandle;
}

async function startApp(config: Config, databaseUrl: string, embedded: boolean, restart: RestartControl) {
  await applyMigrations(databaseUrl);
  const database = connectDatabase(databaseUrl, config.databasePoolMax);
  try {
    const catalog = await seedFoodCatalog(database.db);
    if (catalog.seeded) {
      const seconds = (catalog.milliseconds / 1000).toFixed(1);
      console.log(`Loaded the food database: ${catalog.foods.toLocaleString("en-US")} foods in ${seconds} s`);
    }
    const app = await buildApp({
      config,
      database,
      logger: { level: process.env.LOG_LEVEL ?? "info" },
      databaseKind: embedded ? "embedded" : "external",
      restart,
      backgroundJobs: true,
    });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
    return { app, database };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Stops taking connections, lets requests in flight finish (up to the shutdown time-out, then
 * closes what is left), stops the background jobs, and closes the pool.
 */
async function stopApp({ app, database }: Running, timeoutMs: number): Promise<boolean> {
  let finishedInTime = true;
  const deadline = setTimeout(() => {
    finishedInTime = false;
    app.log.warn("in-flight requests did not finish in time; closing them");
    app.server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  // A close hook that hangs (an SMTP server that stopped answering mid-send) cannot hold the process.
  const hardDeadline = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), timeoutMs * 2).unref());
  try {
    if ((await Promise.race([app.close(), hardDeadline])) === "late") {
      finishedInTime = false;
      app.log.error("closing did not finish in time; going on without it");
    }
  } finally {
    clearTimeout(deadline);
    await database.close().catch(() => {});
  }
  return finishedInTime;
}

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, "postgres"));
    databaseUrl = embedded.url;
  }
  const url = databaseUrl;

  let running: Running | null = null;
  /** A restart or shutdown in progress; a second request waits for it instead of racing it. */
  let transition: Promise<void> | null = null;
  let shuttingDown = false;

  async function leave(code: number): Promise<never> {
    await embedded?.stop().catch(() => {});
    process.exit(code);
  }

  const restart: RestartControl = {
    mode: config.restartMode,
    request() {
      if (transition || shuttingDown) return;
      transition = (async () => {
        const current = running;
        if (!current) return;
        current.app.log.warn({ mode: config.restartMode }, "restarting: finishing in-flight requests");
        await stopApp(current, config.shutdownTimeoutMs);
        running = null;
        if (config.restartMode === "exit") {
          console.log("Restart: exiting for the supervisor to start the server again");
          await leave(0);
        }
        try {
          running = await startApp(config, url, embedded !== null, restart);
          running.app.log.info("restarted");
        } catch (error) {
          console.error("restart failed; exiting", error);
          await leave(1);
        }
      })().finally(() => {
        transition = null;
      });
    },
  };

  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    await transition;
    const current = running;
    current?.app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const clean = current ? await stopApp(current, config.shutdownTimeoutMs) : true;
    await leave(clean ? 0 : 1);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    running = await startApp(config, url, embedded !== null, restart);
  } catch (error) {
    console.error(error);
    await leave(1);
  }
  running?.app.log.info(
    `Macrowise is running at http://localhost:${config.port} (${embedded ? `embedded PostgreSQL in ${config.dataDir}` : "external PostgreSQL"})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
