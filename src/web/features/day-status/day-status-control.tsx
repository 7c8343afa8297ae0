import type { DayMark, DayStatus, DayStatusView } from "../../../shared/contracts/day-status.js";
import { ToggleGroup } from "../../components/ui/toggle-group.js";
import { errorMessage } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";
import { useDayStatus, useMarkDay } from "./api.js";

type Choice = DayMark | "auto";
const choices: { value: Choice; label: string }[] = [
  { value: "auto", label: "Automatic" },
  { value: "partial", label: "Partial" },
  { value: "fasted", label: "Fasted" },
];

const statusWords: Record<DayStatus, string> = {
  complete: "complete",
  partial: "partial: left out",
  fasted: "fasted: 0 kcal",
  missing: "not logged: left out",
};

function explanation(day: DayStatusView): string {
  const counted = `Counted as ${statusWords[day.status]}`;
  if (day.marked) return `${counted}, as you marked it.`;
  return `${counted} (${day.mealCount} meal${day.mealCount === 1 ? "" : "s"}, ${day.calories.toLocaleString("en-US")} of ${day.target.toLocaleString("en-US")} kcal: complete takes 2 meals and 40 %).`;
}

/**
 * How a day counts for the measured expenditure: the rule decides (complete with at least two
 * meals and 40 % of the target, else left out), or the person marks it partial (left out: they
 * did not log everything) or fasted (counted as 0 kcal).
 */
export function DayStatusControl({ date }: { date: string }) {
  const query = useDayStatus(date, true);
  const mark = useMarkDay();
  const day = query.data ?? null;
  const value: Choice = day?.marked ?? "auto";

  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3" data-testid="day-status">
      <span className="text-sm font-medium">This day's log</span>
      <ToggleGroup
        label="This day's log"
        options={choices}
        value={value}
        onChange={(status) =>
          mark.mutate(
            { date, status },
            { onError: (error) => toast.error("Unable to mark the day", { description: errorMessage(error) }) },
          )
        }
      />
      <span className="text-xs text-neutral-600 dark:text-neutral-400" aria-live="polite">
        {query.isError ? "The day's status could not be loaded." : day ? explanation(day) : ""}
      </span>
    </div>
  );
}
