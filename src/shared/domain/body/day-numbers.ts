/**
 * Local days as whole numbers (days since 1970-01-01), for the body math's loops: comparing and
 * stepping numbers is what keeps five years of daily weigh-ins fast, where `addDays` on strings
 * would parse a date at every step. Internal to `domain/body`; callers speak 'YYYY-MM-DD'.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a 'YYYY-MM-DD' local day; a RangeError for anything that is not a real date. */
export function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`Not a date: ${date}`);
  return Math.round(ms / DAY_MS);
}

/** The 'YYYY-MM-DD' of a day number (years 0-9999). */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
