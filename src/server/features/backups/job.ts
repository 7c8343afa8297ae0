import type { FastifyBaseLogger } from "fastify";
import type { BackupsService } from "./service.js";

const EVERY_MS = 15 * 60 * 1000;

/**
 * The automatic daily backup: every instance looks every 15 minutes (and at start) whether the
 * day's backup is due; the service's lock and record make it one backup a day in all.
 */
export function dailyBackupJob({ service, log }: { service: BackupsService; log?: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function tick() {
    if (running) return;
    running = service
      .runDailyIfDue()
      .catch((error) => log?.error({ err: error }, "daily backup failed"))
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      tick();
      timer = setInterval(tick, EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
