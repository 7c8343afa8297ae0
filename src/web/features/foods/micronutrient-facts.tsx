import type { Micronutrients } from "../../../shared/domain/nutrients.js";
import { MICRONUTRIENTS } from "../../../shared/domain/nutrients.js";
import { i18n } from "../../lib/i18n.js";
import { formatAmount } from "../../lib/nutrient-format.js";

/**
 * The vitamins, minerals and fats an amount holds, behind a disclosure: only the values the food's
 * source gives (fiber is shown above it).
 */
export function MicronutrientFacts({ values }: { values: Micronutrients }) {
  const known = MICRONUTRIENTS.filter((n) => n.key !== "fiber" && values[n.key] !== null);
  if (known.length === 0) {
    return (
      <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">
        {i18n._("No micronutrients known for this food.")}
      </p>
    );
  }
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer rounded text-xs font-medium text-emerald-700 select-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none dark:text-emerald-400">
        {i18n._("Vitamins, minerals and more ({count})", { count: known.length })}
      </summary>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-0.5 min-[420px]:grid-cols-2" data-testid="micronutrient-facts">
        {known.map((n) => (
          <div key={n.key} className="flex min-w-0 justify-between gap-2">
            <dt className="truncate text-neutral-600 dark:text-neutral-400">{i18n._(n.label)}</dt>
            <dd className="shrink-0 tabular-nums">
              {formatAmount(values[n.key] as number)}{" "}
              <span className="text-xs text-neutral-500 dark:text-neutral-400">{n.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
