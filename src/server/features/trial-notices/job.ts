import type { FastifyBaseLogger } from "fastify";
import { TRIAL_DAYS, TRIAL_WARNING_DAYS } from "../../../shared/domain/trial.js";
import { type MailService, trialEndingMail } from "../../integrations/mail/index.js";
import type { TrialNoticesRepository } from "./repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
const EVERY_MS = 10 * 60 * 1000;

/**
 * Spec commercial 9: the trial-ending notice, 2 days before the end, once per user, never to admins
 * or paying users. A user is due from (end - 2 days) until the end; the job runs every 10 minutes
 * on every instance, and the claim in the repository keeps it to one notice each.
 */
export function trialNoticeJob({
  repo,
  mail,
  now = () => new Date(),
  log,
}: {
  repo: TrialNoticesRepository;
  mail: MailService;
  now?: () => Date;
  log?: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce(): Promise<number> {
    const at = now();
    const window = {
      now: at,
      // Created after this, the trial has not ended yet...
      createdFrom: new Date(at.getTime() - TRIAL_DAYS * DAY_MS),
      // ...and created at or before this, at most 2 days are left.
      createdUntil: new Date(at.getTime() - (TRIAL_DAYS - TRIAL_WARNING_DAYS) * DAY_MS),
    };
    let queued = 0;
    for (;;) {
      const n = await repo.claimAndQueue(window, BATCH, (tx, user) =>
        mail.enqueueMail(
          trialEndingMail({
            to: user.email,
            username: user.username,
            trialEnd: new Date(user.createdAt.getTime() + TRIAL_DAYS * DAY_MS),
            timeZone: user.timeZone,
            language: user.language,
          }),
          tx,
        ),
      );
      queued += n;
      if (n < BATCH) break;
    }
    if (queued > 0) mail.wake();
    return queued;
  }

  function tick() {
    if (running) return;
    running = runOnce()
      .catch((error) => log?.error({ err: error }, "trial notice run failed"))
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
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
