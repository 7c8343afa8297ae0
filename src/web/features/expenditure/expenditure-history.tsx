import { format, parseISO } from "date-fns";
import { type ReactNode, useMemo, useState } from "react";
import type { ExpenditureHistoryPoint } from "../../../shared/contracts/expenditure.js";
import { addDays } from "../../../shared/domain/local-day.js";
import { DayChart } from "../../components/day-chart.js";
import { Skeleton } from "../../components/ui/skeleton.js";
import { ErrorPanel } from "../../components/ui/state-panels.js";
import { ToggleGroup } from "../../components/ui/toggle-group.js";
import { errorMessage } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { useExpenditureHistory } from "./api.js";

const ranges = [
  { value: 56, label: "8 weeks" },
  { value: 182, label: "6 months" },
  { value: 365, label: "1 year" },
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
  collecting: "starting estimate",
  updating: "measured",
  holding: "held",
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
      <ErrorPanel title="The history could not be loaded" onRetry={() => void query.refetch()}>
        {errorMessage(query.error)}
      </ErrorPanel>
    );
  } else if (!points || !drawn) {
    body = (
      <div role="status" aria-label="Loading the expenditure's history">
        <Skeleton className="h-52 w-full" />
      </div>
    );
  } else if (points.length === 0) {
    body = <p className="text-sm text-neutral-600 dark:text-neutral-400">No history yet.</p>;
  } else {
    body = (
      <div className={cn(query.isPlaceholderData && "opacity-60")} aria-busy={query.isPlaceholderData}>
        <DayChart
          testId="expenditure-chart"
          height={210}
          days={drawn.days}
          line={drawn.line}
          band={drawn.band}
          label={`Expenditure from ${drawn.days[0]} to ${drawn.days.at(-1)}, with its 95 % interval`}
          readout={(index) => {
            const point = points[index];
            if (!point) return "";
            return `${format(parseISO(point.date), "EEE d MMM yyyy")}: ${point.expenditure.toLocaleString("en-US")} kcal (${point.low.toLocaleString("en-US")}–${point.high.toLocaleString("en-US")}), ${statusWords[point.status]}`;
          }}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="expenditure-history-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="expenditure-history-heading" className="font-semibold">
          History
        </h3>
        <ToggleGroup label="History range" options={ranges} value={days} onChange={setDays} />
      </div>
      {body}
    </section>
  );
}
