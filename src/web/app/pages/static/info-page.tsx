import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { i18n } from "../../../lib/i18n.js";
import { Section, StaticPage } from "./static-page.js";

export function InfoPage() {
  return (
    <StaticPage
      title={i18n._("About Macrowise")}
      lead={i18n._("A calm, honest nutrition tracker you can run yourself.")}
    >
      <Section title={i18n._("Our idea")}>
        <p>
          {i18n._(
            "Eating well starts with knowing what you eat. Macrowise keeps meal logging quick, shows your calories and macros against goals that fit you, and adds AI help only where it saves you time.",
          )}
        </p>
      </Section>
      <Section title={i18n._("Your data stays yours")}>
        <p>
          {i18n._(
            "Macrowise is self-hostable: run it on your own server and your food diary never leaves it. Export everything whenever you like.",
          )}
        </p>
      </Section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/">{i18n._("Back to Home")}</Link>
        </Button>
        <Button asChild>
          <Link to="/auth">{i18n._("Get Started")}</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
