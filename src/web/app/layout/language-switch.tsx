import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale, localizedPath } from "../../../shared/i18n/locales.js";
import { focusRing } from "../../components/ui/focus-ring.js";
import { apiRequest } from "../../lib/api.js";
import { cn } from "../../lib/cn.js";
import { i18n, pageLocale } from "../../lib/i18n.js";
import { pageAddress } from "../../lib/page-address.js";

/**
 * EN · IT in the header. Each is a link to this page in that language's own address, so it works
 * before (and without) the app's script; with it, the choice is also kept (PUT /api/language: this
 * browser's cookie, and a signed-in person's account) and the page loads again in that language.
 */
export function LanguageSwitch() {
  const location = useLocation();
  const current = pageLocale();
  const target = (locale: Locale) => `${localizedPath(locale, location.pathname)}${location.search}`;

  async function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (locale === current) return;
    await apiRequest("PUT", "/api/language", { language: locale }).catch(() => undefined);
    // An address without a prefix answers in the chosen language from now on; one with a prefix
    // is that language's own page.
    window.location.assign(pageAddress().basename ? target(locale) : `${location.pathname}${location.search}`);
  }

  return (
    <ul aria-label={i18n._("Language")} className="flex items-center text-xs font-semibold">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={target(locale)}
            hrefLang={locale}
            lang={locale}
            title={LOCALE_NAMES[locale]}
            aria-current={locale === current ? "true" : undefined}
            onClick={(event) => void choose(event, locale)}
            className={cn(
              "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-1.5 uppercase",
              locale === current
                ? "text-emerald-700 dark:text-emerald-400"
                : "text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-400 dark:hover:bg-neutral-800 dark:hover:text-white",
              focusRing,
            )}
          >
            <span aria-hidden="true">{locale}</span>
            <span className="sr-only">{LOCALE_NAMES[locale]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
