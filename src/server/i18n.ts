import type { I18n } from "@lingui/core";
import { messages as en } from "../shared/i18n/catalogs/en.js";
import { messages as it } from "../shared/i18n/catalogs/it.js";
import { createI18n, translated } from "../shared/i18n/i18n.js";
import type { Locale } from "../shared/i18n/locales.js";

/** One translator per language, made once and never switched: requests in both languages share them. */
const translators: Record<Locale, I18n> = { en: createI18n("en", en), it: createI18n("it", it) };

export const i18nFor = (locale: Locale): I18n => translators[locale];

/** A catalog message (its English text) in `locale`; anything else as it is. */
export const translate = (locale: Locale, message: string, values?: Record<string, unknown>): string =>
  translated(translators[locale], message, values);
