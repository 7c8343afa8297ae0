import type { NutrientTotals } from "../../shared/contracts/meals.js";
import { i18n } from "../lib/i18n.js";
import { plainNumber } from "../lib/number-format.js";

interface MealMacrosProps {
  /** A meal or a sum of meals; `macrosGiven: false` is a quick add of calories only. */
  totals: NutrientTotals & { macrosGiven?: boolean };
  className?: string;
}

/**
 * '520 kcal · P 30 g · C 60 g · F 12 g', with each figure labelled for screen readers; a quick add
 * without macros reads '350 kcal · macros not given', never '0 g' as if someone had measured it.
 */
export function MealMacros({ totals, className }: MealMacrosProps) {
  return (
    <span className={className}>
      <span className="font-semibold text-neutral-900 dark:text-neutral-100">{plainNumber(totals.calories)} kcal</span>
      {totals.macrosGiven === false ? (
        <span className="text-neutral-500 italic dark:text-neutral-400" data-testid="macros-not-given">
          {` · ${i18n._("macros not given")}`}
          <span className="sr-only"> {i18n._("(protein, carbs and fat were not entered)")}</span>
        </span>
      ) : (
        <span className="text-neutral-500 dark:text-neutral-400">
          {" · "}
          <abbr title={i18n._("Protein")} className="no-underline">
            {i18n._("P")}
          </abbr>{" "}
          {plainNumber(totals.proteins)} g ·{" "}
          <abbr title={i18n._("Carbs")} className="no-underline">
            {i18n._("C")}
          </abbr>{" "}
          {plainNumber(totals.carbs)} g ·{" "}
          <abbr title={i18n._("Fat")} className="no-underline">
            {i18n._("F")}
          </abbr>{" "}
          {plainNumber(totals.fats)} g
        </span>
      )}
    </span>
  );
}
