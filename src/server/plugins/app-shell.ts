import fs from "node:fs";
import path from "node:path";
import type { ServerState } from "../../web/entry-server.js";
import { noscriptAppPage, noscriptNotFound } from "./noscript.js";
import { withLanguage } from "./page-language.js";

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Pages whose code is worth fetching with the shell: the signed-in app's home, where everyone lands. */
const PAGE_MODULES: Record<string, string> = { "/home": "app/pages/home/home-route.tsx" };

/**
 * `<link rel="modulepreload">` tags for the app's own chunk and everything it imports, plus the
 * page's own code for the pages above. The entry script loads the app with a dynamic import (so
 * rendered public pages do not pay for it before their first paint); on the app's empty shell the
 * browser may fetch it at once, in parallel with the entry, instead of one round trip later.
 */
export function appPreloads(distDir: string): (pathname: string) => string {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) return () => "";
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const linksFor = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
  };
  const app = entry?.dynamicImports ?? [];
  const byPage = new Map(Object.entries(PAGE_MODULES).map(([page, key]) => [page, linksFor([...app, key])]));
  const appOnly = linksFor(app);
  return (pathname) => byPage.get(pathname) ?? appOnly;
}

/** JSON inside a `<script type="application/json">`: no `</script>` or `<!--` can end it early. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export const serverStateBlock = (state: ServerState) =>
  `<script type="application/json" id="server-state">${scriptSafeJson(state)}</script>`;

/**
 * The app's empty shell for one request: the preloads, what the server already knows (who is
 * signed in, how payments work), so the app's first render needs no round trip to learn it, and
 * what to read without JavaScript. A path the app has no page for (`notFound`) is the not-found
 * page: its title, kept out of search engines.
 */
export function fillShell(
  template: string,
  preloads: string,
  state: ServerState,
  page: { pathname: string; notFound: boolean },
): string {
  const html = withLanguage(template, state.locale)
    // The installed app's name and description in the page's language (public/manifest.it.webmanifest).
    .replace("/manifest.webmanifest", state.locale === "it" ? "/manifest.it.webmanifest" : "/manifest.webmanifest")
    .replace("</head>", `${page.notFound ? '<meta name="robots" content="noindex">' : ""}${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div>${page.notFound ? noscriptNotFound(page.pathname, state.locale) : noscriptAppPage(state.locale)}${serverStateBlock(state)}`,
    );
  return page.notFound ? html.replace(/<title>[^<]*<\/title>/, "<title>Page Not Found</title>") : html;
}
