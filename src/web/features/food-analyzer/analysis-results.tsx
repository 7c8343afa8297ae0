import { CircleAlert, Info, Leaf, Lightbulb, TriangleAlert } from "lucide-react";
import type { FoodAnalysis } from "../../../shared/contracts/ai.js";
import type { DescribedFood, UnrecognisedPart } from "../../../shared/contracts/meal-description.js";
import { NutrientLine } from "../../components/nutrient-line.js";
import { Alert } from "../../components/ui/alert.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { analysisHints } from "./analysis-hints.js";

/** A quote of what was typed, cut where it would fill the panel (10,000 letters of one word do). */
const QUOTE_LENGTH = 80;
const quote = (text: string) => `“${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text}”`;

type AnalysedFood = FoodAnalysis["foods"][number] & Partial<Pick<DescribedFood, "typed" | "assumed">>;

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

function FoodRow({ food }: { food: AnalysedFood }) {
  return (
    <li className="space-y-1.5 px-3 py-2.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{food.name}</span>
        {food.portion && <span className="text-xs text-neutral-600 dark:text-neutral-400">{food.portion}</span>}
      </div>
      {food.typed && (
        <p className="text-xs wrap-anywhere text-neutral-600 dark:text-neutral-400">
          {/* The quote once, after a label that reads before it in both languages ("Da", "Hai scritto:"). */}
          <span className="sr-only">{i18n._("You wrote:")} </span>
          <span aria-hidden="true">{i18n._("From")} </span>
          {quote(food.typed)}
        </p>
      )}
      <NutrientLine values={food} />
      {food.assumed && (
        <p className="flex items-start gap-1.5 text-xs text-amber-800 dark:text-amber-300">
          <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {food.assumed}
        </p>
      )}
    </li>
  );
}

function NotRecognised({ parts }: { parts: UnrecognisedPart[] }) {
  if (parts.length === 0) return null;
  return (
    <Alert tone="warning" className="space-y-1">
      <h3 className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {i18n._("Not recognised")}
      </h3>
      <ul className="list-disc space-y-0.5 pl-5">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same words may be typed twice
          <li key={`${part.typed}-${index}`} className="wrap-anywhere">
            {quote(part.typed)}: {part.reason}
          </li>
        ))}
      </ul>
      <p>{i18n._("These are not in the totals.")}</p>
    </Alert>
  );
}

interface AnalysisResultsProps {
  analysis: FoodAnalysis & { foods: AnalysedFood[]; unrecognised?: UnrecognisedPart[] };
  source: "photo" | "description";
}

/** The foods found, each with its calories and macros, the totals, benefits and concerns. */
export function AnalysisResults({ analysis, source }: AnalysisResultsProps) {
  const hints = analysisHints(analysis, source);
  return (
    <div className="space-y-5">
      <section aria-label={i18n._("Totals")} className="rounded-lg bg-emerald-50 p-4 dark:bg-emerald-950/50">
        <p className="text-xs font-medium tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
          {i18n._("Total")}
        </p>
        <p className="text-3xl font-bold tabular-nums">
          {writeNumber(Math.round(analysis.totalCalories))} <span className="text-base font-medium">kcal</span>
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
        <section aria-label={i18n._("Foods identified")} className="space-y-2">
          <h3 className="text-sm font-semibold">{i18n._("Foods identified")}</h3>
          <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {analysis.foods.map((food, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same food may be listed twice
              <FoodRow key={`${food.name}-${index}`} food={food} />
            ))}
          </ul>
        </section>
      )}

      <NotRecognised parts={analysis.unrecognised ?? []} />

      {hints.length > 0 && (
        <Alert tone="warning" className="space-y-1">
          <p className="flex items-center gap-1.5 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {source === "photo"
              ? i18n._("Part of this photo could not be read")
              : i18n._("Nothing here could be counted")}
          </p>
          <ul className="list-disc space-y-0.5 pl-5">
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </Alert>
      )}

      <Notes
        title={i18n._("Nutritional benefits")}
        icon={<Leaf className="size-4" />}
        items={analysis.benefits}
        tone="text-emerald-700 dark:text-emerald-400"
      />
      <Notes
        title={i18n._("Things to watch")}
        icon={<CircleAlert className="size-4" />}
        items={analysis.concerns}
        tone="text-amber-700 dark:text-amber-400"
      />
      <p className="flex items-start gap-1.5 text-xs text-neutral-600 dark:text-neutral-400">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {source === "photo"
          ? i18n._("Figures are estimates from a photo; weigh your food for exact values.")
          : i18n._("Figures come from the food database for the amounts shown; weigh your food for exact values.")}
      </p>
    </div>
  );
}
