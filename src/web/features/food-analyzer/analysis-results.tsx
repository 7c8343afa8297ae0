import { CircleAlert, Leaf, Lightbulb, TriangleAlert } from "lucide-react";
import type { FoodAnalysis } from "../../../shared/contracts/ai.js";
import { Alert } from "../../components/ui/alert.js";
import { NutrientLine } from "../ai/nutrient-line.js";
import { analysisHints } from "./analysis-hints.js";

function Notes({ title, icon, items, tone }: { title: string; icon: React.ReactNode; items: string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-1.5">
      <h3 className={`flex items-center gap-1.5 text-sm font-semibold ${tone}`}>
        <span aria-hidden="true">{icon}</span>
        {title}
      </h3>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The foods found, each with its calories and macros, the totals, benefits and concerns. */
export function AnalysisResults({ analysis }: { analysis: FoodAnalysis }) {
  const hints = analysisHints(analysis);
  return (
    <div className="space-y-5">
      <section aria-label="Totals" className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50">
        <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase dark:text-emerald-300">Total</p>
        <p className="text-3xl font-bold tabular-nums">
          {Math.round(analysis.totalCalories)} <span className="text-base font-medium">kcal</span>
        </p>
        <div className="mt-2">
          <NutrientLine
            values={{
              calories: analysis.totalCalories,
              proteins: analysis.totalProteins,
              carbs: analysis.totalCarbs,
              fats: analysis.totalFats,
            }}
          />
        </div>
      </section>

      {analysis.foods.length > 0 && (
        <section aria-label="Foods identified" className="space-y-2">
          <h3 className="text-sm font-semibold">Foods identified</h3>
          <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {analysis.foods.map((food, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same food may be listed twice
              <li key={`${food.name}-${index}`} className="space-y-1.5 px-3 py-2.5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{food.name}</span>
                  {food.portion && (
                    <span className="text-xs text-neutral-500 dark:text-neutral-400">{food.portion}</span>
                  )}
                </div>
                <NutrientLine values={food} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {hints.length > 0 && (
        <Alert tone="warning" className="space-y-1">
          <p className="flex items-center gap-1.5 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Part of this photo could not be read
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </Alert>
      )}

      <Notes
        title="Nutritional benefits"
        icon={<Leaf className="size-4" />}
        items={analysis.benefits}
        tone="text-emerald-700 dark:text-emerald-400"
      />
      <Notes
        title="Things to watch"
        icon={<CircleAlert className="size-4" />}
        items={analysis.concerns}
        tone="text-amber-700 dark:text-amber-400"
      />
      <p className="flex items-start gap-1.5 text-xs text-neutral-500 dark:text-neutral-400">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Figures are estimates from a photo; weigh your food for exact values.
      </p>
    </div>
  );
}
