import { QueryClient } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    /**
     * `path`: the API path a query GETs, on the queries a page's first render needs: the server
     * asks the same path for them while rendering the page (app/page-queries.ts); `notFoundIsNone`:
     * that path's 404 means "none yet" (the query's data is then null), not a failure.
     */
    queryMeta: { path?: string; notFoundIsNone?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
