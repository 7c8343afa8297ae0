import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { chosenLocaleOf, isLocale, type Locale, localeFromAcceptLanguage } from "../../shared/i18n/locales.js";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The language to answer in: the web app's page language (X-Language, on its API calls), the
     * person's choice (the `lang` cookie, which PUT /api/language and signing in set from the
     * account), else the browser's Accept-Language, else English.
     */
    locale: Locale;
  }
}

/** Read from the raw header: this runs for every route, also outside the session cookie's scope. */
export function localeOf(request: Pick<FastifyRequest, "headers">): Locale {
  const page = request.headers["x-language"];
  if (isLocale(page)) return page;
  const chosen = chosenLocaleOf(request.headers.cookie);
  if (chosen) return chosen;
  return localeFromAcceptLanguage(request.headers["accept-language"]) ?? "en";
}

export const requestLocale = fp(
  async (app) => {
    app.decorateRequest("locale", {
      getter(this: FastifyRequest) {
        return localeOf(this);
      },
    });
  },
  { name: "locale" },
);
