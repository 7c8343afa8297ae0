import { Target } from "lucide-react";
import type { Goal } from "../../../shared/contracts/goals.js";
import { GoalValues } from "../../components/goal-values.js";
import { Button } from "../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState } from "../../components/ui/state-panels.js";
import { i18n } from "../../lib/i18n.js";

/** The active goal with 'Manage Goals', or 'No active nutritional goal' with 'Create Goal'. */
export function GoalSummaryCard({
  goal,
  loading,
  onOpenGoals,
}: {
  goal: Goal | null;
  loading: boolean;
  onOpenGoals: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Nutritional Goal")}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-24 w-full" />
        ) : goal ? (
          <div className="space-y-3">
            <div>
              <p className="font-semibold">{goal.name || i18n._("Maintenance Goal") /* DEFAULT_GOAL_NAME */}</p>
              {goal.description && <p className="text-sm text-neutral-600 dark:text-neutral-400">{goal.description}</p>}
            </div>
            <GoalValues goal={goal} className="sm:grid-cols-2" />
            <Button variant="outline" onClick={onOpenGoals}>
              {i18n._("Manage Goals")}
            </Button>
          </div>
        ) : (
          <EmptyState icon={<Target />}>
            <p>{i18n._("No active nutritional goal")}</p>
            <Button variant="outline" className="mt-1" onClick={onOpenGoals}>
              {i18n._("Create Goal")}
            </Button>
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}
