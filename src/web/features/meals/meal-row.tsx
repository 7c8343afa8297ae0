import { CopyPlus, Pencil, Trash2 } from "lucide-react";
import type { Meal } from "../../../shared/contracts/meals.js";
import { MealMacros } from "../../components/meal-macros.js";
import { Button } from "../../components/ui/button.js";
import { timeOfDay } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { mealTypeDotClass } from "../../lib/meal-types.js";
import { mealTypeName } from "./labels.js";

export interface MealActions {
  onEdit: (meal: Meal) => void;
  onDelete: (meal: Meal) => void;
  onCopyToToday: (meal: Meal) => void;
  /** A copy is on its way: "Copy to today" waits for it. */
  copying?: boolean;
}

/** One meal in the history: type, time, food, nutrients and (unless read-only) its actions. */
export function MealRow({
  meal,
  actions,
  isToday,
  showType = false,
}: {
  meal: Meal;
  actions: MealActions | null;
  isToday: boolean;
  /** In a slot the heading already says the type; elsewhere the row says it. */
  showType?: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="flex items-center gap-2 text-xs text-neutral-500 dark:text-neutral-400">
          {showType && (
            <>
              <span aria-hidden="true" className={`size-2.5 rounded-full ${mealTypeDotClass(meal.mealType)}`} />
              {`${mealTypeName(meal.mealType)} · `}
            </>
          )}
          <time dateTime={meal.timestamp}>{timeOfDay(meal.timestamp)}</time>
        </p>
        <p className="wrap-anywhere font-medium">{meal.food}</p>
        <MealMacros totals={meal} className="block text-sm" />
        {meal.notes && <p className="text-sm text-neutral-600 italic dark:text-neutral-400">{meal.notes}</p>}
      </div>
      {actions && (
        <div className="flex shrink-0 gap-1">
          {!isToday && (
            <Button variant="ghost" size="sm" disabled={actions.copying} onClick={() => actions.onCopyToToday(meal)}>
              <CopyPlus aria-hidden="true" className="size-4" />
              <span className="sr-only">{i18n._("Copy {food} to today", { food: meal.food })}</span>
              <span aria-hidden="true">{i18n._("Copy to today")}</span>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={i18n._("Edit {food}", { food: meal.food })}
            onClick={() => actions.onEdit(meal)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghostDestructive"
            size="icon"
            aria-label={i18n._("Delete {food}", { food: meal.food })}
            onClick={() => actions.onDelete(meal)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
