import { z } from "zod";
import { msg } from "../i18n/msg.js";
import { userText } from "./text.js";

/** Spec commercial 5 and 8: the contact form's messages, shown alike by the browser and the server. */
export const contactMessages = {
  email: msg("Please enter a valid email address"),
  subject: msg("Subject must contain at least 3 characters"),
  message: msg("Message must contain at least 10 characters"),
  subjectMax: msg("Subject must be at most 200 characters"),
  messageMax: msg("Message must be at most 5000 characters"),
  sent: msg("Your message has been sent successfully. We will contact you soon."),
  sentTitle: msg("Message Sent"),
  failedFallback: msg("An error occurred while sending your message"),
} as const;

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** A subject is one line: line breaks become a space, so no field can ever start a mail header. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ");

/** POST /api/email-response. `website` is a honeypot: hidden from people, filled in by form-filling bots. */
export const contactRequestSchema = z.object({
  email: z
    .string({ error: contactMessages.email })
    .trim()
    .max(254, contactMessages.email)
    .pipe(z.email(contactMessages.email)),
  subject: z
    .string({ error: contactMessages.subject })
    .transform(oneLine)
    .pipe(
      userText(contactMessages.subject)
        .trim()
        .min(3, contactMessages.subject)
        .max(CONTACT_SUBJECT_MAX, contactMessages.subjectMax),
    ),
  message: userText(contactMessages.message)
    .trim()
    .min(10, contactMessages.message)
    .max(CONTACT_MESSAGE_MAX, contactMessages.messageMax),
  website: userText().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmission = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/site: public facts about this instance that pages show (no secret, nothing per user). */
export const siteInfoSchema = z.object({
  /** SUPPORT_EMAIL; null when the operator set none (the pages then point to the contact form). */
  supportEmail: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
