import { LOCALES, type Locale, localizedPath } from "../../shared/i18n/locales.js";
import { escapeMarkup } from "../escape-markup.js";

/** The built index.html says `<html lang="en">`; each page says its own language. */
export const withLanguage = (html: string, locale: Locale) =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

/**
 * `<link rel="alternate" hreflang>` for a public page: the same page in each language at its own
 * address (`/it/pricing`), and the address without a prefix, which answers in the reader's
 * language, as `x-default`. Search engines want them absolute.
 */
export function alternateLinks(origin: string, pathname: string): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(origin + href)}">`;
  return [...LOCALES.map((locale) => link(locale, localizedPath(locale, pathname))), link("x-default", pathname)].join(
    "",
  );
}
