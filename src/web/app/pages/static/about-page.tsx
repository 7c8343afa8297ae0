import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { i18n as pageI18n, pageLocale } from "../../../lib/i18n.js";
import { italianFirstI18n } from "../../../lib/italian-first.js";
import { BulletList, Section, StaticPage } from "./static-page.js";

/**
 * Spec commercial 1 and 2: the about page, written by the specification in Italian, with a way back
 * home and a way in. It stays Italian unless the person chose English (lib/italian-first.ts).
 */
export function AboutPage() {
  const i18n = italianFirstI18n();
  // The page's own translator speaks the page's language; the other one is the Italian catalog.
  const lang = i18n === pageI18n ? pageLocale() : "it";
  return (
    <div lang={lang}>
      <StaticPage
        title={i18n._("About us")}
        lead={i18n._("Macrowise: the simple, honest food diary you can host yourself.")}
      >
        <Section title={i18n._("Our idea")}>
          <p>
            {i18n._(
              "Eating well starts with knowing what you eat. Macrowise makes logging meals quick, shows calories and macronutrients against goals made for you and uses artificial intelligence only where it saves you time.",
            )}
          </p>
        </Section>
        <Section title={i18n._("What you can do")}>
          <BulletList
            items={[
              i18n._("Log meals with calories, protein, carbs and fat."),
              i18n._("Set nutrition goals from ready-made templates or from scratch."),
              i18n._("Calculate BMI and basal metabolism from your profile."),
              i18n._("Follow your progress with weekly charts."),
              i18n._("Get meal and goal suggestions from the AI assistant."),
            ]}
          />
        </Section>
        <Section title={i18n._("Your data stays yours")}>
          <p>
            {i18n._(
              "Macrowise can be installed on your own server: your diary never leaves it, and you can export everything whenever you like.",
            )}
          </p>
        </Section>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {i18n._("Back to home")}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/auth?mode=login">
              {i18n._("Start now")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
        </div>
      </StaticPage>
    </div>
  );
}
