import { format, parseISO } from "date-fns";
import { addDays, localDayOf } from "../../shared/domain/local-day.js";
import { browserTimeZone } from "./api.js";

/** Today in the browser's zone, 'YYYY-MM-DD'. */
export function todayLocal(now: Date = new Date()): string {
  return localDayOf(now, browserTimeZone());
}

/** A 'YYYY-MM-DD' calendar date as a Date at local midnight, for date-fns formatting. */
function calendarDate(date: string): Date {
  return parseISO(date);
}

/** 'Today', 'Yesterday' or 'Monday, 16 November 2026'. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  return format(calendarDate(date), "EEEE, d MMMM yyyy");
}

/** 'November 22, 2026' (the Active Goal card's "Started on"). */
export function longDate(date: string): string {
  return format(calendarDate(date.slice(0, 10)), "MMMM d, yyyy");
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
