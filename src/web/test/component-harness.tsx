import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";

/**
 * Component tests: the component, its hooks, the api client and the shared schemas are the app's
 * own; only the network answers from here (the browser's `fetch`), so a test can say what the
 * server answered and read exactly what a form sent. A test file using it starts with
 * `// @vitest-environment happy-dom`.
 */

/** A request as the server would have received it. */
export interface SentRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  json?: unknown;
}

/** `"GET /api/foods"`: an answer, or a function of the request (a promise delays the answer). */
export type Routes = Record<string, Answer | ((request: SentRequest) => Answer | Promise<Answer>)>;

/** Answers the app's API calls from `routes`; a call no route names is a 404 the test will see. */
export function fakeApi(routes: Routes) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const request: SentRequest = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === "function" ? await route(request) : (route ?? { status: 404, json: { message: "Not found" } });
    const status = answer.status ?? 200;
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    /** Every request so far, in order. */
    sent,
    /** The requests to one route, `"POST /api/meals/from-food"`. */
    to: (route: string) => sent.filter((request) => `${request.method} ${request.path}` === route),
  };
}

/** Renders with a fresh query cache (no retries: a failure shows at once). */
export function renderWithQueries(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/** A promise and the function that settles it, to hold an answer while a test looks at the pending state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Unmounts what a test rendered and gives `fetch` back. Each test file registers it itself
 * (`afterEach(resetComponents)`): the unit tier shares one module graph per worker (`isolate:
 * false`), so a hook registered when this module is first imported would serve one file only.
 */
export function resetComponents() {
  cleanup();
  vi.unstubAllGlobals();
}
