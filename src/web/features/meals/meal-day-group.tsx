import { CalendarPlus, ChevronDown } from "lucide-react";
import { type MealType, mealTypes } from "../../../shared/contracts/meals.js";
import { Button } from "../../components/ui/button.js";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.js";
import { dayHeading } from "../../lib/dates.js";
import type { MealDay } from "./group-meals.js";
import { MealMacros } from "./meal-macros.js";
import { type MealActions, MealRow } from "./meal-row.js";
import { mealTypeDotClass, mealTypeLabels } from "./meal-types.js";

interface MealDayGroupProps {
  day: MealDay;
  today: string;
  actions: MealActions | null;
  /** Copies the day's meals (or one meal type's) to today. */
  onCopyDay: ((date: string, mealType?: MealType) => void) | null;
}

/** The meal types a day has, in the usual order, with how many meals each. */
function typesOf(day: MealDay): [MealType, number][] {
  return mealTypes
    .map((type): [MealType, number] => [type, day.meals.filter((meal) => meal.mealType === type).length])
    .filter(([, count]) => count > 0);
}

/** One local day of the history: its heading, totals, meals and "Copy day to today". */
export function MealDayGroup({ day, today, actions, onCopyDay }: MealDayGroupProps) {
  const heading = dayHeading(day.date, today);
  const isToday = day.date === today;
  const types = typesOf(day);
  return (
    <section aria-label={heading} className="rounded-lg border border-neutral-200 px-4 dark:border-neutral-800">
      <header className="flex flex-col gap-2 border-b border-neutral-200 py-3 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800">
        <div>
          <h4 className="font-semibold">{heading}</h4>
          <p className="text-sm">
            <span className="sr-only">Day total: </span>
            <MealMacros totals={day.totals} />
          </p>
        </div>
        {onCopyDay && !isToday && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onCopyDay(day.date)}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Copy day to today
            </Button>
            {types.length > 0 && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm" aria-label={`Copy a meal type from ${heading} to today`}>
                    <span aria-hidden="true">Copy a meal type</span>
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuLabel>Copy to today</DropdownMenuLabel>
                  {types.map(([type, count]) => (
                    <DropdownMenuItem key={type} onSelect={() => onCopyDay(day.date, type)}>
                      <span className={`size-2.5 rounded-full ${mealTypeDotClass(type)}`} aria-hidden="true" />
                      {`${mealTypeLabels[type]} to today`}
                      <span className="ml-auto text-xs text-neutral-500">{count}</span>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </div>
        )}
      </header>
      <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
        {day.meals.map((meal) => (
          <MealRow key={meal.id} meal={meal} actions={actions} isToday={isToday} />
        ))}
      </ul>
    </section>
  );
}
