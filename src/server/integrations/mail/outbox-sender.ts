import type { FastifyBaseLogger } from "fastify";
import { MailDeliveryError, type Mailer } from "./mailer.js";
import type { OutboxRepository } from "./outbox-repository.js";

const SECOND = 1000;
/** First retry after 2 s, doubling, at most every 5 minutes. */
const RETRY_BASE_MS = 2 * SECOND;
const RETRY_MAX_MS = 5 * 60 * SECOND;
/** A message still undelivered after this long is marked failed (admins see it) instead of retried. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * SECOND;
/** How long a sender holds claimed rows; SMTP time-outs (at most 50 s) end well before. */
const LEASE_MS = 2 * 60 * SECOND;
const BATCH = 10;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export interface OutboxSenderDeps {
  repo: OutboxRepository;
  mailer: Mailer;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, "warn" | "error">;
  /** How often the outbox is looked at without a nudge (messages queued by other instances, retries). */
  pollMs?: number;
}

/**
 * Sends what the outbox holds: claims due rows, sends each, then marks it sent, schedules a retry
 * with backoff (connection trouble, 4xx) or marks it failed (a permanent refusal, or 3 days late).
 */
export function outboxSender({ repo, mailer, now = () => new Date(), log, pollMs = 5 * SECOND }: OutboxSenderDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function deliver(row: Awaited<ReturnType<OutboxRepository["claimDue"]>>[number]) {
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.body, replyTo: row.replyTo });
      await repo.markSent(row.id, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const tooOld = now().getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
      if (permanent || tooOld) {
        log?.error({ outboxId: row.id, err: message }, "mail delivery failed for good");
        await repo.markFailed(row.id, message);
      } else {
        log?.warn({ outboxId: row.id, attempt: row.attempts, err: message }, "mail delivery failed; will retry");
        await repo.markRetry(row.id, message, new Date(now().getTime() + retryDelayMs(row.attempts)));
      }
    }
  }

  /** One pass: expire stale messages, then send batches until nothing is due. Returns how many were tried. */
  async function runOnce(): Promise<number> {
    await repo.expireStale(now());
    let tried = 0;
    for (;;) {
      const at = now();
      const rows = await repo.claimDue(at, new Date(at.getTime() + LEASE_MS), BATCH);
      for (const row of rows) await deliver(row);
      tried += rows.length;
      if (rows.length < BATCH) return tried;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(() => undefined)
      .catch((error) => log?.error({ err: error }, "mail outbox pass failed"))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    /** A message was just queued here: look now rather than at the next poll. */
    wake() {
      if (!stopped) schedule(0);
    },
    /** Stops polling and waits for a pass in progress, so no send is cut off by a shutdown. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type OutboxSender = ReturnType<typeof outboxSender>;
