import { config as zodConfig } from "zod/v4/core";
import type { Locale } from "../../shared/i18n/locales.js";
import { setPageLanguage } from "./i18n.js";

/**
 * Loads the page's language before the first render: its catalog (a chunk of its own per
 * language), and zod's messages in it for the forms' own checks (the browser serves one person,
 * so zod's global setting is theirs; the server chooses per request).
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (locale === "it") {
    const [{ messages }, { default: italian }] = await Promise.all([
      import("../../shared/i18n/catalogs/it.js"),
      import("zod/v4/locales/it.js"),
    ]);
    zodConfig(italian());
    setPageLanguage(locale, messages);
    return;
  }
  const { messages } = await import("../../shared/i18n/catalogs/en.js");
  setPageLanguage(locale, messages);
}
