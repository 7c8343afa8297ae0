import type { Food } from "../../../shared/contracts/foods.js";
import { formatNumber } from "./food-amount.js";
import { FoodBadges } from "./food-badges.js";

/** The picked food, what 100 g (ml) of it holds, and where the numbers come from. */
export function SelectedFood({ food }: { food: Food }) {
  const p = food.per100;
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
        <span data-testid="selected-food">{food.name}</span>
        <FoodBadges food={food} />
      </p>
      <p className="text-xs text-neutral-500 dark:text-neutral-400">
        Per 100 {food.basis}: {formatNumber(p.calories)} kcal · P {formatNumber(p.proteins)} g · C{" "}
        {formatNumber(p.carbs)} g · F {formatNumber(p.fats)} g
        {p.fiber !== null && ` · fiber ${formatNumber(p.fiber)} g`}
      </p>
      {food.source && <p className="text-xs text-neutral-500 dark:text-neutral-400">Source: {food.source}</p>}
    </div>
  );
}
