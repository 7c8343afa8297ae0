import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Locale, SOURCE_LOCALE } from "./locales.js";

/**
 * One language's translator. Never switched to another language afterwards (no `activate`): the
 * server keeps one per language for every request, so no request can change another's.
 */
export const createI18n = (locale: Locale, messages: Messages): I18n =>
  setupI18n({
    locale,
    messages: { [locale]: messages },
    // The source language's catalog holds only the messages that need compiling
    // (scripts/i18n-trim-source.mjs): any other text is its own id. Outside production Lingui
    // compiles a missing message itself (and tests render with an empty catalog), so there the
    // id goes through its compiler as before.
    ...(locale === SOURCE_LOCALE && process.env.NODE_ENV === "production"
      ? { missing: (_locale: string, id: string) => id }
      : {}),
  });

/**
 * `message` in the translator's language when the catalogs know it (the server's and the schemas'
 * messages are catalog ids: their English text), and as it is when they do not (a message built
 * with a value in it, a library's own).
 */
export function translated(i18n: I18n, message: string, values?: Record<string, unknown>): string {
  return i18n.messages[message] === undefined ? message : i18n._(message, values);
}
