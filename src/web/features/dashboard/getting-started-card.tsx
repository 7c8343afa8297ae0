import { CircleCheck, Plus, Target } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";

interface GettingStartedCardProps {
  hasGoal: boolean;
  onAddMeal: () => void;
  onOpenGoals: () => void;
}

function Step({ n, done, title, children }: { n: number; done: boolean; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200"
      >
        {done ? <CircleCheck className="size-4" /> : n}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-medium">
          {title}
          {done && (
            <span className="ml-2 text-sm font-normal text-emerald-700 dark:text-emerald-400">{i18n._("Done")}</span>
          )}
        </p>
        {children}
      </div>
    </li>
  );
}

/**
 * The first-day dashboard: no meals this week yet, so charts of zeros would say nothing. Two next
 * steps instead: log a meal, set a goal.
 */
export function GettingStartedCard({ hasGoal, onAddMeal, onOpenGoals }: GettingStartedCardProps) {
  return (
    <Card data-testid="getting-started">
      <CardHeader>
        <CardTitle>{i18n._("Start your day")}</CardTitle>
        <CardDescription>
          {i18n._(
            "Nothing is logged this week yet. Two steps and this page fills with your totals, your progress and your trends.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          <Step n={1} done={false} title={i18n._("Log your first meal")}>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              {i18n._("Search the food database, or quick add the calories if that is all you know.")}
            </p>
            <Button onClick={onAddMeal}>
              <Plus aria-hidden="true" className="size-4" />
              {i18n._("Log your first meal")}
            </Button>
          </Step>
          <Step n={2} done={hasGoal} title={i18n._("Set a goal")}>
            {hasGoal ? (
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {i18n._("Your goal is set; the cards above track it.")}
              </p>
            ) : (
              <>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {i18n._(
                    "A daily goal turns the totals into progress bars. Presets start from {low} to {high} kcal.",
                    {
                      low: writeNumber(1600),
                      high: writeNumber(2500),
                    },
                  )}
                </p>
                <Button variant="outline" onClick={onOpenGoals}>
                  <Target aria-hidden="true" className="size-4" />
                  {i18n._("Set a goal")}
                </Button>
              </>
            )}
          </Step>
        </ol>
      </CardContent>
    </Card>
  );
}
