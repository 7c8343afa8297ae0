import "../lib/zod-config.js";
import type { QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { knowClassMerges } from "../lib/cn.js";
import { loadLanguage } from "../lib/load-language.js";
import { pageAddress } from "../lib/page-address.js";
import { AppShell } from "./app-shell.js";
import { appRoutes } from "./routes.js";
import { sameDaysHere } from "./same-days.js";
import { type PageData, queryClientWith, readServerState } from "./server-state.js";

/**
 * Loads the lazy pages that match the address before the first render: a prerendered page must
 * hydrate with the same tree the server rendered, not with a spinner in its place.
 */
async function loadMatchedPages(basename: string | undefined): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const page = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Takes over a page the server rendered (hydration), or renders the app into an empty root. */
export async function startApp(root: HTMLElement): Promise<void> {
  const prerendered = root.hasChildNodes();
  const state = readServerState();
  const { locale, basename } = pageAddress();
  const language = loadLanguage(locale);
  if (prerendered) {
    // Each step in a task of its own, not in one long one with the next: the app's modules (just
    // evaluated), the page's modules, the router and the query cache, and the hydration. A phone can answer a tap between them.
    // The hydration's class merges are the server's, so tailwind-merge is not built for it.
    if (state?.classMerges) knowClassMerges(state.classMerges);
    await nextTask();
    await loadMatchedPages(basename);
    await nextTask();
  }
  const router = createBrowserRouter(appRoutes, { basename });
  const queryClient = queryClientWith(state);
  // The router's and the cache's set-up are a task apart from the hydration's start: together with
  // it they made one long task on /home (docs/performance.md).
  if (prerendered) await nextTask();
  await language;
  const app = (
    <AppShell queryClient={queryClient} hydrating={prerendered}>
      <RouterProvider router={router} />
    </AppShell>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered, and no long task blocks the phone.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  if (state?.pageData) recountIfAnotherZone(queryClient, state.pageData);
}

/**
 * The server counted the page's days in the zone it has stored for the person; a browser whose
 * days begin at other instants (travelling) asks again for its own. Compared by the UTC offsets at
 * the instants those days begin: reading the browser's zone name through Intl was a long task on a
 * phone, its offsets cost nothing (docs/performance.md).
 */
function recountIfAnotherZone(queryClient: QueryClient, pageData: PageData) {
  if (sameDaysHere(pageData.dayStarts)) return;
  for (const { key } of pageData.answers) void queryClient.invalidateQueries({ queryKey: key, exact: true });
}
