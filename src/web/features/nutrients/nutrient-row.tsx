import type { DayNutrient } from "../../../shared/contracts/nutrients.js";
import { nutrientInfo } from "../../../shared/domain/nutrients.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { formatAmount, percentOf, referenceText } from "../../lib/nutrient-format.js";
import { nutrientName } from "./nutrient-names.js";

/**
 * One nutrient of a day: the amount (or 'not given'), a bar against its reference intake (emerald
 * towards a target, amber past a limit) and the reference itself. An asterisk marks a sum some of
 * the day's meals do not contribute to.
 */
export function NutrientRow({ nutrient }: { nutrient: DayNutrient }) {
  const { unit } = nutrientInfo(nutrient.key);
  const label = nutrientName(nutrient.key);
  const percent = percentOf(nutrient.amount, nutrient.reference);
  const overLimit = nutrient.reference?.kind === "limit" && percent !== null && percent > 100;
  const partial = nutrient.amount !== null && nutrient.mealsMissing > 0;
  return (
    <li className="min-w-0 py-1.5" data-testid={`nutrient-${nutrient.key}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate text-neutral-700 dark:text-neutral-300">{label}</span>
        <span className="shrink-0 tabular-nums">
          {nutrient.amount === null ? (
            <span className="text-neutral-500 dark:text-neutral-400">{i18n._("not given")}</span>
          ) : (
            <>
              <span className="font-semibold text-neutral-900 dark:text-neutral-100" data-testid="nutrient-amount">
                {formatAmount(nutrient.amount)}
              </span>{" "}
              <span className="text-xs text-neutral-500 dark:text-neutral-400">{unit}</span>
              {partial && (
                <>
                  <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
                    *
                  </span>
                  <span className="sr-only"> {i18n._("(some meals do not give this value)")}</span>
                </>
              )}
            </>
          )}
          {percent !== null && (
            <span
              className={cn(
                "ml-2 inline-block w-10 text-right text-xs",
                overLimit
                  ? "font-semibold text-amber-700 dark:text-amber-400"
                  : "text-neutral-500 dark:text-neutral-400",
              )}
            >
              {percent}%
            </span>
          )}
        </span>
      </div>
      {nutrient.reference && (
        <div className="mt-1 flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={i18n._("{nutrient}: {reference}", {
              nutrient: label,
              reference: referenceText(nutrient.reference, unit),
            })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, percent ?? 0)}
            className="h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
          >
            <div
              className={cn("h-full rounded-full", overLimit ? "bg-amber-500" : "bg-emerald-500")}
              style={{ width: `${Math.min(100, percent ?? 0)}%` }}
            />
          </div>
          <span className="shrink-0 text-[11px] text-neutral-500 dark:text-neutral-400">
            {referenceText(nutrient.reference, unit)}
          </span>
        </div>
      )}
    </li>
  );
}
