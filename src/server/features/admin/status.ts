import fs from "node:fs";
import path from "node:path";
import type { Redis } from "ioredis";
import type { AdminStatus } from "../../../shared/contracts/admin.js";
import { migrationsFolder } from "../../db/migrate.js";
import type { MailService } from "../../integrations/mail/index.js";
import { appVersion } from "../../version.js";
import type { MetricsService } from "../metrics/service.js";
import type { AdminRepository } from "./repository.js";

/** Fixed once: recomputing it from uptime on every call would jitter by a millisecond. */
const processStartedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();

export type RestartMode = "in-process" | "exit" | "unavailable";

/** The migrations this build ships: entries of drizzle's journal. */
function migrationsShipped(): number {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    return Array.isArray(journal.entries) ? journal.entries.length : 0;
  } catch {
    return 0;
  }
}

/** Resolves with the promise's value, or with `fallback` after `ms` (a database or Redis that hangs). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref()),
  ]);
}

export interface StatusDeps {
  repo: AdminRepository;
  mail: MailService;
  redis: Redis | undefined;
  /** The request, pool, session and outbox figures /metrics gives too. */
  metrics: MetricsService;
  databaseKind: "embedded" | "external";
  restartMode: RestartMode;
  /** When this app instance was built (a restart in the process makes a new one). */
  appStartedAt: Date;
}

/** Every figure measured when asked; nothing is remembered from an earlier call. */
export async function serverStatus(deps: StatusDeps): Promise<AdminStatus> {
  const [figures, migrationsApplied, mailCounts, redisConnected, live] = await Promise.all([
    within(deps.repo.databaseFigures(), 2000, null),
    within(deps.repo.migrationsApplied(), 2000, null),
    within(deps.mail.repo.countByStatus(), 2000, null),
    deps.redis
      ? within(
          deps.redis.ping().then((answer) => answer === "PONG"),
          1000,
          false,
        )
      : Promise.resolve(false),
    deps.metrics.figures(),
  ]);
  const memory = process.memoryUsage();
  return {
    version: appVersion,
    nodeVersion: process.version,
    processStartedAt,
    appStartedAt: deps.appStartedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    restartMode: deps.restartMode,
    database: {
      kind: deps.databaseKind,
      reachable: figures !== null,
      sizeBytes: figures?.sizeBytes ?? null,
      migrationsApplied,
      migrationsTotal: migrationsShipped(),
      serverVersion: figures?.serverVersion ?? null,
    },
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    requests: {
      total: live.requests.requests,
      errors: live.requests.errors,
      meanMs: live.requests.meanMs,
      p95Ms: live.requests.p95Ms,
    },
    databasePool: live.databasePool,
    activeSessions: live.activeSessions,
    redis: { configured: deps.redis !== undefined, connected: redisConnected },
    mail: {
      configured: deps.mail.configured,
      transport: deps.mail.transport,
      from: deps.mail.from,
      supportEmail: deps.mail.supportEmail,
      waiting: mailCounts?.pending ?? null,
      failed: mailCounts?.failed ?? null,
      sent: mailCounts?.sent ?? null,
    },
    counts: figures
      ? { users: figures.users, admins: figures.admins, meals: figures.meals, contactMessages: figures.contactMessages }
      : null,
  };
}
