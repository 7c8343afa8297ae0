const steps = [
  { title: "Create your account", text: "Register in under a minute and start a free 5-day trial with every feature." },
  {
    title: "Log what you eat",
    text: "Add meals from the food database or by hand, or describe a plate to the analyzer; the day's totals add up as you go.",
  },
  { title: "Set a goal", text: "Pick a preset such as maintenance or muscle gain, or set your own daily targets." },
  {
    title: "Follow your progress",
    text: "Watch your trends, and ask the AI assistant for meal ideas that fit your goal.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="py-12">
      <h2 id="how-heading" className="text-center text-2xl font-bold sm:text-3xl">
        How it works
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
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
