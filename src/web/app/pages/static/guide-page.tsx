import { Link } from "react-router";
import { msg } from "../../../../shared/i18n/msg.js";
import { Button } from "../../../components/ui/button.js";
import { i18n } from "../../../lib/i18n.js";
import { useBillingOff } from "../../../lib/payments-config.js";
import { ImportExportSections } from "./export-format.js";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section, StaticPage } from "./static-page.js";
import { supportHours } from "./support.js";
import { keep, withParts } from "./text-parts.js";
import { WriteToSupport } from "./write-to-support.js";

const anchors = [
  { id: "welcome", label: msg("Welcome") },
  { id: "features", label: msg("Key features") },
  { id: "food-analyzer", label: msg("Food Analyzer") },
  { id: "trial", label: msg("Free trial") },
  { id: "getting-started", label: msg("Getting started") },
  { id: "import", label: msg("Importing") },
  { id: "export-format", label: msg("Export format") },
  { id: "support", label: msg("Support") },
] as const;

export function GuidePage() {
  // With billing off there are no prices: no link to them.
  const billingOff = useBillingOff();
  const pricingPage = billingOff ? (
    i18n._("pricing page")
  ) : (
    <Link to="/pricing" className={inlineLink}>
      {i18n._("pricing page")}
    </Link>
  );
  const contactPage = (
    <Link to="/contatti" className={inlineLink}>
      {i18n._("contact page")}
    </Link>
  );
  const hours = supportHours.map((row) => `${i18n._(row.days)} ${row.hours ?? i18n._("closed")}`).join(", ");
  return (
    <StaticPage title={i18n._("User Guide")} lead={i18n._("Everything you need to get the most out of Macrowise.")}>
      <nav
        aria-label={i18n._("Guide sections")}
        className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800"
      >
        <h2 className="text-sm font-semibold text-neutral-500 dark:text-neutral-400">{i18n._("Quick navigation")}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {anchors.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`} className={inlineLink}>
                {i18n._(anchor.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="welcome" title={i18n._("Welcome to Macrowise")}>
        <p>
          {i18n._(
            "Macrowise helps you understand what you eat. Log your meals, set daily nutrition goals and watch your progress over time, with an AI assistant ready to suggest meals that fit your targets.",
          )}
        </p>
      </Section>
      <Section id="features" title={i18n._("Key features")}>
        <BulletList
          items={[
            i18n._(
              "Meal tracking: record each meal with calories, protein, carbs and fat; today's totals update instantly.",
            ),
            i18n._(
              "Nutritional goals: start from a preset (maintenance, weight loss, muscle gain, low carb, keto, Mediterranean) or set your own.",
            ),
            i18n._("AI recommendations: meal ideas and goal suggestions based on your profile and history."),
            i18n._("Health calculators: BMI and basal metabolism from your body profile."),
            i18n._("Progress tracking: weekly charts of calories and macros."),
            i18n._(
              "Data export: download everything you keep here (meals, weigh-ins and measurements, own foods and recipes, goals, profile, chats, subscription and payments) whenever you like, as one JSON file or as CSV files for a spreadsheet, with or without a plan; and import a history from another app or server.",
            ),
          ]}
        />
      </Section>
      <Section id="food-analyzer" title={i18n._("Using the Food Analyzer")}>
        <p>
          {i18n._(
            "Describe your meal in words, with an amount for each food (“2 eggs, a slice of toast with butter”, “200 g chicken breast and a cup of rice”), then press Analyze: Macrowise finds each food in its food database and gives its calories and macros, the totals, and what it did not recognise. Where the server has a vision model (AI_PROVIDER=openai), you can also upload a photo of your meal or take one with your camera; for better results use a clear, well-lit photo taken from above. Visitors without an account get one free analysis, typed or photo.",
          )}
        </p>
      </Section>
      <Section id="trial" title={i18n._("Your free trial")}>
        <p>
          {i18n._("Every new account gets 5 days of full access to every feature.")}{" "}
          {withParts(
            i18n._(
              "When the trial ends your data is kept for a 7-day grace period; choose a plan on the {pricingPage} to keep going.",
              keep({ pricingPage }),
            ),
            { pricingPage },
          )}{" "}
          {i18n._("You are reminded two days before the trial ends.")}
        </p>
      </Section>
      <Section id="getting-started" title={i18n._("Getting started")}>
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>{i18n._("Create your account on the registration page.")}</li>
          <li>{i18n._("Complete your profile with age, weight, height and activity level.")}</li>
          <li>{i18n._("Set your first nutrition goal.")}</li>
          <li>{i18n._("Log today's meals and check your dashboard.")}</li>
        </ol>
      </Section>
      <ImportExportSections />
      <Section id="support" title={i18n._("Support")}>
        <p>
          {i18n._("Questions or problems?")} <WriteToSupport /> {i18n._("Premium subscribers get priority support.")}
        </p>
        <p>
          {i18n._("Support hours: {hours}.", { hours })}{" "}
          {withParts(i18n._("You can also use the {contactPage} at any time.", keep({ contactPage })), { contactPage })}
        </p>
      </Section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/auth">{i18n._("Create Your Account")}</Link>
        </Button>
        {!billingOff && (
          <Button asChild variant="outline">
            <Link to="/pricing">{i18n._("View Pricing")}</Link>
          </Button>
        )}
      </div>
    </StaticPage>
  );
}
