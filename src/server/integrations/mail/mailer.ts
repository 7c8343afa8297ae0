/** One message as the app writes it; the sender's address is the transport's, never the caller's. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go: a contact form visitor's address. Never used as the sender. */
  replyTo?: string | null;
}

/** Sends one message or throws; `MailDeliveryError.permanent` says a retry cannot help. */
export interface Mailer {
  /** Shown to admins: where mail goes, without credentials. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** The server refused the message or its recipient for good (a 5xx to RCPT TO or DATA). */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

/**
 * Header values never carry a line break: whatever a field holds, it cannot start a new header
 * (nodemailer folds and encodes too; this is the second lock on the same door).
 */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
}
