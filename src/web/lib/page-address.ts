import { isLocale, type Locale, splitLocalePrefix } from "../../shared/i18n/locales.js";

/**
 * The page's language as the server decided it (`<html lang>`: the address's prefix, the
 * person's choice or the browser's), and the prefix the router's addresses keep (`/it` on
 * `/it/pricing`, none on `/pricing`).
 */
export function pageAddress(): { locale: Locale; basename: string | undefined } {
  const lang = document.documentElement.lang;
  const { locale: pinned } = splitLocalePrefix(window.location.pathname);
  return { locale: isLocale(lang) ? lang : (pinned ?? "en"), basename: pinned ? `/${pinned}` : undefined };
}
