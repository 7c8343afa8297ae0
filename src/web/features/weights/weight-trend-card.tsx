import { parseISO } from "date-fns";
import { LineChart } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import type { UnitSystem, WeightDisplay } from "../../../shared/contracts/profile.js";
import type { WeightTrend } from "../../../shared/contracts/weights.js";
import { DayChart } from "../../components/day-chart.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { EmptyState, ErrorPanel } from "../../components/ui/state-panels.js";
import { ToggleGroup } from "../../components/ui/toggle-group.js";
import { errorMessage } from "../../lib/api.js";
import { formatWeight, weightForChart } from "../../lib/body-units.js";
import { cn } from "../../lib/cn.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { useWeightTrend } from "./api.js";
import { type TrendRange, trendRangeDays, trendRangeLabels, trendRanges } from "./trend-ranges.js";
import { WeightChangesList } from "./weight-changes.js";

interface WeightTrendCardProps {
  units: UnitSystem;
  /** "show": scale weights and trend; "trends": the trend alone. (Hidden: the page shows no card.) */
  display: Exclude<WeightDisplay, "hidden">;
  today: string;
}

/** The chart's series in the person's unit, computed once per answer. */
function chartSeries(trend: WeightTrend, units: UnitSystem) {
  return {
    days: trend.points.map((point) => point.date),
    dots: trend.points.map((point) => (point.weightKg === null ? null : weightForChart(point.weightKg, units))),
    line: {
      values: trend.points.map((point) => weightForChart(point.trendKg, units)),
      estimated: trend.points.map((point) => point.interpolated),
    },
  };
}

/**
 * Trend weight: the scale's weigh-ins as dots, the trend (a moving average, 10 % a day) as a line,
 * dashed across days without a weigh-in, the goal weight as a line; below, the change over 1, 2
 * and 4 weeks and per week, each only when enough weigh-ins back it.
 */
export function WeightTrendCard({ units, display, today }: WeightTrendCardProps) {
  const [range, setRange] = useState<TrendRange>("3m");
  const query = useWeightTrend(trendRangeDays(range, today), true);
  const trend = query.data;
  const series = useMemo(() => (trend ? chartSeries(trend, units) : null), [trend, units]);
  const showScale = display === "show";
  const rangeOptions = trendRanges.map((value) => ({ value, label: i18n._(trendRangeLabels[value]) }));

  let body: ReactNode;
  if (query.isError && !trend) {
    body = (
      <ErrorPanel title={i18n._("Your weight trend could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (!trend || !series) {
    body = (
      <div role="status" aria-label={i18n._("Loading your weight trend")}>
        <Skeleton className="h-72 w-full" />
      </div>
    );
  } else if (trend.points.length === 0 || trend.latest === null) {
    body = (
      <EmptyState icon={<LineChart />}>
        <p>{i18n._("No weigh-ins in this range yet.")}</p>
        <p>{i18n._("Log your weight on a few mornings: the trend appears from the first one.")}</p>
      </EmptyState>
    );
  } else {
    const points = trend.points;
    const readout = (index: number) => {
      const point = points[index];
      if (!point) return "";
      const day = format(parseISO(point.date), "EEE d MMM yyyy");
      const trendWeight = formatWeight(point.trendKg, units);
      const trendText = point.interpolated
        ? i18n._("trend {weight} (between weigh-ins)", { weight: trendWeight })
        : i18n._("trend {weight}", { weight: trendWeight });
      if (!showScale) return i18n._("{day}: {trend}", { day, trend: trendText });
      if (point.weightKg === null) return i18n._("{day}: no weigh-in, {trend}", { day, trend: trendText });
      return i18n._("{day}: scale {weight}, {trend}", {
        day,
        weight: formatWeight(point.weightKg, units),
        trend: trendText,
      });
    };
    let latest = points.length - 1;
    while (latest > 0 && points[latest]?.weightKg === null) latest -= 1;
    body = (
      <div className={cn("space-y-4", query.isPlaceholderData && "opacity-60")} aria-busy={query.isPlaceholderData}>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold tabular-nums" data-testid="trend-weight">
            {formatWeight(trend.latest.trendKg, units)}
          </span>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("trend weight")}</span>
        </p>
        <DayChart
          testId="weight-chart"
          days={series.days}
          dots={showScale ? series.dots : undefined}
          line={series.line}
          reference={
            trend.goalWeightKg === null
              ? null
              : {
                  value: weightForChart(trend.goalWeightKg, units),
                  label: i18n._("Goal {weight}", { weight: formatWeight(trend.goalWeightKg, units) }),
                }
          }
          decimals={units === "imperial" ? 0 : 1}
          label={
            showScale
              ? i18n._("Weight trend from {from} to {to}, scale weigh-ins as dots", {
                  from: series.days[0],
                  to: series.days.at(-1),
                })
              : i18n._("Weight trend from {from} to {to}", { from: series.days[0], to: series.days.at(-1) })
          }
          readout={readout}
          initialIndex={latest}
        />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400" aria-hidden="true">
          {showScale && (
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-sky-600/70 dark:bg-sky-400/70" /> {i18n._("Weigh-in")}
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 bg-emerald-600 dark:bg-emerald-400" /> {i18n._("Trend")}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="w-4 border-t-2 border-dashed border-emerald-600 dark:border-emerald-400" />{" "}
            {i18n._("Between weigh-ins")}
          </span>
          {trend.goalWeightKg !== null && (
            <span className="inline-flex items-center gap-1.5">
              <span className="w-4 border-t-2 border-dashed border-red-600 dark:border-red-400" /> {i18n._("Goal")}
            </span>
          )}
        </p>
        <WeightChangesList changes={trend.changes} units={units} />
      </div>
    );
  }

  return (
    <Card data-testid="weight-trend-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <LineChart aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Weight trend")}
        </CardTitle>
        <CardDescription>
          {showScale
            ? i18n._(
                "The scale moves with water and food from day to day; the trend shows where your weight is heading.",
              )
            : i18n._("Only the trend is shown, as your profile asks: the day-to-day scale readings stay out of sight.")}
        </CardDescription>
        <div className="pt-2">
          <ToggleGroup label={i18n._("Range")} options={rangeOptions} value={range} onChange={setRange} />
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
