import type { Goal } from "../../shared/contracts/goals.js";
import { cn } from "../lib/cn.js";
import { i18n } from "../lib/i18n.js";
import { plainNumber } from "../lib/number-format.js";

/** The four daily values of a goal as a small grid. */
export function GoalValues({
  goal,
  className,
}: {
  goal: Pick<Goal, "calories" | "proteins" | "carbs" | "fats">;
  className?: string;
}) {
  const items = [
    ["calories", i18n._("Calories"), `${plainNumber(goal.calories)} kcal`],
    ["proteins", i18n._("Protein"), `${plainNumber(goal.proteins)} g`],
    ["carbs", i18n._("Carbs"), `${plainNumber(goal.carbs)} g`],
    ["fats", i18n._("Fat"), `${plainNumber(goal.fats)} g`],
  ] as const;
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {items.map(([key, label, value]) => (
        <div key={key} className="min-w-0 break-words rounded-lg bg-neutral-50 px-3 py-2 dark:bg-neutral-800/60">
          <dt className="text-xs text-neutral-500 dark:text-neutral-400">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
