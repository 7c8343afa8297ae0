import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Goal } from "../../../../shared/contracts/goals.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import type { DemoData } from "../../../features/demo/sample-data.js";
import { ActiveGoalCard } from "../../../features/goals/active-goal-card.js";
import { useActiveGoal, useGoals } from "../../../features/goals/api.js";
import { GoalForm } from "../../../features/goals/goal-form.js";
import { GoalHistoryTable } from "../../../features/goals/goal-history-table.js";
import { authActionPath } from "../../../lib/auth-actions.js";
import { i18n } from "../../../lib/i18n.js";
import { GoalsAiSection } from "./ai-sections.js";

function GuestGoalsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._("Nutrition Goals")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-neutral-600 dark:text-neutral-400">
        <p>{i18n._("Sign in to set daily calorie and macro goals and follow your goal history.")}</p>
        <Button asChild>
          <Link to={authActionPath("register-to-create-goals")}>
            <UserPlus aria-hidden="true" className="size-4" />
            {i18n._("Register to create goals")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function GoalsTab({ signedIn, demo }: { signedIn: boolean; demo: DemoData | null }) {
  const live = signedIn && demo === null;
  const goals = useGoals(live);
  const active = useActiveGoal(live);
  const [editing, setEditing] = useState<Goal | null>(null);

  const startEditing = (goal: Goal) => {
    setEditing(goal);
    document.getElementById("goal-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  if (!signedIn && demo === null) {
    return (
      <div className="space-y-6">
        <h2 className="sr-only">{i18n._("Goals")}</h2>
        <GuestGoalsCard />
        <GoalsAiSection demo={demo !== null} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{i18n._("Goals")}</h2>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {demo === null && <GoalForm editing={editing} onDone={() => setEditing(null)} />}
        <ActiveGoalCard goal={demo ? demo.activeGoal : (active.data ?? null)} loading={live && active.isPending} />
      </div>
      <GoalHistoryTable
        goals={demo ? demo.goals : goals.data}
        loading={live && goals.isPending}
        error={live && goals.isError}
        onRetry={() => void goals.refetch()}
        onEdit={demo ? null : startEditing}
      />
      <GoalsAiSection demo={demo !== null} />
    </div>
  );
}
