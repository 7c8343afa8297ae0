import { SupportEmail } from "../../../features/contact/support-email.js";
import { i18n } from "../../../lib/i18n.js";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section, StaticPage } from "./static-page.js";
import { keep, withParts } from "./text-parts.js";
import { ContactFormLink } from "./write-to-support.js";

export function TermsOfServicePage() {
  return (
    <StaticPage title={i18n._("Terms of Service")} lead={i18n._("Last updated April 20, 2025")}>
      <Section title={i18n._("1. The service")}>
        <p>
          {i18n._(
            "Macrowise lets you track meals, set nutrition goals and receive AI-generated suggestions. Its figures are estimates for general wellbeing and are not medical advice; consult a professional for medical or dietary decisions.",
          )}
        </p>
      </Section>
      <Section title={i18n._("2. Your account")}>
        <BulletList
          items={[
            i18n._("You must be at least 16 years old to use Macrowise; it is not intended for children under 16."),
            i18n._("Keep your password safe; you are responsible for activity under your account."),
            i18n._("Give accurate registration details. One free trial is available per person."),
          ]}
        />
      </Section>
      <Section title={i18n._("3. Trial, plans and payment")}>
        <p>
          {i18n._(
            "New accounts get a free 5-day trial. Premium Monthly costs 3.99 EUR per month and Premium Annual 39.99 EUR per year. Subscriptions renew automatically until cancelled.",
          )}
        </p>
      </Section>
      <Section title={i18n._("4. Cancellation")}>
        <p>
          {i18n._(
            "You can cancel at any time. Access continues until the end of the period already paid; there are no partial refunds for unused time.",
          )}
        </p>
      </Section>
      <Section title={i18n._("5. Acceptable use")}>
        <p>
          {i18n._(
            "Do not misuse the service, attempt to access other users' data, or overload it through automated requests.",
          )}
        </p>
      </Section>
      <Section title={i18n._("6. Contact")}>
        <p>
          <SupportEmail className={inlineLink}>
            {(email) => {
              if (email) return withParts(i18n._("Questions about these terms: {email}.", keep({ email })), { email });
              const contactForm = <ContactFormLink />;
              return withParts(i18n._("Questions about these terms: us with {contactForm}.", keep({ contactForm })), {
                contactForm,
              });
            }}
          </SupportEmail>
        </p>
      </Section>
    </StaticPage>
  );
}
