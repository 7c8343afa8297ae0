import { parseISO } from "date-fns";
import { type ReactNode, useMemo, useState } from "react";
import type { ExpenditureHistoryPoint } from "../../../shared/contracts/expenditure.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { msg } from "../../../shared/i18n/msg.js";
import { DayChart } from "../../components/day-chart.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { ToggleGroup } from "../../components/ui/toggle-group.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";
import { useExpenditureHistory } from "./api.js";

const ranges = [
  { value: 56, label: msg("8 weeks") },
  { value: 182, label: msg("6 months") },
  { value: 365, label: msg("1 year") },
] as const;
type RangeDays = (typeof ranges)[number]["value"];

function series(points: readonly ExpenditureHistoryPoint[]) {
  return {
    days: points.map((point) => point.date),
    line: {
      values: points.map((point) => point.expenditure),
      // Only an updating day is measured; collecting (the starting estimate) and holding are drawn dashed.
      estimated: points.map((point) => point.status !== "updating"),
    },
    band: { low: points.map((point) => point.low), high: points.map((point) => point.high) },
  };
}

const statusWords: Record<ExpenditureHistoryPoint["status"], string> = {
  collecting: msg("starting estimate"),
  updating: msg("measured"),
  holding: msg("held"),
};

/** The expenditure as it stood each day, with its 95 % interval as a band. */
export function ExpenditureHistory({ today }: { today: string }) {
  const [days, setDays] = useState<RangeDays>(56);
  const query = useExpenditureHistory({ from: addDays(today, -(days - 1)), to: today }, true);
  const points = query.data;
  const drawn = useMemo(() => (points ? series(points) : null), [points]);

  let body: ReactNode;
  if (query.isError && !points) {
    body = (
      <ErrorPanel title={i18n._("The history could not be loaded")} onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (!points || !drawn) {
    body = (
      <div role="status" aria-label={i18n._("Loading the expenditure's history")}>
        <Skeleton className="h-52 w-full" />
      </div>
    );
  } else if (points.length === 0) {
    body = <p className="text-sm text-neutral-600 dark:text-neutral-400">{i18n._("No history yet.")}</p>;
  } else {
    body = (
      <div className={cn(query.isPlaceholderData && "opacity-60")} aria-busy={query.isPlaceholderData}>
        <DayChart
          testId="expenditure-chart"
          height={210}
          days={drawn.days}
          line={drawn.line}
          band={drawn.band}
          label={i18n._("Expenditure from {from} to {to}, with its 95 % interval", {
            from: drawn.days[0],
            to: drawn.days.at(-1),
          })}
          readout={(index) => {
            const point = points[index];
            if (!point) return "";
            return i18n._("{day}: {kcal} kcal ({low}–{high}), {status}", {
              day: format(parseISO(point.date), "EEE d MMM yyyy"),
              kcal: writeNumber(point.expenditure),
              low: writeNumber(point.low),
              high: writeNumber(point.high),
              status: i18n._(statusWords[point.status]),
            });
          }}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="expenditure-history-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="expenditure-history-heading" className="font-semibold">
          {i18n._("History")}
        </h3>
        <ToggleGroup
          label={i18n._("History range")}
          options={ranges.map((range) => ({ ...range, label: i18n._(range.label) }))}
          value={days}
          onChange={setDays}
        />
      </div>
      {body}
    </section>
  );
}
