import { format as formatWithDateFns, parseISO } from "date-fns";
import { it as italianDates } from "date-fns/locale/it";
import { addDays, localDayOf } from "../../shared/domain/local-day.js";
import { browserTimeZone } from "./api.js";
import { i18n, pageLocale } from "./i18n.js";

/**
 * date-fns's format in the page's language: month and day names in Italian for an Italian page.
 * Every date the app shows goes through here (or the helpers below), never date-fns's own format.
 */
export function format(date: Date, pattern: string): string {
  return formatWithDateFns(date, pattern, pageLocale() === "it" ? { locale: italianDates } : undefined);
}

/** A pattern per language, where the order differs ('November 22, 2026' and '22 novembre 2026'). */
const byLanguage = (english: string, italian: string) => (pageLocale() === "it" ? italian : english);

/** Today in the browser's zone, 'YYYY-MM-DD'. */
export function todayLocal(now: Date = new Date()): string {
  return localDayOf(now, browserTimeZone());
}

/** A 'YYYY-MM-DD' calendar date as a Date at local midnight, for date-fns formatting. */
function calendarDate(date: string): Date {
  return parseISO(date);
}

/** 'Today', 'Yesterday' or 'Monday, 16 November 2026' ('lunedì 16 novembre 2026'). */
export function dayHeading(date: string, today: string): string {
  if (date === today) return i18n._("Today");
  if (date === addDays(today, -1)) return i18n._("Yesterday");
  return format(calendarDate(date), byLanguage("EEEE, d MMMM yyyy", "EEEE d MMMM yyyy"));
}

/** 'November 22, 2026' ('22 novembre 2026'; the Active Goal card's "Started on"). */
export function longDate(date: string): string {
  return format(calendarDate(date.slice(0, 10)), byLanguage("MMMM d, yyyy", "d MMMM yyyy"));
}

/** dd/MM/yyyy (the goal history table). Takes a calendar date or an ISO instant. */
export function shortDate(value: string): string {
  return format(value.length === 10 ? calendarDate(value) : new Date(value), "dd/MM/yyyy");
}

/** '14:05' for an ISO instant, in the browser's zone. */
export function timeOfDay(instant: string): string {
  return format(new Date(instant), "HH:mm");
}

/** A datetime-local input value ('YYYY-MM-DDTHH:mm') for an instant, in the browser's zone. */
export function toDateTimeLocal(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm");
}

/** The instant a datetime-local value names, as ISO; '' when it is not a valid value. */
export function fromDateTimeLocal(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** The short weekday and day for a chart axis: 'Mon 16'. */
export function chartDayLabel(date: string): string {
  return format(calendarDate(date), "EEE d");
}
