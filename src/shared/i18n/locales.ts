/**
 * The languages Macrowise speaks. English is the source: every message is written in English in
 * the code, and the catalogs (`*.po`, see docs/i18n.md) hold the other languages. A third language
 * is a line here and a `.po` file per catalog.
 */
export const LOCALES = ["en", "it"] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = "en";

/** The cookie that carries a person's choice (set by PUT /api/language and at sign-in). */
export const LOCALE_COOKIE = "lang";

/** Each language's name in itself, as the switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", it: "Italiano" };

/** The regional format each language's numbers, dates and money are written in. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-US", it: "it-IT" };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 12.5.4: the highest q wins,
 * ties in the order given; `it-IT` matches `it`), or null when none of them is acceptable.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? null;
}

/**
 * A page address's language prefix: `/it/pricing` is the Italian pricing page, `/en` the English
 * home. Without a prefix the page is in the language the request asks for (cookie, then
 * Accept-Language). `pathname` is what the app's router sees.
 */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; pathname: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const locale = match?.[1];
  if (!isLocale(locale)) return { locale: null, pathname };
  return { locale, pathname: pathname.slice(3) || "/" };
}

/** The address of `pathname` pinned to `locale`: `/it/pricing`, `/en` for `/`. */
export const localizedPath = (locale: Locale, pathname: string) => `/${locale}${pathname === "/" ? "" : pathname}`;

/**
 * The pages the specification wrote in Italian (commercial 2: the about page, the subscription
 * confirmation, the test payment pages, the administrator sign-in's errors). They exist in both
 * languages now, and stay Italian for whoever has not chosen English (the switch, or an `/en`
 * address): a reader's browser language alone does not turn them English.
 */
export const ITALIAN_FIRST_PATHS: ReadonlySet<string> = new Set([
  "/about",
  "/subscription-success",
  "/test-payment",
  "/simple-stripe-test",
  "/basic-stripe-checkout",
  "/admin-login",
]);

/** The language a person chose, from the Cookie header's `lang`, or null. */
export function chosenLocaleOf(cookieHeader: string | undefined | null): Locale | null {
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? "")?.[1];
  return isLocale(chosen) ? chosen : null;
}
