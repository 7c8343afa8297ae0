import { Clock, Mail } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { inlineLink } from "./link-classes.js";
import { StaticPage } from "./static-page.js";
import { SUPPORT_EMAIL, supportHours } from "./support.js";

export function ContactPage() {
  return (
    <StaticPage title="Contact Us" lead="We are happy to help with your account, your plan or the app itself.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-emerald-600" />
              Email support
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p>Write to us and we will answer as soon as we can.</p>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={inlineLink}>
              {SUPPORT_EMAIL}
            </a>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5 text-emerald-600" />
              Support hours
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-1">
              {supportHours.map((row) => (
                <div key={row.days} className="flex justify-between gap-4">
                  <dt>{row.days}</dt>
                  <dd className="font-medium">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </StaticPage>
  );
}
