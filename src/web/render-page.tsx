/**
 * The server's renderer of public pages (the landing page, pricing, guide, ...): the same routes
 * and components as the browser, rendered to HTML so the page shows before any script runs; the
 * browser then hydrates it (app/start.tsx). Imported by the server only, never bundled for the web.
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppShell } from "./app/app-shell.js";
import { appRoutes } from "./app/routes.js";
import { queryClientWith, type ServerState } from "./app/server-state.js";
import { type DocumentHead, DocumentHeadContext } from "./lib/document-head.js";

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  title: string;
}

const handler = createStaticHandler(appRoutes);

export async function renderPage(url: URL, state: ServerState): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = { title: "Macrowise" };
  const html = renderToString(
    <DocumentHeadContext value={head}>
      <AppShell queryClient={queryClientWith(state)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </DocumentHeadContext>,
  );
  return { html, title: head.title };
}
