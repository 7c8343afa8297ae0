import { formatDistanceToNow } from "date-fns";
import { it as italianDates } from "date-fns/locale/it";
import { pageLocale } from "../../lib/i18n.js";

/**
 * 'about 2 hours ago' ('circa 2 ore fa'): date-fns's distance in the page's language (lib/dates.ts
 * has `format` only; the key table is the one place that says how long ago).
 */
export function timeAgo(date: Date): string {
  return formatDistanceToNow(date, { addSuffix: true, ...(pageLocale() === "it" ? { locale: italianDates } : {}) });
}
