import type { MealNumbers } from "../../../shared/domain/food-math.js";
import { msg } from "../../../shared/i18n/msg.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { plainFigure } from "./labels.js";
import { MicronutrientFacts } from "./micronutrient-facts.js";

const items = [
  ["calories", msg("Calories"), "kcal"],
  ["proteins", msg("Protein"), "g"],
  ["carbs", msg("Carbs"), "g"],
  ["fats", msg("Fat"), "g"],
  ["fiber", msg("Fiber"), "g"],
] as const;

/**
 * Live numbers for the chosen amount (nutrientsFor: what the server will store); dashes when the
 * amount is invalid or the food does not say (fiber). The micronutrients open below.
 */
export function NutrientPreview({
  numbers,
  label,
  className,
}: {
  numbers: MealNumbers | null;
  label: string;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      aria-live="polite"
      data-testid="nutrient-preview"
      className={cn(
        "rounded-lg border border-emerald-200 bg-emerald-50/60 px-3 py-2 dark:border-emerald-900 dark:bg-emerald-950/40",
        className,
      )}
    >
      <dl className="grid grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))] gap-1 text-center">
        {items.map(([key, name, unit]) => {
          const value = numbers ? numbers[key] : null;
          return (
            <div key={key} className="min-w-0">
              <dt className="truncate text-xs text-neutral-600 dark:text-neutral-400">{i18n._(name)}</dt>
              <dd
                data-testid={`preview-${key}`}
                className={cn(
                  "font-semibold tabular-nums text-neutral-900 dark:text-neutral-100",
                  key === "calories" ? "text-lg text-emerald-700 dark:text-emerald-300" : "text-sm sm:text-base",
                )}
              >
                {value === null ? "–" : plainFigure(key === "fiber" ? Math.round(value * 10) / 10 : value)}
                <span className="ml-0.5 text-xs font-normal text-neutral-500 dark:text-neutral-400">{unit}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      {numbers && <MicronutrientFacts values={numbers} />}
    </section>
  );
}
