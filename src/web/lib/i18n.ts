import type { I18n, MessageDescriptor, Messages } from "@lingui/core";
import { createI18n, translated } from "../../shared/i18n/i18n.js";
import { INTL_LOCALES, type Locale } from "../../shared/i18n/locales.js";
import { writePluralMessage } from "./plural-message.js";

/**
 * The page's language and its translator. The browser has one per page load (the language switch
 * loads the page again); the server's render sets them around its synchronous renderToString
 * (entry-server.tsx), so two renders in different languages never share them. A module value
 * rather than a React context: texts are also made outside components (toasts, chart labels,
 * error messages), and the language never changes under a rendered tree.
 */
let current: {
  locale: Locale;
  translator: I18n;
  /**
   * The translator of the pages the specification wrote in Italian (italian-first.ts): Italian
   * unless the person chose English; null while it is the page's own.
   */
  italianFirst: I18n | null;
} = { locale: "en", translator: createI18n("en", {}), italianFirst: null };

/**
 * Every text a person reads goes through `i18n._("English text {name}", { name })` (ICU syntax for
 * plurals: `{count, plural, one {# meal} other {# meals}}`); `npm run i18n:extract` collects them
 * into the catalogs (docs/i18n.md).
 */
export const i18n = {
  _: (id: string | MessageDescriptor, values?: Record<string, unknown>): string => {
    const compiled = values && typeof id === "string" ? current.translator.messages[id] : undefined;
    const plural = compiled === undefined || !values ? null : writePluralMessage(compiled, values, current.locale);
    return plural ?? current.translator._(id as string, values);
  },
};

/**
 * A message that may be a catalog id (a schema's English message, marked with `msg`) or already in
 * words (the server's answer, translated there; a message with a value in it): translated when the
 * catalog knows it, shown as it is otherwise, without Lingui's warning about a missing message.
 */
export const translatedMessage = (message: string, values?: Record<string, unknown>): string =>
  translated(current.translator, message, values);

export const pageLocale = (): Locale => current.locale;
/** The page's language as Intl names it (`it-IT`), for numbers, dates and money. */
export const intlLocale = (): string => INTL_LOCALES[current.locale];

export function setPageLanguage(locale: Locale, messages: Messages): void {
  current = { locale, translator: createI18n(locale, messages), italianFirst: current.italianFirst };
}

/** The Italian-first pages' translator (italian-first.ts); null: the page's own. */
export function setItalianFirst(translator: I18n | null): void {
  current = { ...current, italianFirst: translator };
}

export const italianFirstTranslator = (): I18n | null => current.italianFirst;

/**
 * Runs a synchronous render in `translator`'s language (and `italianFirst` for the pages the
 * specification wrote in Italian), then puts the previous ones back.
 */
export function withPageLanguage<T>(translator: I18n, render: () => T, italianFirst: I18n | null = null): T {
  const previous = current;
  current = { locale: translator.locale as Locale, translator, italianFirst };
  try {
    return render();
  } finally {
    current = previous;
  }
}
