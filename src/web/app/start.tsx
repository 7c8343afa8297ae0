import "../lib/zod-config.js";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { AppShell } from "./app-shell.js";
import { appRoutes } from "./routes.js";
import { queryClientWith, readServerState } from "./server-state.js";

/**
 * Loads the lazy pages that match the address before the first render: a prerendered page must
 * hydrate with the same tree the server rendered, not with a spinner in its place.
 */
async function loadMatchedPages(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const page = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...page, lazy: undefined });
    }),
  );
}

/** Takes over a page the server rendered (hydration), or renders the app into an empty root. */
export async function startApp(root: HTMLElement): Promise<void> {
  const prerendered = root.hasChildNodes();
  if (prerendered) await loadMatchedPages();
  const router = createBrowserRouter(appRoutes);
  const app = (
    <AppShell queryClient={queryClientWith(readServerState())}>
      <RouterProvider router={router} />
    </AppShell>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during it is answered, and no long task blocks the phone.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
