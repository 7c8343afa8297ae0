import { i18n } from "../../../lib/i18n.js";
import { BulletList, Section, StaticPage } from "./static-page.js";
import { WriteToSupport } from "./write-to-support.js";

export function PrivacyPolicyPage() {
  return (
    <StaticPage title={i18n._("Privacy Policy")} lead={i18n._("Last updated April 20, 2025")}>
      <Section title={i18n._("1. Who we are")}>
        <p>
          {i18n._(
            "Macrowise is a nutrition tracking service. This policy explains which personal data we collect when you use it, why, and the rights you have over it.",
          )}
        </p>
      </Section>
      <Section title={i18n._("2. Data we collect")}>
        <BulletList
          items={[
            i18n._("Account data: username, email address, gender and a securely hashed password."),
            i18n._(
              "Nutrition data you enter: meals, goals and your body profile (age, weight, height, activity level).",
            ),
            i18n._("Photos you upload to the Food Analyzer, used only to produce the analysis."),
            i18n._(
              "Technical data: session cookies needed to keep you signed in, your time zone and basic request logs.",
            ),
          ]}
        />
      </Section>
      <Section title={i18n._("3. How we use your data")}>
        <p>
          {i18n._(
            "We use your data only to provide the service: to show your history and progress, to compute health figures, to generate AI recommendations at your request, to manage your subscription and to answer support requests. We do not sell your data.",
          )}
        </p>
      </Section>
      <Section title={i18n._("4. Retention")}>
        <p>
          {i18n._(
            "Your data is kept while your account exists. After a trial ends it is preserved for a 7-day grace period. You can export your data or ask us to delete your account at any time.",
          )}
        </p>
      </Section>
      <Section title={i18n._("5. Children")}>
        <p>
          {i18n._("Macrowise is not intended for children under 16, and we do not knowingly collect data from them.")}
        </p>
      </Section>
      <Section title={i18n._("6. Your rights")}>
        <p>
          {i18n._("You may access, correct, export or delete your personal data, and object to its processing.")}{" "}
          <WriteToSupport />
        </p>
      </Section>
    </StaticPage>
  );
}
