/**
 * Local calendar days (spec core 2, "today is judged by the local calendar day"). Pure and
 * isomorphic: offsets come from Intl.DateTimeFormat, so DST and zones far from UTC need no library.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter per zone (building one is slow: docs/performance.md); at most 1,000 zones, as a zone is a string. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return remembered(
    formatters,
    1000,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
}

/**
 * The answer for `key`, computed once and kept in `cache`, which is emptied when it reaches `max`
 * entries: keys can come from request headers, so no cache here may grow without limit. Not
 * lru-cache, as the server's caches are: this file runs in the browser too, where lru-cache would
 * add to the code every page loads, and these answers cost microseconds to compute again.
 */
function remembered<V>(cache: Map<string, V>, max: number, key: string, compute: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = compute();
  if (cache.size >= max) cache.clear();
  cache.set(key, value);
  return value;
}

/** Building an Intl.DateTimeFormat is slow, and every request names a zone: answers are kept. */
const canonicalNames = new Map<string, string | null>();

/** The canonical IANA name of a zone the runtime knows, or null. */
export function canonicalTimeZone(candidate: string): string | null {
  if (candidate.length === 0 || candidate.length > 64) return null;
  return remembered(canonicalNames, 2000, candidate, () => {
    try {
      return new Intl.DateTimeFormat("en-US", { timeZone: candidate }).resolvedOptions().timeZone;
    } catch {
      return null;
    }
  });
}

export function isValidTimeZone(candidate: string): boolean {
  return canonicalTimeZone(candidate) !== null;
}

/** The wall clock of an instant, read from Intl (allocates; see the offset cache below). */
function exactPartsOf(ms: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

const wholeSecond = (ms: number) => ms - (((ms % 1000) + 1000) % 1000);

function exactOffsetMs(ms: number, timeZone: string): number {
  const p = exactPartsOf(ms, timeZone);
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - wholeSecond(ms);
}

/**
 * Offsets by zone and UTC quarter hour. Every request turns instants into local days, and
 * formatToParts was the top cost in bench/; zone changes fall on quarter hours, and a quarter
 * whose two ends disagree (a transition inside it, as in some pre-1970 zones) is never cached.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const OFFSET_CACHE_MAX = 50_000;
const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, in milliseconds (Rome in summer: +7_200_000). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const start = quarter * QUARTER_HOUR_MS;
  const first = exactOffsetMs(start, timeZone);
  if (first !== exactOffsetMs(start + QUARTER_HOUR_MS - 1000, timeZone)) return exactOffsetMs(ms, timeZone);
  if (offsets.size >= OFFSET_CACHE_MAX) offsets.clear();
  offsets.set(key, first);
  return first;
}

/** The wall clock of an instant in a zone. */
export function localPartsOf(instant: Date | number, timeZone: string): LocalParts {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  const wall = new Date(wholeSecond(ms) + zoneOffsetMs(ms, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The instant at which a zone's wall clock shows `wallMs` (a wall time written as if it were UTC).
 * A wall time that occurs twice (autumn) gives the earlier instant; one that does not exist
 * (spring gap) moves forward by the size of the gap, as clocks do.
 */
export function instantOfWallTime(wallMs: number, timeZone: string): Date {
  const offsets = new Set([
    zoneOffsetMs(wallMs - DAY_MS, timeZone),
    zoneOffsetMs(wallMs, timeZone),
    zoneOffsetMs(wallMs + DAY_MS, timeZone),
  ]);
  let best: number | null = null;
  for (const offset of offsets) {
    const candidate = wallMs - offset;
    if (candidate + zoneOffsetMs(candidate, timeZone) === wallMs && (best === null || candidate < best))
      best = candidate;
  }
  return new Date(best ?? wallMs - Math.min(...offsets));
}

export function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** 'YYYY-MM-DD' for a real calendar date, else false. */
export function isDateString(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(utcMs(y, m, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parseDate(date: string): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match || !isDateString(date)) throw new RangeError(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function formatUtcDate(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The local calendar day ('YYYY-MM-DD') of an instant in a zone. */
export function localDayOf(instant: Date | number, timeZone: string): string {
  const p = localPartsOf(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  return formatUtcDate(utcMs(y, m, d) + days * DAY_MS);
}

/**
 * When a local day begins, by zone and date. Every meals, trends and dashboard request asks for
 * one or two, and each answer costs several offset look-ups and a string parse (a visible share of
 * a trends request: docs/performance.md); the answer for a date never changes, so it is kept (bounded).
 */
const dayStarts = new Map<string, number>();

function dayStartMs(date: string, timeZone: string): number {
  return remembered(dayStarts, 20_000, `${timeZone}|${date}`, () => {
    const [y, m, d] = parseDate(date);
    return instantOfWallTime(utcMs(y, m, d), timeZone).getTime();
  });
}

/** The instants a local day runs between: [start, end). 23 or 25 hours long on DST change days. */
export function dayBoundsUtc(date: string, timeZone: string): { start: Date; end: Date } {
  return { start: new Date(dayStartMs(date, timeZone)), end: new Date(dayStartMs(addDays(date, 1), timeZone)) };
}

/** Every trends request lists its days, and the list for a date never changes (docs/performance.md). */
const dayLists = new Map<string, readonly string[]>();

/** today and the n days before it, oldest first: n + 1 dates (the trend chart's days 0..N). */
export function lastNDays(today: string, n: number): readonly string[] {
  return remembered(dayLists, 1000, `${today}|${n}`, () => {
    const [y, m, d] = parseDate(today);
    const first = utcMs(y, m, d) - n * DAY_MS;
    return Object.freeze(Array.from({ length: n + 1 }, (_, i) => formatUtcDate(first + i * DAY_MS)));
  });
}

/** The same local time of day as `instant`, on another local day (copying a meal to a day). */
export function sameLocalTimeOnDay(instant: Date, date: string, timeZone: string): Date {
  const p = localPartsOf(instant, timeZone);
  const [y, m, d] = parseDate(date);
  const ms = ((instant.getTime() % 1000) + 1000) % 1000;
  return instantOfWallTime(utcMs(y, m, d, p.hour, p.minute, p.second) + ms, timeZone);
}

/** A local wall time on a local day, e.g. noon, as an instant. */
export function localTimeOnDay(date: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = parseDate(date);
  return instantOfWallTime(utcMs(y, m, d, hour, minute), timeZone);
}
