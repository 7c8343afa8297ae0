import { CircleCheck, Clock, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { ContactForm } from "../../../features/contact/contact-form.js";
import { SupportEmail } from "../../../features/contact/support-email.js";
import { i18n } from "../../../lib/i18n.js";
import { useUser } from "../../../lib/session.js";
import { inlineLink } from "./link-classes.js";
import { StaticPage } from "./static-page.js";
import { supportHours } from "./support.js";

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold break-words outline-none">
        {i18n._("Thank you for your message!")}
      </h2>
      <p className="text-neutral-600 dark:text-neutral-400">
        {i18n._("We have received it and will answer by email as soon as we can.")}
      </p>
      <Button variant="outline" onClick={onAnother}>
        {i18n._("Send another message")}
      </Button>
    </div>
  );
}

export function ContactPage() {
  const { user } = useUser();
  const [sent, setSent] = useState(false);
  return (
    <StaticPage
      title={i18n._("Contact Us")}
      lead={i18n._("We are happy to help with your account, your plan or the app itself.")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {i18n._("Email support")}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p>{i18n._("Write to us and we will answer as soon as we can.")}</p>
            <p>
              <SupportEmail className={inlineLink}>
                {(email) => email ?? i18n._("Use the form below: it reaches our support team.")}
              </SupportEmail>
            </p>
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {i18n._("Support hours")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-1">
              {supportHours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt>{i18n._(row.days)}</dt>
                  <dd className="font-medium">{row.hours ?? i18n._("closed")}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{sent ? i18n._("Message sent") : i18n._("Send us a message")}</CardTitle>
        </CardHeader>
        <CardContent>
          {sent ? (
            <ThankYou onAnother={() => setSent(false)} />
          ) : (
            <ContactForm defaultEmail={user?.email ?? ""} onSent={() => setSent(true)} />
          )}
        </CardContent>
      </Card>
    </StaticPage>
  );
}
