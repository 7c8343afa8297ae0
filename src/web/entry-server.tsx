/**
 * The server's one way into the web app (Vite's `entry-server` convention; the boundary check in
 * .dependency-cruiser.cjs lets the server import no other web file). It renders pages (the public
 * pages, and /home for the person asking) with the same routes and components as the browser, so
 * a page shows before any script runs and the browser then hydrates it (app/start.tsx); it names
 * the app's pages and the answers a page's first render needs. Imported by the server only (and
 * lazily, with the first page asked for), never bundled for the web.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { AppShell } from "./app/app-shell.js";
import { appRoutes } from "./app/routes.js";
import { queryClientWith, type ServerState } from "./app/server-state.js";
import { type ClassMerges, recordClassMerges } from "./lib/cn.js";
import { type DocumentHead, DocumentHeadContext } from "./lib/document-head.js";

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

const handler = createStaticHandler(appRoutes);
/** What renderToString leaves where a Suspense boundary's content was not loaded yet (pending or given up). */
const SUSPENDED_BOUNDARY = /<!--\$[?!]-->/;

export async function renderPage(url: URL, state: ServerState): Promise<RenderedPage> {
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
  let render = recordClassMerges(() => renderToString(page()));
  if (SUSPENDED_BOUNDARY.test(render.result)) {
    // A lazy part (the user menu) not loaded yet in this process: load it, then render whole. A
    // streamed render would finish it with inline scripts, which the Content-Security-Policy bars.
    await loadLazyParts(page());
    render = recordClassMerges(() => renderToString(page()));
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
