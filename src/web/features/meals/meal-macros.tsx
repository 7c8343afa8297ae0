import type { NutrientTotals } from "../../../shared/contracts/meals.js";

/** '520 kcal · P 30 g · C 60 g · F 12 g', with each figure labelled for screen readers. */
export function MealMacros({ totals, className }: { totals: NutrientTotals; className?: string }) {
  return (
    <span className={className}>
      <span className="font-semibold text-neutral-900 dark:text-neutral-100">{totals.calories} kcal</span>
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
    </span>
  );
}
