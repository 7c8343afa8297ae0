import type { NutrientTotals } from "../../shared/contracts/meals.js";

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
      <span className="font-semibold text-neutral-900 dark:text-neutral-100">{totals.calories} kcal</span>
      {totals.macrosGiven === false ? (
        <span className="text-neutral-500 italic dark:text-neutral-400" data-testid="macros-not-given">
          {" · macros not given"}
          <span className="sr-only"> (protein, carbs and fat were not entered)</span>
        </span>
      ) : (
        <span className="text-neutral-500 dark:text-neutral-400">
          {" · "}
          <abbr title="Protein" className="no-underline">
            P
          </abbr>{" "}
          {totals.proteins} g ·{" "}
          <abbr title="Carbs" className="no-underline">
            C
          </abbr>{" "}
          {totals.carbs} g ·{" "}
          <abbr title="Fat" className="no-underline">
            F
          </abbr>{" "}
          {totals.fats} g
        </span>
      )}
    </span>
  );
}
