import { TrendingUp } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { Trends } from "../../../shared/contracts/trends.js";
import { type TrendPeriod, trendPeriods } from "../../../shared/domain/trend-periods.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { ToggleGroup } from "../../components/ui/toggle-group.js";
import { i18n } from "../../lib/i18n.js";
import { toast } from "../../lib/toast.js";
import { usePrefersDark } from "../../lib/use-prefers-dark.js";
import { useTrends } from "./api.js";
import { ChartSlot } from "./chart-slot.js";
import { type ChartType, chartTheme, chartTypeLabels, chartTypes } from "./chart-theme.js";
import { LazyTrendsChart } from "./lazy-charts.js";

/** The toggles' options, made at render: their labels are in the page's language. */
const periodOptions = () =>
  trendPeriods.map((days) => ({ value: days, label: i18n._("{days, plural, one {# day} other {# days}}", { days }) }));
const typeOptions = () => chartTypes.map((type) => ({ value: type, label: i18n._(chartTypeLabels[type]) }));

interface TrendsPanelProps {
  signedIn: boolean;
  /** The demo's sample trends; nothing is fetched then. */
  demoTrends: ((days: number) => Trends) | null;
}

/** Nutritional Trends: 7, 14 or 30 days (N + 1 points) as a line, bar, area or composed chart. */
export function TrendsPanel({ signedIn, demoTrends }: TrendsPanelProps) {
  const [days, setDays] = useState<TrendPeriod>(7);
  const [type, setType] = useState<ChartType>("line");
  const dark = usePrefersDark();
  const query = useTrends(days, signedIn && demoTrends === null);

  useEffect(() => {
    if (query.isError) toast.error(i18n._("Unable to retrieve meal data"));
  }, [query.isError]);

  const trends = demoTrends ? demoTrends(days) : query.data;
  let body: ReactNode;
  if (!demoTrends && !signedIn) {
    body = <EmptyState icon={<TrendingUp />}>{i18n._("Sign in to see your nutrition trends.")}</EmptyState>;
  } else if (!demoTrends && query.isError) {
    body = <ErrorPanel title={i18n._("An error occurred while loading data")} onRetry={() => void query.refetch()} />;
  } else if (!trends) {
    body = <Skeleton className="h-96 w-full" />;
  } else if (trends.points.every((point) => point.calories === 0)) {
    // Nothing logged in the period: a chart of zeros on a 0-4 axis would say nothing.
    body = (
      <EmptyState icon={<TrendingUp />}>
        <p>{i18n._("No meals in the last {count} days yet.", { count: days + 1 })}</p>
        <p>{i18n._("Your daily calories and macros appear here as soon as you log a meal.")}</p>
      </EmptyState>
    );
  } else {
    body = (
      <figure
        className="h-96 w-full"
        aria-label={i18n._("{type} charts of daily calories and of macros in grams over {count} days", {
          type: i18n._(chartTypeLabels[type]),
          count: trends.points.length,
        })}
        data-testid="trends-chart"
        data-points={trends.points.length}
        data-chart-type={type}
      >
        <ChartSlot className="h-96 w-full">
          <LazyTrendsChart points={trends.points} type={type} theme={chartTheme(dark)} />
        </ChartSlot>
      </figure>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Nutritional Trends")}
        </CardTitle>
        <CardDescription>
          {i18n._("Daily calories, and below them the macros in grams, each on its own scale.")}
        </CardDescription>
        <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:flex-wrap sm:justify-between">
          <ToggleGroup label={i18n._("Period")} options={periodOptions()} value={days} onChange={setDays} />
          <ToggleGroup label={i18n._("Chart type")} options={typeOptions()} value={type} onChange={setType} />
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
