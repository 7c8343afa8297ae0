import { escapeMarkup } from "../escape-markup.js";

/**
 * What a page the browser renders (the app's shell) says without JavaScript: a blank page is no
 * answer. The public pages the server renders (prerendered-pages.ts) work without script, so the
 * message sends people there. The classes are the app's own (the built stylesheet loads without
 * script), so the message looks like the app in light and dark.
 */
const PUBLIC_PAGES: [string, string][] = [
  ["/", "Home"],
  ["/pricing", "Pricing"],
  ["/guide", "User guide"],
  ["/install", "Install the app"],
  ["/contatti", "Contact"],
  ["/privacy-policy", "Privacy policy"],
  ["/terms-of-service", "Terms of service"],
];

const link = "font-medium text-emerald-700 underline underline-offset-4 dark:text-emerald-400";

const publicLinks = `<ul class="flex flex-wrap justify-center gap-x-4 gap-y-2">${PUBLIC_PAGES.map(
  ([href, label]) => `<li><a class="${link}" href="${href}">${label}</a></li>`,
).join("")}</ul>`;

const box = (content: string) =>
  `<noscript><main class="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">${content}</main></noscript>`;

/** The shell of an app page: JavaScript is needed here; the public pages work without it. */
export const noscriptAppPage = box(
  `<h1 class="text-2xl font-bold">This page needs JavaScript</h1>` +
    `<p class="text-neutral-700 dark:text-neutral-300">Macrowise's app pages run in your browser, and JavaScript is turned off or blocked here. Turn it on and reload the page, or read the pages that work without it:</p>` +
    publicLinks,
);

/** The not-found page (spec core 2: 'Page Not Found', the path asked for, the homepage and the food analyzer). */
export function noscriptNotFound(pathname: string): string {
  return box(
    `<h1 class="text-3xl font-bold">Page Not Found</h1>` +
      `<p class="text-neutral-700 dark:text-neutral-300">The page you are looking for does not exist or has been moved.</p>` +
      `<p class="max-w-full rounded-md bg-neutral-100 px-3 py-1 font-mono text-sm break-all dark:bg-neutral-800">${escapeMarkup(pathname)}</p>` +
      `<p><a class="${link}" href="/">Go to Homepage</a> · <a class="${link}" href="/food-analyzer">Try Food Analyzer</a> (it needs JavaScript)</p>` +
      `<p class="text-sm text-neutral-700 dark:text-neutral-300">These pages work without JavaScript:</p>` +
      publicLinks,
  );
}
