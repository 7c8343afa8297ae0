/**
 * API load benchmark: `npm run bench:api`.
 *
 * An embedded PostgreSQL in a temporary directory, migrated and seeded with 200 users, each with a
 * year of meals (4 a day), a goal, a profile and a session. The app runs in a child process on a
 * loopback port; autocannon drives each route for a bounded time, rotating the signed-in users, and
 * a table compares each route with a bare JSON route (the ceiling) and with the previous run stored in
 * bench/results/ (bench/api-report.ts). The routes are those a person's day uses. Nothing leaves
 * 127.0.0.1.
 *
 * BENCH_DURATION (s per route, default 4), BENCH_CONNECTIONS (comma-separated, default "50,4"),
 * BENCH_USERS, BENCH_ROUTES (comma-separated name parts), BENCH_CPU_PROF (a directory: the server
 * writes a V8 CPU profile there). Only a full run without a profiler is stored.
 */
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { loadConfig } from "../src/server/config.js";
import { localDayOf } from "../src/shared/domain/local-day.js";
import { machine, printTable, type Row, readPrevious, storeRun } from "./api-report.js";
import {
  BENCH_MEAL,
  removeBenchMeals,
  SEARCH_MIX,
  startBenchDatabase,
  startServer,
  stopServer,
  USERS,
  ZONE,
} from "./bench-data.js";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? "50,4").split(",").map(Number);
const LOAD_AT_START = machine().loadAverage;

interface Scenario {
  name: string;
  method?: "GET" | "POST";
  path: string;
  /** Several paths, one per request in turn (e.g. a mix of search queries). */
  paths?: string[];
  body?: string;
  signedIn: boolean;
}

async function run(
  port: number,
  scenario: Scenario,
  cookies: string[],
  connections: number,
  duration = DURATION_S,
): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: scenario.method ?? "GET",
        path: scenario.path,
        headers: scenario.body ? { "content-type": "application/json" } : {},
        body: scenario.body,
        setupRequest: (request) => {
          const turn = next++;
          const path = scenario.paths ? (scenario.paths[turn % scenario.paths.length] as string) : request.path;
          if (!scenario.signedIn) return { ...request, path };
          const cookie = cookies[turn % cookies.length] ?? "";
          return { ...request, path, headers: { ...request.headers, cookie } };
        },
      },
    ],
  });
  return {
    name: scenario.name,
    write: scenario.method === "POST",
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    kb: result.throughput.total / Math.max(1, result.requests.total) / 1024,
  };
}

/** What a signed-in person's day asks of the API (the web app's queries), and the bare route first. */
function dayScenarios(): Scenario[] {
  const today = localDayOf(new Date(), ZONE);
  const meal = JSON.stringify({ mealType: "snack", food: BENCH_MEAL, calories: 95, proteins: 0, carbs: 25, fats: 0 });
  return [
    { name: "GET /api/health (bare)", path: "/api/health", signedIn: false },
    { name: "GET /api/user", path: "/api/user", signedIn: true },
    { name: "GET /api/trial-status", path: "/api/trial-status", signedIn: true },
    { name: "GET /api/dashboard/today", path: "/api/dashboard/today", signedIn: true },
    { name: "GET /api/meals (day diary)", path: `/api/meals?startDate=${today}&endDate=${today}`, signedIn: true },
    { name: "GET /api/trends?days=30", path: "/api/trends?days=30", signedIn: true },
    { name: "GET /api/nutrients/day", path: "/api/nutrients/day", signedIn: true },
    { name: "GET /api/nutrition-goals/active", path: "/api/nutrition-goals/active", signedIn: true },
    { name: "GET /api/nutrition-goals", path: "/api/nutrition-goals", signedIn: true },
    { name: "GET /api/user-profile", path: "/api/user-profile", signedIn: true },
    { name: "GET /api/foods/recent", path: "/api/foods/recent", signedIn: true },
    { name: "food search: chiken breast", path: "/api/foods?q=chiken%20breast", signedIn: true },
    { name: "food search: yoghurt", path: "/api/foods?q=yoghurt", signedIn: true },
    {
      name: "food search: everyday mix",
      path: "/api/foods?q=banana",
      paths: SEARCH_MIX.map((q) => `/api/foods?q=${encodeURIComponent(q)}&limit=8`),
      signedIn: true,
    },
    { name: "POST /api/meals", method: "POST", path: "/api/meals", body: meal, signedIn: true },
  ];
}

async function main() {
  const database = await startBenchDatabase();
  let server: ChildProcess | null = null;
  try {
    const started = await startServer(database.url);
    server = started.child;

    const only = process.env.BENCH_ROUTES?.split(",");
    const scenarios = dayScenarios().filter((s, i) => i === 0 || !only || only.some((o) => s.name.includes(o)));
    const complete = !only && !process.env.BENCH_CPU_PROF;
    for (const connections of CONNECTION_COUNTS) {
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        await run(started.port, scenario, database.cookies, connections, 1); // warm-up: JIT, pool, caches
        const row = await run(started.port, scenario, database.cookies, connections);
        console.log(
          `${connections} connections, ${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors`,
        );
        rows.push(row);
        if (row.write) await removeBenchMeals(database.url);
      }
      const figures = {
        ...machine(),
        loadAverage: LOAD_AT_START,
        date: new Date().toISOString(),
        connections,
        durationS: DURATION_S,
        users: USERS,
        databasePoolMax: loadConfig({ DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX }).databasePoolMax,
      };
      printTable(rows, figures, await readPrevious(connections));
      if (complete) await storeRun(rows, figures);
      else console.log("not stored: only a full run without a profiler replaces the stored figures");
    }
  } finally {
    await stopServer(server);
    await database.close();
  }
}

await main();
