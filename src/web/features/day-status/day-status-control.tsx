import type { DayMark, DayStatus, DayStatusView } from "../../../shared/contracts/day-status.js";
import { msg } from "../../../shared/i18n/msg.js";
import { ToggleGroup } from "../../components/ui/toggle-group.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { toast } from "../../lib/toast.js";
import { useDayStatus, useMarkDay } from "./api.js";

type Choice = DayMark | "auto";
const choices: { value: Choice; label: string }[] = [
  { value: "auto", label: msg("Automatic") },
  { value: "partial", label: msg("Partial") },
  { value: "fasted", label: msg("Fasted") },
];

/** "Counted as …": whole sentences per status, so each language words them its own way. */
const countedAs: Record<DayStatus, string> = {
  complete: msg("Counted as complete"),
  partial: msg("Counted as partial: left out"),
  fasted: msg("Counted as fasted: 0 kcal"),
  missing: msg("Counted as not logged: left out"),
};

function explanation(day: DayStatusView): string {
  const counted = i18n._(countedAs[day.status]);
  if (day.marked) return i18n._("{counted}, as you marked it.", { counted });
  return i18n._(
    "{counted} ({mealCount, plural, one {# meal} other {# meals}}, {calories} of {target} kcal: complete takes 2 meals and 40 %).",
    { counted, mealCount: day.mealCount, calories: writeNumber(day.calories), target: writeNumber(day.target) },
  );
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
      <span className="text-sm font-medium">{i18n._("This day's log")}</span>
      <ToggleGroup
        label={i18n._("This day's log")}
        options={choices.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }))}
        value={value}
        onChange={(status) =>
          mark.mutate(
            { date, status },
            { onError: (error) => toast.error(i18n._("Unable to mark the day"), { description: errorMessage(error) }) },
          )
        }
      />
      <span className="text-xs text-neutral-600 dark:text-neutral-400" aria-live="polite">
        {query.isError ? i18n._("The day's status could not be loaded.") : day ? explanation(day) : ""}
      </span>
    </div>
  );
}
