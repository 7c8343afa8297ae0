import { createTransport } from "nodemailer";
import { MailDeliveryError, type Mailer, type OutgoingMail, singleLine } from "./mailer.js";

/** nodemailer's error as thrown by its SMTP transport. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  command?: string;
}

/** 5xx to an envelope or the message itself is final; connection trouble and 4xx are worth retrying. */
function isPermanent(error: SmtpError): boolean {
  return (
    error.responseCode !== undefined &&
    error.responseCode >= 500 &&
    (error.code === "EENVELOPE" || error.code === "EMESSAGE")
  );
}

/** smtp://user:pass@host:587 (STARTTLS when offered), smtps://user:pass@host:465 (TLS from the start). */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const user = decodeURIComponent(url.username);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    // A sender's lease on a message (outbox) lasts 2 minutes; a hung server must give up well before.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    requireTLS: url.searchParams.get("requireTLS") === "true",
  };
}

/** SMTP through nodemailer from the fixed sender `from` (SMTP_FROM). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const options = smtpOptions(smtpUrl);
  const transport = createTransport(options);
  return {
    description: `${options.host}:${options.port}${options.secure ? " (TLS)" : ""}`,
    async send(mail: OutgoingMail) {
      try {
        await transport.sendMail({
          from,
          to: singleLine(mail.to),
          replyTo: mail.replyTo ? singleLine(mail.replyTo) : undefined,
          subject: singleLine(mail.subject),
          text: mail.text,
          // Only these addresses, never any parsed from headers.
          envelope: { from: addressOf(from), to: singleLine(mail.to) },
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        const smtpError = error as SmtpError;
        throw new MailDeliveryError(smtpError.message || "SMTP delivery failed", isPermanent(smtpError));
      }
    },
    close: () => transport.close(),
  };
}

/** The bare address in 'Name <address>' (or the value itself). */
export function addressOf(mailbox: string): string {
  const match = mailbox.match(/<([^<>]+)>\s*$/);
  return (match?.[1] ?? mailbox).trim();
}
