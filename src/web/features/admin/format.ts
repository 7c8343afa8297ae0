import { format } from "../../lib/dates.js";
import { i18n } from "../../lib/i18n.js";
import { writeNumber } from "../../lib/number-format.js";

/** '12.4 MB' ('12,4 MB'): bytes in binary multiples, as `du -h` and PostgreSQL's pg_size_pretty count them. */
export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? writeNumber(value) : writeNumber(value, 1)} ${units[unit]}`;
}

/** '3 d 4 h' ('3 g 4 h'), '2 h 5 min', '45 s'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return i18n._("{days} d {hours} h", { days, hours });
  if (hours > 0) return i18n._("{hours} h {minutes} min", { hours, minutes });
  if (minutes > 0) return i18n._("{minutes} min {seconds} s", { minutes, seconds: s % 60 });
  return i18n._("{seconds} s", { seconds: s });
}

/** A day in the page's language and the browser's zone: '23 Nov 2026' ('23 nov 2026'). */
export function formatDay(iso: string | null): string {
  if (!iso) return i18n._("never");
  return format(new Date(iso), "d MMM yyyy");
}

/** An instant in the page's language and the browser's zone: '23 Nov 2026, 14:05'. */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), "d MMM yyyy, HH:mm");
}
