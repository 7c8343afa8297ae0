import { lazy, Suspense, useEffect, useState } from "react";
import { ErrorPanel } from "../../../components/ui/state-panels.js";
import { useDashboardToday } from "../../../features/dashboard/api.js";
import { GettingStartedCard } from "../../../features/dashboard/getting-started-card.js";
import { GoalSummaryCard } from "../../../features/dashboard/goal-summary-card.js";
import { RecentMealsCard } from "../../../features/dashboard/recent-meals-card.js";
import { TotalsCards } from "../../../features/dashboard/totals-cards.js";
import type { DemoData } from "../../../features/demo/sample-data.js";
import { NutrientCard } from "../../../features/nutrients/nutrient-card.js";
import { useProfile } from "../../../features/profile/api.js";
import { useTrends } from "../../../features/trends/api.js";
import { TrendsPanel } from "../../../features/trends/trends-panel.js";
import { WeeklyProgressCard } from "../../../features/trends/weekly-progress-card.js";
import { TodayWeightCard } from "../../../features/weights/today-weight-card.js";
import { errorMessage } from "../../../lib/api.js";
import { todayLocal } from "../../../lib/dates.js";
import { i18n } from "../../../lib/i18n.js";
import { toast } from "../../../lib/toast.js";
import { SampleSuggestionsCard } from "./sample-suggestions-card.js";

// Only a guest pressing Create Goal sees it: its dialog code loads then, not with every dashboard.
const LoginRequiredDialog = lazy(async () => ({
  default: (await import("../../../features/auth/login-required-dialog.js")).LoginRequiredDialog,
}));

interface DashboardTabProps {
  signedIn: boolean;
  demo: DemoData | null;
  onOpenGoals: () => void;
  onAddMeal: () => void;
}

/** Today's totals against the goal, today's meals, the goal, the week and the trends. */
export function DashboardTab({ signedIn, demo, onOpenGoals, onAddMeal }: DashboardTabProps) {
  const live = signedIn && demo === null;
  const query = useDashboardToday(live);
  // The same query (and cache entry) as the weekly chart: it tells a first day from a quiet one.
  const week = useTrends(7, live);
  // The weight beside the calories, in the profile's units and as its weight display allows.
  const profile = useProfile(live);
  const today = demo?.dashboard ?? query.data ?? null;
  const loading = demo === null && signedIn && query.isPending;
  const [loginOpen, setLoginOpen] = useState(false);
  // A guest pressing Create Goal gets the login-required dialog (spec core 2).
  const openGoals = () => (signedIn || demo ? onOpenGoals() : setLoginOpen(true));
  const firstDay = live && query.isSuccess && week.isSuccess && week.data.points.every((point) => point.calories === 0);

  useEffect(() => {
    if (query.isError) toast.error(i18n._("Unable to load today's totals"), { description: errorMessage(query.error) });
  }, [query.isError, query.error]);

  return (
    <div className="space-y-4 sm:space-y-6">
      <h2 className="sr-only">{i18n._("Dashboard")}</h2>
      {demo === null && query.isError && (
        <ErrorPanel title={i18n._("Today's totals could not be loaded")} onRetry={() => void query.refetch()}>
          {errorMessage(query.error)}
        </ErrorPanel>
      )}
      <TotalsCards totals={today?.totals ?? null} goal={today?.activeGoal ?? null} loading={loading} />
      {live && profile.data && (
        <TodayWeightCard
          units={profile.data.units}
          display={profile.data.weightDisplay}
          today={today?.date ?? todayLocal()}
        />
      )}
      {firstDay && (
        <GettingStartedCard hasGoal={today?.activeGoal != null} onAddMeal={onAddMeal} onOpenGoals={openGoals} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentMealsCard meals={today?.meals ?? []} loading={loading} />
        <GoalSummaryCard goal={today?.activeGoal ?? null} loading={loading} onOpenGoals={openGoals} />
      </div>
      {demo === null && <NutrientCard signedIn={signedIn} />}
      {!signedIn && demo === null && <SampleSuggestionsCard />}
      <WeeklyProgressCard
        signedIn={signedIn}
        goalCalories={today?.activeGoal?.calories ?? null}
        demoTrends={demo?.trends ?? null}
      />
      <TrendsPanel signedIn={signedIn} demoTrends={demo?.trends ?? null} />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginRequiredDialog open onOpenChange={setLoginOpen} section="goals" />
        </Suspense>
      )}
    </div>
  );
}
