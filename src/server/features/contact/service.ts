import type { ContactSubmission } from "../../../shared/contracts/contact.js";
import type { Locale } from "../../../shared/i18n/locales.js";
import type { UserRow } from "../../db/schema/index.js";
import { contactMail, type MailService } from "../../integrations/mail/index.js";
import type { ContactRepository } from "./repository.js";

/**
 * A contact message is stored first, and its email to support is queued in the same transaction:
 * if SMTP is down the outbox retries, so nothing the visitor sent is lost. Without SUPPORT_EMAIL
 * there is nowhere to send it; it is kept for the admin page.
 */
export function contactService(repo: ContactRepository, mail: MailService, now = () => new Date()) {
  return {
    supportEmail: mail.supportEmail,

    async submit(input: ContactSubmission, sender: UserRow | null, language: Locale = "en"): Promise<number> {
      const receivedAt = now();
      const supportEmail = mail.supportEmail;
      const id = await repo.store(
        {
          email: input.email,
          subject: input.subject,
          message: input.message,
          userId: sender?.id ?? null,
          createdAt: receivedAt,
        },
        async (tx) =>
          supportEmail
            ? mail.enqueueMail(
                contactMail({ ...input, supportEmail, username: sender?.username ?? null, receivedAt, language }),
                tx,
              )
            : null,
      );
      mail.wake();
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
