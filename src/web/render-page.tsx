/**
 * The server's renderer of pages (the public pages, and /home for the person asking): the same
 * routes and components as the browser, rendered to HTML so the page shows before any script
 * runs; the browser then hydrates it (app/start.tsx). Imported by the server only, never bundled
 * for the web.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppShell } from "./app/app-shell.js";
import { appRoutes } from "./app/routes.js";
import { queryClientWith, type ServerState } from "./app/server-state.js";
import { type ClassMerges, recordClassMerges } from "./lib/cn.js";
import { type DocumentHead, DocumentHeadContext } from "./lib/document-head.js";

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  title: string;
  /** The class merges the render made, for the browser's hydration (`lib/cn.ts`). */
  classMerges: ClassMerges;
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
