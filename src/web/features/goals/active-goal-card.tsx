import { Target } from "lucide-react";
import type { Goal } from "../../../shared/contracts/goals.js";
import { GoalValues } from "../../components/goal-values.js";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState } from "../../components/ui/state-panels.js";
import { longDate } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";

/** The goal in force: name, description, 'Started on …', the four values, and an Active / Not Set badge. */
export function ActiveGoalCard({ goal, loading }: { goal: Goal | null; loading: boolean }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle className="flex items-center gap-2">
            <Target aria-hidden="true" className="size-5 text-emerald-600" />
            {i18n._("Active Goal")}
          </CardTitle>
          {goal && <CardDescription>{i18n._("Started on {date}", { date: longDate(goal.startDate) })}</CardDescription>}
        </div>
        {!loading && (goal ? <Badge>{i18n._("Active")}</Badge> : <Badge tone="neutral">{i18n._("Not Set")}</Badge>)}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label={i18n._("Loading the active goal")} className="space-y-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : goal ? (
          <div className="space-y-3">
            <div>
              <p className="font-semibold">{goal.name}</p>
              {goal.description && <p className="text-sm text-neutral-600 dark:text-neutral-400">{goal.description}</p>}
            </div>
            <GoalValues goal={goal} />
          </div>
        ) : (
          <EmptyState icon={<Target />}>
            {i18n._("No active nutritional goal. Create one or mark a goal as active.")}
          </EmptyState>
        )}
      </CardContent>
    </Card>
  );
}
