import { msg } from "../../../../shared/i18n/msg.js";
import { i18n } from "../../../lib/i18n.js";

const steps = [
  {
    title: msg("Create your account"),
    text: msg("Register in under a minute and start a free 5-day trial with every feature."),
  },
  {
    title: msg("Log what you eat"),
    text: msg(
      "Add meals from the food database or by hand, or describe a plate to the analyzer; the day's totals add up as you go.",
    ),
  },
  {
    title: msg("Set a goal"),
    text: msg("Pick a preset such as maintenance or muscle gain, or set your own daily targets."),
  },
  {
    title: msg("Follow your progress"),
    text: msg("Watch your trends, and ask the AI assistant for meal ideas that fit your goal."),
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="py-12">
      <h2 id="how-heading" className="text-center text-2xl font-bold sm:text-3xl">
        {i18n._("How it works")}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-600 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{i18n._(step.title)}</h3>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{i18n._(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
