import { type PresetFood, presetFoods } from "../../../shared/domain/preset-foods.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { cn } from "../../lib/cn.js";
import { i18n } from "../../lib/i18n.js";
import { plainFigure } from "./labels.js";

/** The 20 quick picks: one click fills the food name and its nutrients. */
export function PresetFoodChips({ onPick }: { onPick: (food: PresetFood) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {i18n._("Quick pick")}
      </legend>
      <ul className="flex max-h-32 flex-wrap gap-2 overflow-y-auto p-0.5">
        {presetFoods.map((food) => (
          <li key={food.id}>
            <button
              type="button"
              onClick={() => onPick(food)}
              title={i18n._("{portion}: {calories} kcal, P {proteins} g, C {carbs} g, F {fats} g", {
                portion: food.portion,
                calories: plainFigure(food.calories),
                proteins: plainFigure(food.proteins),
                carbs: plainFigure(food.carbs),
                fats: plainFigure(food.fats),
              })}
              className={cn(
                "cursor-pointer rounded-full border border-neutral-300 bg-white px-3 py-1 text-xs font-medium text-neutral-700 hover:border-emerald-500 hover:bg-emerald-50 hover:text-emerald-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:border-emerald-500 dark:hover:bg-emerald-950 dark:hover:text-emerald-200",
                focusRing,
              )}
            >
              {food.name}{" "}
              <span className="text-neutral-500 dark:text-neutral-400">· {plainFigure(food.calories)} kcal</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
