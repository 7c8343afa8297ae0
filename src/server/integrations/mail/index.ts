import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { Mailer } from "./mailer.js";
import { type Executor, outboxRepository, type QueuedMail } from "./outbox-repository.js";
import { outboxSender } from "./outbox-sender.js";
import { smtpMailer } from "./smtp-mailer.js";

export type { Mailer, OutgoingMail } from "./mailer.js";
export type { Executor, QueuedMail } from "./outbox-repository.js";
export { contactMail, type Receipt, receiptMail, trialEndingMail } from "./templates.js";

/**
 * The app's one way to send mail: `enqueueMail` stores the message in the outbox (in the caller's
 * transaction when given); the sender loop delivers it through SMTP_URL when one is configured.
 * Without SMTP_URL messages stay in the outbox, counted on the admin page, and go out once it is set.
 */
export function createMail({
  db,
  config,
  log,
  now = () => new Date(),
  mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : null,
}: {
  db: Database;
  config: MailConfig;
  log?: FastifyBaseLogger;
  now?: () => Date;
  mailer?: Mailer | null;
}) {
  const repo = outboxRepository(db);
  const sender = mailer ? outboxSender({ repo, mailer, now, log }) : null;

  return {
    configured: mailer !== null,
    transport: mailer?.description ?? null,
    from: config.from,
    supportEmail: config.supportEmail,
    repo,

    /** Queues one message; inside `executor`'s transaction if given (call `wake` after the commit). */
    async enqueueMail(mail: QueuedMail, executor?: Executor): Promise<number> {
      const id = await repo.enqueue(executor ?? db, mail, now());
      if (!executor) sender?.wake();
      return id;
    },
    /** Look at the outbox now (after a transaction that queued mail has committed). */
    wake: () => sender?.wake(),
    /** Delivers what is due now and returns how many were tried (tests, and the admin's view of it). */
    deliverDue: () => sender?.runOnce() ?? Promise.resolve(0),
    start: () => sender?.start(),
    async stop() {
      await sender?.stop();
      mailer?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMail>;
