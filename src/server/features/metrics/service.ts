import type pg from "pg";
import { Gauge, Registry } from "prom-client";
import type { MailService } from "../../integrations/mail/index.js";
import type { RequestMetrics, RequestTotals } from "../../plugins/metrics.js";
import type { MetricsRepository } from "./repository.js";

/** A database that does not answer in this time leaves its figures out rather than holding a scrape. */
const QUERY_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), QUERY_TIMEOUT_MS).unref()),
  ]);
}

export interface MetricsFigures {
  requests: RequestTotals;
  databasePool: { inUse: number; idle: number; waiting: number; max: number };
  /** Null when the database did not answer. */
  activeSessions: number | null;
  outbox: { pending: number; failed: number } | null;
}

export interface MetricsDeps {
  requests: RequestMetrics;
  pool: pg.Pool;
  repo: MetricsRepository;
  mail: MailService;
  now: () => Date;
}

/**
 * What an operator watches, measured when asked: this instance's requests and database pool, and
 * the database's outbox and sessions (the same for every instance). `/metrics` gives them to
 * Prometheus, the admin's status card shows them.
 */
export function metricsService({ requests, pool, repo, mail, now }: MetricsDeps) {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const poolGauges = {
    inUse: gauge("macrowise_db_pool_in_use", "Database connections of this instance running a query."),
    idle: gauge("macrowise_db_pool_idle", "Database connections of this instance open and idle."),
    waiting: gauge("macrowise_db_pool_waiting", "Queries of this instance waiting for a free connection."),
    max: gauge("macrowise_db_pool_max", "The pool's size (DATABASE_POOL_MAX)."),
  };
  const outbox = gauge(
    "macrowise_mail_outbox_messages",
    "Mail in the outbox not sent: pending (waiting or retrying) and failed for good. Shared by every instance.",
    ["status"],
  );
  const sessions = gauge("macrowise_active_sessions", "Unexpired sessions in the database (every instance's).");

  async function figures(): Promise<MetricsFigures> {
    const [activeSessions, mailCounts] = await Promise.all([
      within(repo.activeSessions(now()), null),
      within(mail.repo.countByStatus(), null),
    ]);
    return {
      requests: requests.totals(),
      databasePool: {
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      },
      activeSessions,
      outbox: mailCounts ? { pending: mailCounts.pending, failed: mailCounts.failed } : null,
    };
  }

  return {
    figures,
    /** The Prometheus text exposition; what the database did not give is left out (outbox) or NaN, never 0. */
    async text(): Promise<string> {
      const f = await figures();
      for (const [key, value] of Object.entries(f.databasePool)) poolGauges[key as keyof typeof poolGauges].set(value);
      outbox.reset();
      if (f.outbox) for (const [status, n] of Object.entries(f.outbox)) outbox.set({ status }, n);
      sessions.set(f.activeSessions ?? Number.NaN);
      return requests.text(registry);
    },
    contentType: registry.contentType,
  };
}

export type MetricsService = ReturnType<typeof metricsService>;
