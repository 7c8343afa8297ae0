import type { Food } from "../../../shared/contracts/foods.js";
import { formatNumber } from "./food-amount.js";
import { FoodBadges } from "./food-badges.js";

/** The picked food and what 100 g (ml) of it holds. */
export function SelectedFood({ food }: { food: Food }) {
  const p = food.per100;
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium break-words">
        <span data-testid="selected-food">{food.name}</span>
        <FoodBadges food={food} />
      </p>
      <p className="text-xs text-neutral-500 dark:text-neutral-400">
        Per 100 {food.basis}: {formatNumber(p.kcal)} kcal · P {formatNumber(p.protein)} g · C {formatNumber(p.carbs)} g
        · F {formatNumber(p.fat)} g · fiber {formatNumber(p.fiber)} g
      </p>
    </div>
  );
}
