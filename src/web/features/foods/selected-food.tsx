import type { Food } from "../../../shared/contracts/foods.js";
import { i18n } from "../../lib/i18n.js";
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
        {i18n._("Per 100 {unit}: {calories} kcal · P {proteins} g · C {carbs} g · F {fats} g", {
          unit: food.basis,
          calories: formatNumber(p.calories),
          proteins: formatNumber(p.proteins),
          carbs: formatNumber(p.carbs),
          fats: formatNumber(p.fats),
        })}
        {p.fiber !== null && i18n._(" · fiber {fiber} g", { fiber: formatNumber(p.fiber) })}
      </p>
      {food.source && (
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          {i18n._("Source: {source}", { source: food.source })}
        </p>
      )}
    </div>
  );
}
