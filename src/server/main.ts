import path from "node:path";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { connectDatabase } from "./db/client.js";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded.js";
import { applyMigrations } from "./db/migrate.js";
import { seedFoodCatalog } from "./features/foods/catalog/seed.js";

/** Start: config -> database -> migrations -> app -> listen; SIGTERM/SIGINT -> graceful shutdown. */
async function main() {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, "postgres"));
    databaseUrl = embedded.url;
  }
  try {
    await applyMigrations(databaseUrl);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const database = connectDatabase(databaseUrl, config.databasePoolMax);
  const catalog = await seedFoodCatalog(database.db);
  if (catalog.seeded) console.log(`Loaded the food database: ${catalog.foods} foods`);
  const app = await buildApp({
    config,
    database,
    logger: { level: process.env.LOG_LEVEL ?? "info" },
  });

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // In-flight requests get a bounded time; then the process leaves regardless.
    const deadline = setTimeout(() => {
      app.log.warn("in-flight requests did not finish in time; closing anyway");
      void finish(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
    } finally {
      clearTimeout(deadline);
      await finish(0);
    }
  }
  let finished = false;
  async function finish(code: number) {
    if (finished) return;
    finished = true;
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(code);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await finish(1);
  }
  app.log.info(
    `Macrowise is running at http://localhost:${config.port} (${embedded ? `embedded PostgreSQL in ${config.dataDir}` : "external PostgreSQL"})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
