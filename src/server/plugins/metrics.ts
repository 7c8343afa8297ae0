import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** Seconds: from a cached answer (a few ms) to a slow export or AI answer. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route matched (a scan for /wp-login.php): one series, not one per URL. */
export const UNMATCHED_ROUTE = "(unmatched)";

let processRegistry: Registry | null = null;
/**
 * The process's own figures (memory, CPU, event loop lag, GC), registered once per process: the
 * tests build many apps in one process, and each collector would start its own timers.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface RequestTotals {
  requests: number;
  /** Answers with a 5xx status. */
  errors: number;
  /** Mean time to answer, over every request since the app started; null before the first. */
  meanMs: number | null;
  /** The upper bound of the latency bucket holding the 95th percentile; null before the first request. */
  p95Ms: number | null;
}

/**
 * The app's request figures, by route pattern (`/api/meals/:id`, never the URL asked: ids and
 * query strings would make a series per request), and the Prometheus registry they live in. One
 * per app (buildApp makes it), so two apps in one process count apart.
 */
export function createRequestMetrics() {
  const registry = new Registry();
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "macrowise_http_requests_total",
    help: "Requests answered, by method, route pattern and status.",
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: "macrowise_http_errors_total",
    help: "Requests answered with a 5xx status, by method, route pattern and status.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "macrowise_http_request_duration_seconds",
    help: "Time to answer a request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  /** Counted whatever the outcome; kept beside the histogram for the admin card's totals. */
  const totals = { requests: 0, errors: 0, seconds: 0, buckets: new Array<number>(LATENCY_BUCKETS.length).fill(0) };

  return {
    registry,
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe({ method, route }, seconds);
      totals.requests += 1;
      totals.seconds += seconds;
      const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
      if (bucket >= 0) totals.buckets[bucket] = (totals.buckets[bucket] ?? 0) + 1;
      if (status >= 500) {
        errors.inc(labels);
        totals.errors += 1;
      }
    },
    totals(): RequestTotals {
      if (totals.requests === 0) return { requests: 0, errors: 0, meanMs: null, p95Ms: null };
      let seen = 0;
      let p95Ms: number | null = null;
      for (const [index, n] of totals.buckets.entries()) {
        seen += n;
        if (seen >= totals.requests * 0.95) {
          p95Ms = (LATENCY_BUCKETS[index] ?? 0) * 1000;
          break;
        }
      }
      return {
        requests: totals.requests,
        errors: totals.errors,
        meanMs: Math.round((totals.seconds / totals.requests) * 10_000) / 10,
        p95Ms,
      };
    },
    /** Prometheus text: the process's figures, then the app's requests and `extra` (pool, outbox...). */
    async text(extra: Registry): Promise<string> {
      const parts = await Promise.all([processMetrics().metrics(), registry.metrics(), extra.metrics()]);
      return parts.join("\n");
    },
  };
}

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;

/** Times every request the app answers (onResponse: after the last byte), by its route pattern. */
export const requestMetrics = fp<{ metrics: RequestMetrics }>(
  async (app, { metrics }) => {
    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: "metrics" },
);
