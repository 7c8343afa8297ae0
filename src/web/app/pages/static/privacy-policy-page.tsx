import { SupportEmail } from "../../../features/contact/support-email.js";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section, StaticPage } from "./static-page.js";

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" lead="Last updated April 20, 2025">
      <Section title="1. Who we are">
        <p>
          Macrowise is a nutrition tracking service. This policy explains which personal data we collect when you use
          it, why, and the rights you have over it.
        </p>
      </Section>
      <Section title="2. Data we collect">
        <BulletList
          items={[
            "Account data: username, email address, gender and a securely hashed password.",
            "Nutrition data you enter: meals, goals and your body profile (age, weight, height, activity level).",
            "Photos you upload to the Food Analyzer, used only to produce the analysis.",
            "Technical data: session cookies needed to keep you signed in, your time zone and basic request logs.",
          ]}
        />
      </Section>
      <Section title="3. How we use your data">
        <p>
          We use your data only to provide the service: to show your history and progress, to compute health figures, to
          generate AI recommendations at your request, to manage your subscription and to answer support requests. We do
          not sell your data.
        </p>
      </Section>
      <Section title="4. Retention">
        <p>
          Your data is kept while your account exists. After a trial ends it is preserved for a 7-day grace period. You
          can export your data or ask us to delete your account at any time.
        </p>
      </Section>
      <Section title="5. Children">
        <p>Macrowise is not intended for children under 16, and we do not knowingly collect data from them.</p>
      </Section>
      <Section title="6. Your rights">
        <p>
          You may access, correct, export or delete your personal data, and object to its processing. Write to{" "}
          <SupportEmail className={inlineLink} />.
        </p>
      </Section>
    </StaticPage>
  );
}
