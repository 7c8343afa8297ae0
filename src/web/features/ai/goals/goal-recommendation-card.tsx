import { Check, Target } from "lucide-react";
import { useState } from "react";
import type { GoalRecommendation } from "../../../../shared/contracts/ai.js";
import type { CreateGoalRequest } from "../../../../shared/contracts/goals.js";
import { NutrientLine } from "../../../components/nutrient-line.js";
import { Button } from "../../../components/ui/button.js";
import { InlineSpinner } from "../../../components/ui/spinner.js";
import { errorMessage } from "../../../lib/api.js";
import { todayLocal } from "../../../lib/dates.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";

/** Creates a goal (the goals feature's write, which the page passes in); settles when the server has answered. */
export type CreateGoal = (goal: CreateGoalRequest) => Promise<unknown>;

/** One recommended goal; 'Use this goal' creates it as the active goal from today. */
export function GoalRecommendationCard({
  goal,
  onDenied,
  createGoal,
}: {
  goal: GoalRecommendation;
  onDenied: (error: unknown) => boolean;
  createGoal: CreateGoal;
}) {
  const [pending, setPending] = useState(false);
  const [used, setUsed] = useState(false);

  const use = async () => {
    setPending(true);
    try {
      await createGoal({
        name: goal.title.slice(0, 100),
        description: goal.description.slice(0, 1000) || null,
        calories: goal.calories,
        proteins: goal.proteins,
        carbs: goal.carbs,
        fats: goal.fats,
        startDate: todayLocal(),
        endDate: null,
        isActive: true,
      });
      setUsed(true);
      toast.success(i18n._("Goal created"), {
        description: i18n._("{title} is now your active goal.", { title: goal.title }),
      });
    } catch (error) {
      if (!onDenied(error)) toast.error(i18n._("Error creating the goal"), { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <article
      aria-label={goal.title}
      className="flex h-full flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-300"
        >
          <Target className="size-4" />
        </span>
        <div className="min-w-0 space-y-1">
          <h4 className="font-semibold leading-snug break-words">{goal.title}</h4>
          {goal.description && <p className="text-sm text-neutral-600 dark:text-neutral-400">{goal.description}</p>}
        </div>
      </div>
      <NutrientLine values={goal} />
      {goal.reason && (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
          <span className="font-medium">{i18n._("Why:")} </span>
          {goal.reason}
        </p>
      )}
      <Button
        variant={used ? "secondary" : "outline"}
        className="mt-auto w-full"
        disabled={pending || used}
        onClick={() => void use()}
      >
        {pending ? <InlineSpinner /> : used ? <Check aria-hidden="true" className="size-4" /> : null}
        {used ? i18n._("Goal in use") : i18n._("Use this goal")}
      </Button>
    </article>
  );
}
