import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { addDays } from "../../../shared/domain/local-day.js";
import { MEAL_MAX_DAYS_AHEAD, MEAL_MAX_YEARS_BACK } from "../../../shared/domain/meal-dates.js";
import { Button } from "../../components/ui/button.js";
import { Input } from "../../components/ui/input.js";
import { Label } from "../../components/ui/label.js";
import { i18n } from "../../lib/i18n.js";

interface DayNavigatorProps {
  date: string;
  today: string;
  onChange: (date: string) => void;
}

/** The first and last day a meal can be on (shared/domain/meal-dates.ts), as calendar dates. */
export function dayRange(today: string): { first: string; last: string } {
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  // 29 February five years back is 1 March, as the server counts it.
  const first = new Date(Date.UTC(year - MEAL_MAX_YEARS_BACK, month - 1, day)).toISOString().slice(0, 10);
  return { first, last: addDays(today, MEAL_MAX_DAYS_AHEAD) };
}

/** Previous day, any day from a date picker, next day, back to today: every logged meal is in reach. */
export function DayNavigator({ date, today, onChange }: DayNavigatorProps) {
  const id = useId();
  const { first, last } = dayRange(today);
  const go = (next: string) => {
    if (next >= first && next <= last) onChange(next);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={i18n._("Previous day")}
        disabled={date <= first}
        onClick={() => go(addDays(date, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="flex items-center gap-1 text-xs text-neutral-600 dark:text-neutral-400">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {i18n._("Show day")}
        </Label>
        <Input
          id={id}
          type="date"
          className="w-40"
          value={date}
          min={first}
          max={last}
          required
          onChange={(event) => event.target.value && go(event.target.value)}
        />
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={i18n._("Next day")}
        disabled={date >= last}
        onClick={() => go(addDays(date, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      {date !== today && (
        <Button variant="ghost" onClick={() => onChange(today)}>
          {i18n._("Back to today")}
        </Button>
      )}
    </div>
  );
}
