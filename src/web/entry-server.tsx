/**
 * The server's one way into the web app (Vite's `entry-server` convention; the boundary check in
 * .dependency-cruiser.cjs lets the server import no other web file). It renders pages (the public
 * pages, and /home for the person asking) with the same routes and components as the browser, so
 * a page shows before any script runs and the browser then hydrates it (app/start.tsx); it names
 * the app's pages and the answers a page's first render needs. Imported by the server only (and
 * lazily, with the first page asked for), never bundled for the web.
 */
import type { I18n } from "@lingui/core";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { messages as en } from "../shared/i18n/catalogs/en.js";
import { messages as it } from "../shared/i18n/catalogs/it.js";
import { createI18n } from "../shared/i18n/i18n.js";
import { type Locale, splitLocalePrefix } from "../shared/i18n/locales.js";
import { AppShell } from "./app/app-shell.js";
import { appRoutes } from "./app/routes.js";
import { queryClientWith, type ServerState } from "./app/server-state.js";
import { type ClassMerges, recordClassMerges } from "./lib/cn.js";
import { type DocumentHead, DocumentHeadContext } from "./lib/document-head.js";
import { withPageLanguage } from "./lib/i18n.js";

export { PAGE_DAYS_BEFORE_TODAY, pageQueriesFor } from "./app/page-queries.js";
export type { PageData, ServerState } from "./app/server-state.js";
export type { ClassMerges } from "./lib/cn.js";

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  title: string;
  /** The class merges the render made, for the browser's hydration (`lib/cn.ts`). */
  classMerges: ClassMerges;
}

/**
 * Whether the app has a page at `pathname`: its router's own route list decides (the browser
 * renders the not-found page for its catch-all `*`, and the server answers 404 with it).
 */
export function isAppPage(pathname: string): boolean {
  const deepest = matchRoutes(appRoutes, pathname)?.at(-1)?.route;
  return deepest !== undefined && deepest.path !== "*";
}

/** One translator per language, never switched, shared by every render in that language. */
const translators = { en: createI18n("en", en), it: createI18n("it", it) } satisfies Record<Locale, I18n>;

/** The router's handler for each address prefix ("" or "/it"): its links keep the prefix. */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(basename: string) {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(appRoutes, { basename: basename || undefined });
    handlers.set(basename, handler);
  }
  return handler;
}
/** What renderToString leaves where a Suspense boundary's content was not loaded yet (pending or given up). */
const SUSPENDED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * Renders the page at `url` (its address as asked, `/it/pricing` included) in `state.locale`.
 */
export async function renderPage(url: URL, state: ServerState): Promise<RenderedPage> {
  const pinned = splitLocalePrefix(url.pathname).locale;
  const handler = handlerFor(pinned ? `/${pinned}` : "");
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = { title: "Macrowise" };
  const page = () => (
    <DocumentHeadContext value={head}>
      <AppShell queryClient={queryClientWith(state)} hydrating>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </DocumentHeadContext>
  );
  const italianFirst = state.italianFirst ? translators.it : null;
  const renderWhole = () =>
    withPageLanguage(translators[state.locale], () => recordClassMerges(() => renderToString(page())), italianFirst);
  let render = renderWhole();
  if (SUSPENDED_BOUNDARY.test(render.result)) {
    // A lazy part (the user menu) not loaded yet in this process: load it, then render whole. A
    // streamed render would finish it with inline scripts, which the Content-Security-Policy bars.
    await loadLazyParts(page());
    render = renderWhole();
  }
  return { html: render.result, title: head.title, classMerges: render.classMerges };
}

/** Renders once to completion, which loads every lazy component the tree reaches, and drops it. */
async function loadLazyParts(tree: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(tree);
  for await (const _chunk of prelude) {
    // drained only so the render ends
  }
}
