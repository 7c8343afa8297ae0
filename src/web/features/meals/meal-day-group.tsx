import { CalendarPlus } from "lucide-react";
import { Button } from "../../components/ui/button.js";
import { dayHeading } from "../../lib/dates.js";
import type { MealDay } from "./group-meals.js";
import { MealMacros } from "./meal-macros.js";
import { type MealActions, MealRow } from "./meal-row.js";

interface MealDayGroupProps {
  day: MealDay;
  today: string;
  actions: MealActions | null;
  onCopyDay: ((date: string) => void) | null;
}

/** One local day of the history: its heading, totals, meals and "Copy day to today". */
export function MealDayGroup({ day, today, actions, onCopyDay }: MealDayGroupProps) {
  const heading = dayHeading(day.date, today);
  const isToday = day.date === today;
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
          <Button variant="outline" size="sm" onClick={() => onCopyDay(day.date)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Copy day to today
          </Button>
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
