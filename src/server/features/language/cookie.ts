import type { FastifyReply } from "fastify";
import { LOCALE_COOKIE, type Locale } from "../../../shared/i18n/locales.js";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The chosen language, for every later request of this browser, signed in or not (plugins/locale.ts
 * reads it). Not a secret and not identity: any value but a known language is ignored.
 */
export function rememberLanguage(reply: FastifyReply, language: Locale, secure: boolean) {
  reply.setCookie(LOCALE_COOKIE, language, { path: "/", sameSite: "lax", secure, maxAge: ONE_YEAR_SECONDS });
}
