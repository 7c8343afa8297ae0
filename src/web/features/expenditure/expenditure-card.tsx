import { Flame } from "lucide-react";
import type { ReactNode } from "react";
import type { Expenditure, ExpenditureConfidence } from "../../../shared/contracts/expenditure.js";
import { EXPENDITURE_WARM_UP_DAYS } from "../../../shared/domain/body/expenditure.js";
import { msg } from "../../../shared/i18n/msg.js";
import { Badge } from "../../components/ui/badge.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.js";
import { Progress } from "../../components/ui/progress.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { errorMessage } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { useExpenditure } from "./api.js";
import { ExpenditureHistory } from "./expenditure-history.js";

const kcal = (value: number) => writeNumber(value);

const confidenceTones: Record<ExpenditureConfidence, "default" | "warning" | "neutral"> = {
  high: "default",
  medium: "neutral",
  low: "warning",
};

const confidenceLabels: Record<ExpenditureConfidence, string> = {
  high: msg("high confidence"),
  medium: msg("medium confidence"),
  low: msg("low confidence"),
};

/** "21 complete days, 14 weigh-ins in 28 days". */
export function basedOn(figure: Pick<Expenditure, "completeDays" | "weighIns" | "windowDays">): string {
  return i18n._(
    "{completeDays, plural, one {# complete day} other {# complete days}}, {weighIns, plural, one {# weigh-in} other {# weigh-ins}} in {windowDays, plural, one {# day} other {# days}}",
    { completeDays: figure.completeDays, weighIns: figure.weighIns, windowDays: figure.windowDays },
  );
}

function Figure({ figure }: { figure: Expenditure }) {
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-4xl font-bold tabular-nums" data-testid="expenditure-value">
          {kcal(figure.expenditure)}
        </span>
        <span className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("kcal a day")}</span>
        <Badge tone={confidenceTones[figure.confidence]} data-testid="expenditure-confidence">
          {i18n._(confidenceLabels[figure.confidence])}
        </Badge>
      </p>
      <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="expenditure-interval">
        {i18n._("95 % interval: {low}–{high} kcal", { low: kcal(figure.low), high: kcal(figure.high) })}
      </p>
    </div>
  );
}

/** What the card says in each state: collecting (warm-up), updating, holding (and why). */
function StateBody({ figure }: { figure: Expenditure }) {
  const starting = i18n._("Your starting estimate: {kcal} kcal a day.", { kcal: kcal(figure.formula) });
  const collecting = i18n._("Collecting: {days} of {needed} days", {
    days: figure.windowDays,
    needed: EXPENDITURE_WARM_UP_DAYS,
  });
  if (figure.status === "collecting") {
    const warmingUp = figure.windowDays < EXPENDITURE_WARM_UP_DAYS;
    return (
      <div className="space-y-3" data-testid="expenditure-collecting">
        {warmingUp ? (
          <>
            <p className="font-semibold">{collecting}</p>
            <Progress value={(figure.windowDays / EXPENDITURE_WARM_UP_DAYS) * 100} label={collecting} />
          </>
        ) : (
          <p className="font-semibold">{i18n._("Collecting data")}</p>
        )}
        {figure.reason && !warmingUp && <p className="text-sm">{figure.reason}</p>}
        <Figure figure={figure} />
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {starting} {i18n._("Until your log and weigh-ins can measure it, this is the figure used.")}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-3" data-testid={`expenditure-${figure.status}`}>
      {figure.status === "holding" && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
          <strong>{i18n._("Holding the last figure.")}</strong> {figure.reason}
        </p>
      )}
      <Figure figure={figure} />
      <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="expenditure-based-on">
        {i18n._("Based on {counts}.", { counts: basedOn(figure) })} {starting}
      </p>
    </div>
  );
}

/**
 * Energy expenditure, measured: what the person burns a day, from what they log and how their
 * weight moves over the last 28 days, with its 95 % interval and confidence; then its history.
 */
export function ExpenditureCard({ today }: { today: string }) {
  const query = useExpenditure(true);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={i18n._("Loading your expenditure")} className="space-y-2">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-4 w-64" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorPanel title={i18n._("Your expenditure could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else {
    body = <StateBody figure={query.data} />;
  }
  return (
    <Card data-testid="expenditure-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Flame aria-hidden="true" className="size-5 text-emerald-600" />
          {i18n._("Energy expenditure")}
        </CardTitle>
        <CardDescription>
          {i18n._("What you burn a day, measured from what you log and how your weight moves over the last 28 days.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {body}
        <ExpenditureHistory today={today} />
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          {i18n._(
            "Days with little logged count only when you mark them fasted; a day you mark partial is left out. If you log less than you eat every day, the figure comes out lower by as much: it stays right for setting your targets from the same log.",
          )}
        </p>
      </CardContent>
    </Card>
  );
}
