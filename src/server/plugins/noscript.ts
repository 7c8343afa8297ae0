import type { I18n } from "@lingui/core";
import type { Locale } from "../../shared/i18n/locales.js";
import { msg } from "../../shared/i18n/msg.js";
import { escapeMarkup } from "../escape-markup.js";
import { i18nFor } from "../i18n.js";

/**
 * What a page the browser renders (the app's shell) says without JavaScript: a blank page is no
 * answer. The public pages the server renders (prerendered-pages.ts) work without script, so the
 * message sends people there. The classes are the app's own (the built stylesheet loads without
 * script), so the message looks like the app in light and dark.
 */
const PUBLIC_PAGES: [string, string][] = [
  ["/", msg("Home")],
  ["/pricing", msg("Pricing")],
  ["/guide", msg("User guide")],
  ["/install", msg("Install the app")],
  ["/contatti", msg("Contact")],
  ["/privacy-policy", msg("Privacy policy")],
  ["/terms-of-service", msg("Terms of service")],
];

const link = "font-medium text-emerald-700 underline underline-offset-4 dark:text-emerald-400";

const publicLinks = (i18n: I18n) =>
  `<ul class="flex flex-wrap justify-center gap-x-4 gap-y-2">${PUBLIC_PAGES.map(
    ([href, label]) => `<li><a class="${link}" href="${href}">${i18n._(label)}</a></li>`,
  ).join("")}</ul>`;

const box = (content: string) =>
  `<noscript><main class="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">${content}</main></noscript>`;

/** The shell of an app page, in the page's language: JavaScript is needed here; the public pages work without it. */
export function noscriptAppPage(locale: Locale): string {
  const i18n = i18nFor(locale);
  return box(
    `<h1 class="text-2xl font-bold">${i18n._("This page needs JavaScript")}</h1>` +
      `<p class="text-neutral-700 dark:text-neutral-300">${i18n._("Macrowise's app pages run in your browser, and JavaScript is turned off or blocked here. Turn it on and reload the page, or read the pages that work without it:")}</p>` +
      publicLinks(i18n),
  );
}

/** The not-found page (spec core 2: 'Page Not Found', the path asked for, the homepage and the food analyzer). */
export function noscriptNotFound(pathname: string, locale: Locale = "en"): string {
  const i18n = i18nFor(locale);
  return box(
    `<h1 class="text-3xl font-bold">${i18n._("Page Not Found")}</h1>` +
      `<p class="text-neutral-700 dark:text-neutral-300">${i18n._("The page you are looking for does not exist or has been moved.")}</p>` +
      `<p class="max-w-full rounded-md bg-neutral-100 px-3 py-1 font-mono text-sm break-all dark:bg-neutral-800">${escapeMarkup(pathname)}</p>` +
      `<p><a class="${link}" href="/">${i18n._("Go to Homepage")}</a> · <a class="${link}" href="/food-analyzer">${i18n._("Try Food Analyzer")}</a> ${i18n._("(it needs JavaScript)")}</p>` +
      `<p class="text-sm text-neutral-700 dark:text-neutral-300">${i18n._("These pages work without JavaScript:")}</p>` +
      publicLinks(i18n),
  );
}
