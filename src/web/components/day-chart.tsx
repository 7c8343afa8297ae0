import { parseISO } from "date-fns";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn.js";
import { format } from "../lib/dates.js";
import { i18n, pageLocale } from "../lib/i18n.js";
import { plainNumber } from "../lib/number-format.js";
import { bandPath, dayAt, dayTicks, dayX, dotsPath, linePaths, type Scale, valueScale } from "./day-chart-geometry.js";
import { focusRing } from "./ui/focus-ring.js";

export interface DayChartProps {
  /** Consecutive local days, 'YYYY-MM-DD', oldest first; every series has one value per day. */
  days: readonly string[];
  /** A line; `estimated` days (between measurements) are drawn dashed. */
  line?: { values: readonly (number | null)[]; estimated: readonly boolean[] };
  /** Single readings, drawn as dots. */
  dots?: readonly (number | null)[];
  /** A shaded band (an interval) behind the line. */
  band?: { low: readonly (number | null)[]; high: readonly (number | null)[] };
  /** A horizontal line (a goal) with its label, in the page's language. */
  reference?: { value: number; label: string } | null;
  /** What the figure is, for assistive technology, in the page's language. */
  label: string;
  /** The text read out for a day the person points at or steps to with the arrow keys. */
  readout: (index: number) => string;
  /** The day the readout starts on (the latest with data); none: the last day. */
  initialIndex?: number;
  /** Decimals on the value axis. */
  decimals?: number;
  height?: number;
  testId?: string;
}

const MARGIN = { top: 10, right: 12, bottom: 26, left: 46 };
const FALLBACK_WIDTH = 640;

/**
 * The date axis's labels in the page's language: days for two months or less, months up to about
 * a year, then month and year ('Nov 22', '22 nov' in Italian).
 */
function tickLabel(date: string, span: number): string {
  const day = parseISO(date);
  if (span <= 62) return format(day, "d MMM");
  if (span <= 400) return format(day, pageLocale() === "it" ? "d MMM" : "MMM d");
  return format(day, "MMM yy");
}

/** The width the chart gets: measured (ResizeObserver), so text and dots keep their size at any width. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || FALLBACK_WIDTH);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A chart of days drawn in plain SVG: whatever the number of days, each series is one element
 * (dots, solid line, dashed line, band), so five years of daily values draw as fast as a month.
 * Pointing at it or stepping through it with the arrow keys (Home/End, Page Up/Down a week)
 * reads one day out below it; to assistive technology the chart is a slider over the days, whose
 * value text is that readout.
 */
export function DayChart(props: DayChartProps) {
  const { days, line, dots, band, reference, label, readout, decimals = 0, height = 260, testId } = props;
  const { ref, width } = useWidth();
  const count = days.length;
  // The day chosen belongs to the days it was chosen among: another range starts again from the latest.
  const span = `${days[0]}/${count}`;
  const [chosen, setChosen] = useState<{ span: string; index: number } | null>(null);
  const selected = chosen?.span === span ? chosen.index : null;
  const setSelected = (index: number) => setChosen({ span, index });
  const shown = Math.min(count - 1, Math.max(0, selected ?? props.initialIndex ?? count - 1));

  const left = MARGIN.left;
  const right = Math.max(left + 1, width - MARGIN.right);
  const bottom = height - MARGIN.bottom;
  const x = (index: number) => dayX(index, count, left, right);
  const y: Scale = valueScale(
    [...(line?.values ?? []), ...(dots ?? []), ...(band?.low ?? []), ...(band?.high ?? []), reference?.value ?? null],
    bottom,
    MARGIN.top,
  );
  const trend = line ? linePaths(line.values, line.estimated, x, y) : null;
  const xTicks = dayTicks(count, Math.max(2, Math.floor((right - left) / 80)));

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, PageUp: -7, PageDown: 7 };
    let next: number | null = null;
    if (event.key in steps) next = shown + (steps[event.key] ?? 0);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setSelected(Math.min(count - 1, Math.max(0, next)));
  };
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setSelected(dayAt(event.clientX - box.left, count, left, right));
  };

  return (
    <figure className="space-y-2" data-testid={testId} data-days={count}>
      {/* A slider over the days: the arrow keys step through them, and the day's readout is its value text. */}
      <div
        ref={ref}
        tabIndex={0}
        role="slider"
        aria-label={i18n._("{label}: the day read out", { label })}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={shown}
        aria-valuetext={count > 0 ? readout(shown) : i18n._("No days")}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={cn("w-full rounded-md", focusRing)}
        style={{ height }}
      >
        {width > 0 && count > 0 && (
          <svg
            width={width}
            height={height}
            aria-hidden="true"
            className="block touch-pan-y select-none"
            onPointerMove={onPointer}
            onPointerDown={onPointer}
          >
            <g className="text-[11px]">
              {y.ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={left}
                    x2={right}
                    y1={y.at(tick)}
                    y2={y.at(tick)}
                    className="stroke-neutral-200 dark:stroke-neutral-800"
                  />
                  <text
                    x={left - 6}
                    y={y.at(tick)}
                    dy="0.32em"
                    textAnchor="end"
                    className="fill-neutral-600 dark:fill-neutral-400"
                  >
                    {plainNumber(tick, decimals)}
                  </text>
                </g>
              ))}
              {xTicks.map((index) => (
                <text
                  key={index}
                  x={x(index)}
                  y={height - 8}
                  textAnchor={index === 0 ? "start" : index === count - 1 ? "end" : "middle"}
                  className="fill-neutral-600 dark:fill-neutral-400"
                >
                  {tickLabel(days[index] ?? "", count)}
                </text>
              ))}
            </g>
            {band && (
              <path
                d={bandPath(band.low, band.high, x, y)}
                className="fill-emerald-500/15 dark:fill-emerald-400/15"
                data-part="band"
              />
            )}
            {reference && (
              <g data-part="reference">
                <line
                  x1={left}
                  x2={right}
                  y1={y.at(reference.value)}
                  y2={y.at(reference.value)}
                  strokeDasharray="6 4"
                  className="stroke-red-600 dark:stroke-red-400"
                  strokeWidth={1.5}
                />
                <text
                  x={right - 4}
                  y={y.at(reference.value) - 5}
                  textAnchor="end"
                  className="fill-red-700 text-[11px] font-medium dark:fill-red-300"
                >
                  {reference.label}
                </text>
              </g>
            )}
            {dots && (
              <path
                d={dotsPath(dots, x, y)}
                strokeLinecap="round"
                strokeWidth={count > 400 ? 3 : 5}
                className="fill-none stroke-sky-600/70 dark:stroke-sky-400/70"
                data-part="dots"
              />
            )}
            {trend && (
              <>
                <path
                  d={trend.dashed}
                  strokeDasharray="4 4"
                  strokeWidth={2}
                  className="fill-none stroke-emerald-600 dark:stroke-emerald-400"
                  data-part="estimated"
                />
                <path
                  d={trend.solid}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  className="fill-none stroke-emerald-600 dark:stroke-emerald-400"
                  data-part="line"
                />
              </>
            )}
            <line
              x1={x(shown)}
              x2={x(shown)}
              y1={MARGIN.top}
              y2={bottom}
              className="stroke-neutral-400 dark:stroke-neutral-500"
              strokeDasharray="2 3"
            />
          </svg>
        )}
      </div>
      <figcaption className="min-h-5 text-sm text-neutral-700 dark:text-neutral-300">
        {count > 0 ? readout(shown) : ""}
      </figcaption>
    </figure>
  );
}
