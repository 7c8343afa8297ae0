import { Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button.js";
import { i18n } from "../../lib/i18n.js";
import { mealTypeDotClass } from "../../lib/meal-types.js";
import type { MealSlotGroup } from "./group-meals.js";
import { plainFigure } from "./labels.js";
import { type MealActions, MealRow } from "./meal-row.js";

interface MealSlotProps {
  slot: MealSlotGroup;
  title: string;
  isToday: boolean;
  actions: MealActions | null;
  /** '+ Add': opens the add form preset to this slot; null when read-only. */
  onAdd: (() => void) | null;
}

/** One part of a day: Breakfast, Lunch, Dinner or Snacks, with its subtotal, its meals and '+ Add'. */
export function MealSlot({ slot, title, isToday, actions, onAdd }: MealSlotProps) {
  const headingId = useId();
  const empty = slot.meals.length === 0;
  return (
    <section aria-labelledby={headingId} className="py-3" data-testid={`slot-${slot.type}`}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <h5 id={headingId} className="flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${mealTypeDotClass(slot.type)}`} />
            {title}
          </h5>
          <p className="text-sm tabular-nums text-neutral-600 dark:text-neutral-400">
            <span className="sr-only">{i18n._("{title} subtotal: ", { title })}</span>
            {`${plainFigure(empty ? 0 : slot.totals.calories)} kcal`}
          </p>
        </div>
        {onAdd && (
          <Button
            variant="ghost"
            size="sm"
            className="shrink-0"
            aria-label={i18n._("Add to {title}", { title })}
            onClick={onAdd}
          >
            <Plus aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{i18n._("Add")}</span>
          </Button>
        )}
      </div>
      {empty ? (
        <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">{i18n._("Nothing logged")}</p>
      ) : (
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {slot.meals.map((meal) => (
            <MealRow key={meal.id} meal={meal} actions={actions} isToday={isToday} />
          ))}
        </ul>
      )}
    </section>
  );
}
