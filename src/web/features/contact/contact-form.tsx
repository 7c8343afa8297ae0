import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  type ContactRequest,
  type ContactSubmission,
  contactMessages,
  contactRequestSchema,
} from "../../../shared/contracts/contact.js";
import { Button } from "../../components/ui/button.js";
import { FormField } from "../../components/ui/form-field.js";
import { Input } from "../../components/ui/input.js";
import { InlineSpinner } from "../../components/ui/spinner.js";
import { Textarea } from "../../components/ui/textarea.js";
import { ApiError } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { useHydrated } from "../../lib/use-hydrated.js";
import { useSendContactMessage } from "./api.js";

/** A schema message (marked with msg() in the contract) in the page's language. */
const shown = (message: string | undefined) => (message ? i18n._(message) : undefined);

/** Spec commercial 2, 5 and 8: email, subject and message, the spec's checks and toasts. */
export function ContactForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const send = useSendContactMessage();
  const hydrated = useHydrated();
  const form = useForm<ContactRequest, unknown, ContactSubmission>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { email: defaultEmail, subject: "", message: "", website: "" },
  });
  const { errors } = form.formState;

  // The signed-in user's address arrives after the first render: fill it in if nothing was typed yet.
  useEffect(() => {
    if (defaultEmail && !form.getValues("email")) form.setValue("email", defaultEmail);
  }, [defaultEmail, form]);

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(i18n._(contactMessages.sentTitle), { description: i18n._(contactMessages.sent) });
        form.reset({ email: defaultEmail, subject: "", message: "", website: "" });
        onSent();
      },
      // The server's reason when it gave one; the spec's words when it could not be reached at all.
      onError: (error) =>
        toast.error(i18n._("Error"), {
          description: error instanceof ApiError ? error.message : i18n._(contactMessages.failedFallback),
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={i18n._("Contact form")}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <FormField id="contact-email" label={i18n._("Email")} error={shown(errors.email?.message)}>
          <Input type="email" autoComplete="email" maxLength={254} {...form.register("email")} />
        </FormField>
        <FormField id="contact-subject" label={i18n._("Subject")} error={shown(errors.subject?.message)}>
          <Input maxLength={200} {...form.register("subject")} />
        </FormField>
        <FormField id="contact-message" label={i18n._("Message")} error={shown(errors.message?.message)}>
          <Textarea rows={6} maxLength={5000} className="break-words" {...form.register("message")} />
        </FormField>
        {/* A honeypot: people never see or reach it; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <InlineSpinner /> : <Send aria-hidden="true" className="size-4" />}
          {send.isPending ? i18n._("Sending...") : i18n._("Send Message")}
        </Button>
      </fieldset>
    </form>
  );
}
