import { BarChart3 } from "lucide-react";
import type { ReactNode } from "react";
import type { Trends } from "../../../shared/contracts/trends.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { i18n } from "../../lib/i18n.js";
import { plainNumber } from "../../lib/number-format.js";
import { usePrefersDark } from "../../lib/use-prefers-dark.js";
import { useTrends } from "./api.js";
import { ChartSlot } from "./chart-slot.js";
import { chartTheme } from "./chart-theme.js";
import { LazyWeeklyProgressChart } from "./lazy-charts.js";

interface WeeklyProgressCardProps {
  signedIn: boolean;
  goalCalories: number | null;
  demoTrends: ((days: number) => Trends) | null;
}

/** Nutrition Progress: calories of the last 7 days (today included) against the goal. */
export function WeeklyProgressCard({ signedIn, goalCalories, demoTrends }: WeeklyProgressCardProps) {
  const dark = usePrefersDark();
  const query = useTrends(7, signedIn && demoTrends === null);
  const trends = demoTrends ? demoTrends(7) : query.data;
  const week = trends?.points.slice(-7) ?? [];

  let body: ReactNode;
  if (!demoTrends && !signedIn) {
    body = <EmptyState icon={<BarChart3 />}>{i18n._("Sign in to follow your week.")}</EmptyState>;
  } else if (!demoTrends && query.isError) {
    body = <ErrorPanel title={i18n._("An error occurred while loading data")} onRetry={() => void query.refetch()} />;
  } else if (!trends) {
    body = <Skeleton className="h-60 w-full" />;
  } else if (week.every((point) => point.calories === 0)) {
    body = (
      <EmptyState icon={<BarChart3 />}>
        <p>{i18n._("Nothing logged in the last 7 days yet.")}</p>
        <p>
          {goalCalories
            ? i18n._("Each day's calories show here as a bar against your goal.")
            : i18n._("Each day's calories show here as a bar.")}
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <figure
        className="h-60 w-full"
        aria-label={i18n._("Bar chart of calories for the last 7 days against the goal")}
        data-testid="weekly-chart"
      >
        <ChartSlot className="h-60 w-full">
          <LazyWeeklyProgressChart points={week} goalCalories={goalCalories} theme={chartTheme(dark)} />
        </ChartSlot>
      </figure>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Nutrition Progress")}
        </CardTitle>
        <CardDescription>
          {goalCalories
            ? i18n._("Calories of the last 7 days against your {goal} kcal goal.", { goal: plainNumber(goalCalories) })
            : i18n._("Calories of the last 7 days.")}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
