/**
 * The arithmetic of a chart of days (pure, no DOM): scales, "nice" ticks, and the paths that draw
 * a whole series in one SVG element each. Five years of daily weigh-ins are 1,800 dots; drawn as
 * one `<path>` of zero-length strokes with round caps they cost one DOM node, not 1,800.
 */

export interface Scale {
  /** A value to its pixel. */
  at: (value: number) => number;
  ticks: number[];
}

/** Steps of 1, 2, 2.5 or 5 times a power of ten: what a person reads on an axis. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The value axis: from `values` (nulls skipped) padded to whole steps, about `count` ticks, mapped
 * onto [bottom, top] pixels. A flat series gets a span of 1 around it, so it sits mid-chart.
 */
export function valueScale(values: Iterable<number | null>, bottom: number, top: number, count = 4): Scale {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === Number.POSITIVE_INFINITY) {
    min = 0;
    max = 1;
  }
  if (max - min < 1e-9) {
    min -= 0.5;
    max += 0.5;
  }
  const step = niceStep(max - min, count);
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals: 0.1 + 0.2 is not 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  const span = high - low || 1;
  return { at: (value) => bottom - ((value - low) / span) * (bottom - top), ticks };
}

/** The x of day `index` of `count` days across [left, right] (one day alone sits in the middle). */
export function dayX(index: number, count: number, left: number, right: number): number {
  if (count <= 1) return (left + right) / 2;
  return left + (index / (count - 1)) * (right - left);
}

/** Indices of about `count` days spread evenly for the date axis, first and last included. */
export function dayTicks(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length === 1 || count <= 1) return [0];
  const every = Math.max(1, Math.ceil((length - 1) / (count - 1)));
  const ticks: number[] = [];
  for (let index = 0; index < length; index += every) ticks.push(index);
  // The last day replaces a tick too close to it to be read.
  if (ticks.at(-1) !== length - 1) {
    if (length - 1 - (ticks.at(-1) ?? 0) < every / 2) ticks.pop();
    ticks.push(length - 1);
  }
  return ticks;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Dots at each day with a value: one path of zero-length strokes (`stroke-linecap: round` draws them). */
export function dotsPath(values: readonly (number | null)[], x: (index: number) => number, y: Scale): string {
  let path = "";
  values.forEach((value, index) => {
    if (value !== null) path += `M${round(x(index))} ${round(y.at(value))}h0`;
  });
  return path;
}

/**
 * A line through the days with a value, split in two paths: `solid` where both ends of a segment
 * are measured, `dashed` where either end is estimated (`estimated[index]`: a day between
 * weigh-ins, drawn as interpolated). A day without a value breaks the line.
 */
export function linePaths(
  values: readonly (number | null)[],
  estimated: readonly boolean[],
  x: (index: number) => number,
  y: Scale,
): { solid: string; dashed: string } {
  let solid = "";
  let dashed = "";
  let previous: { index: number; value: number } | null = null;
  values.forEach((value, index) => {
    if (value === null) {
      previous = null;
      return;
    }
    if (previous) {
      const segment = `M${round(x(previous.index))} ${round(y.at(previous.value))}L${round(x(index))} ${round(y.at(value))}`;
      if (estimated[index] || estimated[previous.index]) dashed += segment;
      else solid += segment;
    }
    previous = { index, value };
  });
  return { solid: joinSegments(solid), dashed: joinSegments(dashed) };
}

/** `M a L b M b L c` as `M a L b L c`: the same line, half the text. */
function joinSegments(path: string): string {
  return path.replace(/L([\d.-]+ [\d.-]+)M\1(?=L)/g, "L$1");
}

/** A band between two series (an interval): the highs left to right, then the lows back. */
export function bandPath(
  low: readonly (number | null)[],
  high: readonly (number | null)[],
  x: (index: number) => number,
  y: Scale,
): string {
  let path = "";
  let run: number[] = [];
  const close = () => {
    if (run.length > 0) {
      const top = run.map(
        (index, n) => `${n === 0 ? "M" : "L"}${round(x(index))} ${round(y.at(high[index] as number))}`,
      );
      const bottom = [...run].reverse().map((index) => `L${round(x(index))} ${round(y.at(low[index] as number))}`);
      path += `${top.join("")}${bottom.join("")}Z`;
    }
    run = [];
  };
  for (let index = 0; index < low.length; index += 1) {
    if (low[index] === null || high[index] === null) close();
    else run.push(index);
  }
  close();
  return path;
}

/** The day nearest to pixel `px` (a pointer over the chart). */
export function dayAt(px: number, count: number, left: number, right: number): number {
  if (count <= 1 || right <= left) return 0;
  const index = Math.round(((px - left) / (right - left)) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}
