import { i18n as pageI18n, pageLocale } from "../../../lib/i18n.js";
import { italianFirstI18n } from "../../../lib/italian-first.js";

/**
 * The translator of a page the specification wrote in Italian (ITALIAN_FIRST_PATHS) and the
 * language it speaks, for the page's `lang`: Italian unless the person chose English.
 */
export function italianFirstPage(): { i18n: ReturnType<typeof italianFirstI18n>; lang: "it" | "en" } {
  const i18n = italianFirstI18n();
  const lang = i18n !== pageI18n || pageLocale() === "it" ? "it" : "en";
  return { i18n, lang };
}
