import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { DatabaseHandle } from "../../db/client.js";
import { backupFiles } from "./files.js";
import { dailyBackupJob } from "./job.js";
import { backupsRepository } from "./repository.js";
import { backupRoutes } from "./routes.js";
import { backupsService } from "./service.js";

/**
 * Database backups, self-contained: the admin's routes and, with the app's background jobs, the
 * automatic daily backup (BACKUPS, BACKUP_DIR, BACKUP_KEEP_DAYS). Times are on the app's clock.
 */
export async function backupsPlugin(
  app: FastifyInstance,
  { config, database, backgroundJobs }: { config: Config; database: DatabaseHandle; backgroundJobs: boolean },
) {
  const service = backupsService({
    connection: { connectionString: database.pool.options.connectionString },
    files: backupFiles(config.backups.dir),
    repo: backupsRepository(database.db),
    config: config.backups,
    now: () => app.now(),
    log: app.log,
  });
  await backupRoutes(app, service);
  if (backgroundJobs && config.backups.daily) {
    const job = dailyBackupJob({ service, log: app.log });
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", () => job.stop());
  }
}
