import type { Goal } from "../../shared/contracts/goals.js";
import { cn } from "../lib/cn.js";

/** The four daily values of a goal as a small grid. */
export function GoalValues({
  goal,
  className,
}: {
  goal: Pick<Goal, "calories" | "proteins" | "carbs" | "fats">;
  className?: string;
}) {
  const items = [
    ["Calories", `${goal.calories} kcal`],
    ["Protein", `${goal.proteins} g`],
    ["Carbs", `${goal.carbs} g`],
    ["Fat", `${goal.fats} g`],
  ] as const;
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-neutral-50 px-3 py-2 dark:bg-neutral-800/60">
          <dt className="text-xs text-neutral-500 dark:text-neutral-400">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
