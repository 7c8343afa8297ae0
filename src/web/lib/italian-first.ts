import type { I18n } from "@lingui/core";
import { createI18n } from "../../shared/i18n/i18n.js";
import { chosenLocaleOf } from "../../shared/i18n/locales.js";
import { i18n, italianFirstTranslator, pageLocale, setItalianFirst } from "./i18n.js";
import { pageAddress } from "./page-address.js";

/**
 * Loads the Italian catalog for a page the specification wrote in Italian (ITALIAN_FIRST_PATHS in
 * shared/i18n/locales.ts): its route's loader awaits this, so the page renders in Italian at once
 * even when the app around it is English.
 */
export async function loadItalianFirst(): Promise<void> {
  if (typeof document === "undefined" || pageLocale() === "it" || italianFirstTranslator()) return;
  if (pageAddress().basename === "/en" || chosenLocaleOf(document.cookie) === "en") return;
  const { messages } = await import("../../shared/i18n/catalogs/it.js");
  setItalianFirst(createI18n("it", messages));
}

/** A route's page module and the Italian catalog, loaded together (routes.tsx, payment-routes.ts). */
export const italianFirst = async <T>(page: Promise<T>): Promise<T> =>
  (await Promise.all([page, loadItalianFirst()]))[0];

/**
 * The translator of such a page: Italian unless the person chose English (the switch's cookie, or
 * an `/en` address); the server's render is given the same (entry-server.tsx), so the page is
 * Italian inside an English frame and the rest of the visit stays in the reader's language.
 */
export function italianFirstI18n(): Pick<I18n, "_"> {
  return italianFirstTranslator() ?? i18n;
}
