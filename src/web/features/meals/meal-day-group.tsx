import { CalendarPlus, ChevronDown, Leaf } from "lucide-react";
import type { Meal, MealType } from "../../../shared/contracts/meals.js";
import { MealMacros } from "../../components/meal-macros.js";
import { Button } from "../../components/ui/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.js";
import { dayHeading } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { mealSlots, mealTypeDotClass } from "../../lib/meal-types.js";
import { groupBySlot, sumMeals } from "./group-meals.js";
import { slotTitle } from "./labels.js";
import type { MealActions } from "./meal-row.js";
import { MealSlot } from "./meal-slot.js";

interface MealDayGroupProps {
  date: string;
  today: string;
  meals: Meal[];
  actions: MealActions | null;
  /** Copies the day's meals (or one meal type's) to today; null when read-only. */
  onCopyDay: ((date: string, mealType?: MealType) => void) | null;
  /** A copy is on its way: the copy buttons wait for it (a double click copies once). */
  copying?: boolean;
  /** A slot's '+ Add'; null when read-only. */
  onAdd: ((mealType: MealType) => void) | null;
  /** Opens the day's nutrient panel; null when read-only. */
  onShowNutrients: ((date: string, heading: string) => void) | null;
}

function CopyDayActions({
  date,
  heading,
  meals,
  onCopyDay,
  copying,
}: {
  date: string;
  heading: string;
  meals: Meal[];
  onCopyDay: (date: string, mealType?: MealType) => void;
  copying: boolean;
}) {
  const types = mealSlots
    .map(({ type }): [MealType, number] => [type, meals.filter((meal) => meal.mealType === type).length])
    .filter(([, count]) => count > 0);
  if (types.length === 0) return null;
  return (
    <>
      <Button variant="outline" size="sm" disabled={copying} onClick={() => onCopyDay(date)}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {i18n._("Copy day to today")}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            disabled={copying}
            aria-label={i18n._("Copy a meal type from {day} to today", { day: heading })}
          >
            <span aria-hidden="true">{i18n._("Copy a meal type")}</span>
            <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{i18n._("Copy to today")}</DropdownMenuLabel>
          {types.map(([type, count]) => (
            <DropdownMenuItem key={type} onSelect={() => onCopyDay(date, type)}>
              <span className={`size-2.5 rounded-full ${mealTypeDotClass(type)}`} aria-hidden="true" />
              {i18n._(
                "{type, select, breakfast {Breakfast to today} lunch {Lunch to today} dinner {Dinner to today} other {Snack to today}}",
                { type },
              )}
              <span className="ml-auto text-xs text-neutral-500 dark:text-neutral-400">{count}</span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** One local day of the diary: its heading and total, then Breakfast, Lunch, Dinner and Snacks. */
export function MealDayGroup(props: MealDayGroupProps) {
  const { date, today, meals, actions, onCopyDay, copying = false, onAdd, onShowNutrients } = props;
  const heading = dayHeading(date, today);
  const isToday = date === today;
  const withoutMacros = meals.filter((meal) => !meal.macrosGiven).length;
  return (
    <section aria-label={heading} className="rounded-lg border border-neutral-200 px-4 dark:border-neutral-800">
      <header className="flex flex-col gap-2 border-b border-neutral-200 py-3 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800">
        <div className="min-w-0">
          <h4 className="font-semibold">{heading}</h4>
          {meals.length === 0 ? (
            <p className="text-sm text-neutral-500 dark:text-neutral-400">
              {isToday ? i18n._("No meals recorded today") : i18n._("No meals recorded on this day")}
            </p>
          ) : (
            <p className="text-sm">
              <span className="sr-only">{i18n._("Day total: ")}</span>
              <MealMacros totals={sumMeals(meals)} />
            </p>
          )}
          {withoutMacros > 0 && (
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              {i18n._(
                "{count, plural, one {# meal has no macros: the grams leave it out.} other {# meals have no macros: the grams leave them out.}}",
                { count: withoutMacros },
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {onShowNutrients && meals.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onShowNutrients(date, heading)}
              aria-label={i18n._("Nutrients of {day}", { day: heading })}
            >
              <Leaf aria-hidden="true" className="size-4" />
              {i18n._("Nutrients")}
            </Button>
          )}
          {onCopyDay && !isToday && (
            <CopyDayActions date={date} heading={heading} meals={meals} onCopyDay={onCopyDay} copying={copying} />
          )}
        </div>
      </header>
      <div className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {groupBySlot(meals).map((slot) => (
          <MealSlot
            key={slot.type}
            slot={slot}
            title={slotTitle(slot.type)}
            isToday={isToday}
            actions={actions}
            onAdd={onAdd ? () => onAdd(slot.type) : null}
          />
        ))}
      </div>
    </section>
  );
}
