import { SupportEmail } from "../../../features/contact/support-email.js";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section, StaticPage } from "./static-page.js";

export function TermsOfServicePage() {
  return (
    <StaticPage title="Terms of Service" lead="Last updated April 20, 2025">
      <Section title="1. The service">
        <p>
          Macrowise lets you track meals, set nutrition goals and receive AI-generated suggestions. Its figures are
          estimates for general wellbeing and are not medical advice; consult a professional for medical or dietary
          decisions.
        </p>
      </Section>
      <Section title="2. Your account">
        <BulletList
          items={[
            "You must be at least 16 years old to use Macrowise; it is not intended for children under 16.",
            "Keep your password safe; you are responsible for activity under your account.",
            "Give accurate registration details. One free trial is available per person.",
          ]}
        />
      </Section>
      <Section title="3. Trial, plans and payment">
        <p>
          New accounts get a free 5-day trial. Premium Monthly costs 3.99 EUR per month and Premium Annual 39.99 EUR per
          year. Subscriptions renew automatically until cancelled.
        </p>
      </Section>
      <Section title="4. Cancellation">
        <p>
          You can cancel at any time. Access continues until the end of the period already paid; there are no partial
          refunds for unused time.
        </p>
      </Section>
      <Section title="5. Acceptable use">
        <p>
          Do not misuse the service, attempt to access other users' data, or overload it through automated requests.
        </p>
      </Section>
      <Section title="6. Contact">
        <p>
          Questions about these terms: <SupportEmail className={inlineLink} />.
        </p>
      </Section>
    </StaticPage>
  );
}
