import { Link } from "react-router";
import { Button } from "../../../components/ui/button.js";
import { SupportEmail } from "../../../features/contact/support-email.js";
import { useBillingOff } from "../../../lib/payments-config.js";
import { ImportExportSections } from "./export-format.js";
import { inlineLink } from "./link-classes.js";
import { BulletList, Section, StaticPage } from "./static-page.js";
import { supportHours } from "./support.js";

const anchors = [
  { id: "welcome", label: "Welcome" },
  { id: "features", label: "Key features" },
  { id: "food-analyzer", label: "Food Analyzer" },
  { id: "trial", label: "Free trial" },
  { id: "getting-started", label: "Getting started" },
  { id: "import", label: "Importing" },
  { id: "export-format", label: "Export format" },
  { id: "support", label: "Support" },
] as const;

export function GuidePage() {
  // With billing off there are no prices: no link to them.
  const billingOff = useBillingOff();
  return (
    <StaticPage title="User Guide" lead="Everything you need to get the most out of Macrowise.">
      <nav aria-label="Guide sections" className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
        <h2 className="text-sm font-semibold text-neutral-500 dark:text-neutral-400">Quick navigation</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {anchors.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`} className={inlineLink}>
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="welcome" title="Welcome to Macrowise">
        <p>
          Macrowise helps you understand what you eat. Log your meals, set daily nutrition goals and watch your progress
          over time, with an AI assistant ready to suggest meals that fit your targets.
        </p>
      </Section>
      <Section id="features" title="Key features">
        <BulletList
          items={[
            "Meal tracking: record each meal with calories, protein, carbs and fat; today's totals update instantly.",
            "Nutritional goals: start from a preset (maintenance, weight loss, muscle gain, low carb, keto, Mediterranean) or set your own.",
            "AI recommendations: meal ideas and goal suggestions based on your profile and history.",
            "Health calculators: BMI and basal metabolism from your body profile.",
            "Progress tracking: weekly charts of calories and macros.",
            "Data export: download everything you keep here (meals, weigh-ins and measurements, own foods and recipes, goals, profile, chats, subscription and payments) whenever you like, as one JSON file or as CSV files for a spreadsheet, with or without a plan; and import a history from another app or server.",
          ]}
        />
      </Section>
      <Section id="food-analyzer" title="Using the Food Analyzer">
        <p>
          Describe your meal in words, with an amount for each food (“2 eggs, a slice of toast with butter”, “200 g
          chicken breast and a cup of rice”), then press Analyze: Macrowise finds each food in its food database and
          gives its calories and macros, the totals, and what it did not recognise. Where the server has a vision model
          (AI_PROVIDER=openai), you can also upload a photo of your meal or take one with your camera; for better
          results use a clear, well-lit photo taken from above. Visitors without an account get one free analysis, typed
          or photo.
        </p>
      </Section>
      <Section id="trial" title="Your free trial">
        <p>
          Every new account gets 5 days of full access to every feature. When the trial ends your data is kept for a
          7-day grace period; choose a plan on the{" "}
          {billingOff ? (
            "pricing page"
          ) : (
            <Link to="/pricing" className={inlineLink}>
              pricing page
            </Link>
          )}{" "}
          to keep going. You are reminded two days before the trial ends.
        </p>
      </Section>
      <Section id="getting-started" title="Getting started">
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>Create your account on the registration page.</li>
          <li>Complete your profile with age, weight, height and activity level.</li>
          <li>Set your first nutrition goal.</li>
          <li>Log today's meals and check your dashboard.</li>
        </ol>
      </Section>
      <ImportExportSections />
      <Section id="support" title="Support">
        <p>
          Questions or problems? Write to <SupportEmail className={inlineLink} />. Premium subscribers get priority
          support.
        </p>
        <p>
          Support hours: {supportHours.map((row) => `${row.days} ${row.hours}`).join(", ")}. You can also use the{" "}
          <Link to="/contatti" className={inlineLink}>
            contact page
          </Link>{" "}
          at any time.
        </p>
      </Section>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/auth">Create Your Account</Link>
        </Button>
        {!billingOff && (
          <Button asChild variant="outline">
            <Link to="/pricing">View Pricing</Link>
          </Button>
        )}
      </div>
    </StaticPage>
  );
}
