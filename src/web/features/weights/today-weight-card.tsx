import { parseISO } from "date-fns";
import { ArrowRight, Scale } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UnitSystem, WeightDisplay } from "../../../shared/contracts/profile.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { buttonClasses } from "../../components/ui/button.js";
import { Card, CardContent } from "../../components/ui/card.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { formatWeight, formatWeightChange } from "../../lib/body-units.js";
import { cn } from "../../lib/cn.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { useWeightTrend } from "./api.js";

/** The four weeks the dashboard reads: the latest weigh-in, its trend and the week's change. */
const DAYS = 28;

interface TodayWeightCardProps {
  units: UnitSystem;
  /** "hidden" shows no figure at all: only the way to the body page. */
  display: WeightDisplay;
  today: string;
}

/**
 * The dashboard's weight beside today's calories: the latest weigh-in (today's or when it was),
 * the trend, and the week's change, as the weight display allows; a link to the body page.
 */
export function TodayWeightCard({ units, display, today }: TodayWeightCardProps) {
  const query = useWeightTrend({ from: addDays(today, -(DAYS - 1)), to: today }, display !== "hidden");
  const latest = query.data?.latest ?? null;
  const week = query.data?.changes.week ?? null;

  let figures: ReactNode;
  if (display === "hidden") {
    figures = (
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{i18n._("Weigh-ins, expenditure and check-in")}</p>
    );
  } else if (query.isPending) {
    figures = <Skeleton className="h-6 w-48" />;
  } else if (query.isError) {
    figures = (
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{i18n._("Your weight could not be loaded.")}</p>
    );
  } else if (!latest) {
    figures = (
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{i18n._("No weigh-in in the last 4 weeks.")}</p>
    );
  } else {
    const when = latest.date === today ? i18n._("Today") : format(parseISO(latest.date), "EEE d MMM");
    figures = (
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5" data-testid="today-weight">
        {display === "show" && (
          <span>
            <span className="text-sm text-neutral-600 dark:text-neutral-400">{when} </span>
            <span className="text-lg font-bold tabular-nums">{formatWeight(latest.weightKg, units)}</span>
          </span>
        )}
        <span>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("Trend")} </span>
          <span className="text-lg font-bold tabular-nums">{formatWeight(latest.trendKg, units)}</span>
        </span>
        {week !== null && (
          <span className="text-sm text-neutral-700 dark:text-neutral-300">
            {i18n._("{change} this week", { change: formatWeightChange(week, units) })}
          </span>
        )}
      </p>
    );
  }

  return (
    <Card data-testid="today-weight-card">
      <CardContent className="flex flex-wrap items-center gap-3 p-4 sm:p-5">
        <Scale aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold">{i18n._("Weight")}</h3>
          {figures}
        </div>
        <Link to="/body" className={cn(buttonClasses("outline", "sm"))}>
          {i18n._("Body & energy")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
