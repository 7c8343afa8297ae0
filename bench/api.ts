/**
 * API load benchmark: `npm run bench:api`.
 *
 * An embedded PostgreSQL in a temporary directory, migrated and seeded with 200 users, each with a
 * year of meals (4 a day), a goal, a profile and a session. The app runs in a child process on a
 * loopback port; autocannon drives each route for a bounded time, rotating the signed-in users, and
 * a table compares each route with a bare JSON route (the ceiling). Nothing leaves 127.0.0.1.
 *
 * BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_USERS, BENCH_ROUTES (comma-separated name parts),
 * BENCH_CPU_PROF (a directory: the server writes a V8 CPU profile there).
 */
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { loadConfig } from "../src/server/config.js";
import { connectDatabase } from "../src/server/db/client.js";
import { startEmbeddedPostgres } from "../src/server/db/embedded.js";
import { applyMigrations } from "../src/server/db/migrate.js";
import { hashSessionToken, newSessionToken } from "../src/server/features/auth/tokens.js";
import { seedFoodCatalog } from "../src/server/features/foods/catalog/seed.js";
import { dayBoundsUtc, localDayOf } from "../src/shared/domain/local-day.js";

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DAYS = 365;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ZONE = "Europe/Rome";
/** What people type, common and rare words, typos and prefixes: the food search mix. */
const SEARCH_MIX = [
  "banana",
  "chicken breast",
  "cottage cheese",
  "orange",
  "big mac",
  "whey",
  "mozarella",
  "pasta al pomodoro",
  "beef",
  "greek yoghurt",
  "brocoli",
  "cheese",
  "protein bar",
  "egg",
  "chick",
  "oats",
  "coke",
  "strawberries",
  "rice",
  "salmon",
];

async function seed(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(
      `INSERT INTO users (username, email, gender, time_zone)
       SELECT 'bench' || g, 'bench' || g || '@example.com', 'other', $2 FROM generate_series(1, $1::int) g`,
      [USERS, ZONE],
    );
    // 4 meals a day for a year, at 07:00, 11:00, 15:00 and 19:00 local time.
    await client.query(
      `INSERT INTO meals (user_id, food, calories, proteins, carbs, fats, meal_type, eaten_at)
       SELECT u.id, 'Food ' || (d * 4 + k), 300 + (d + k) % 400, 10 + k * 5, 30 + k * 10, 5 + k * 3,
              (ARRAY['breakfast', 'lunch', 'dinner', 'snack'])[k + 1],
              ((current_date - d) + time '07:00' + k * interval '4 hours') AT TIME ZONE $2
       FROM users u, generate_series(0, $1::int - 1) d, generate_series(0, 3) k`,
      [DAYS, ZONE],
    );
    await client.query(
      `INSERT INTO nutrition_goals (user_id, name, calories, proteins, carbs, fats, start_date, is_active)
       SELECT id, 'Maintenance', 2000, 150, 250, 65, current_date - 30, true FROM users`,
    );
    await client.query(
      `INSERT INTO user_profiles (user_id, name, age, gender, weight, height, activity_level, time_zone)
       SELECT id, username, 30, 'male', 70, 175, 'moderate', $1 FROM users`,
      [ZONE],
    );
    const { rows } = await client.query<{ id: number }>("SELECT id FROM users ORDER BY id");
    const tokens = rows.map(() => newSessionToken());
    const values = rows.map((_, i) => `($${i * 2 + 1}, $${i * 2 + 2}, now() + interval '30 days')`).join(",");
    await client.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ${values}`,
      rows.flatMap((row, i) => [hashSessionToken(tokens[i] ?? ""), row.id]),
    );
    await client.query("VACUUM ANALYZE");
    const { rows: count } = await client.query<{ n: string }>("SELECT count(*) AS n FROM meals");
    console.log(`seeded ${USERS} users, ${count[0]?.n} meals in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return tokens;
  } finally {
    await client.end();
  }
}

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "api-server.ts");
  const child = fork(entry, [], {
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "test" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

interface Scenario {
  name: string;
  method?: "GET" | "POST";
  path: string;
  /** Several paths, one per request in turn (e.g. a mix of search queries). */
  paths?: string[];
  body?: string;
  signedIn: boolean;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function run(port: number, scenario: Scenario, cookies: string[], duration = DURATION_S): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
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
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function printTable(rows: Row[]) {
  const ceiling = rows[0]?.rps ?? 1;
  const header = ["route", "req/s", "p50 ms", "p99 ms", "errors", "requests", "vs ceiling"];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    String(r.requests),
    `${((r.rps / ceiling) * 100).toFixed(1)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${os.cpus().length} CPUs, Node ${process.version}, ` +
      `${loadConfig({ DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX }).databasePoolMax} database connections`,
  );
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-bench-"));
  const postgres = await startEmbeddedPostgres(path.join(dir, "postgres"), "macrowise_bench");
  let server: ChildProcess | null = null;
  try {
    await applyMigrations(postgres.url);
    const catalog = connectDatabase(postgres.url, 1);
    const seeded = await seedFoodCatalog(catalog.db);
    const unchanged = await seedFoodCatalog(catalog.db);
    console.log(
      `food database: ${seeded.foods} foods seeded in ${seeded.milliseconds} ms; unchanged restart ${unchanged.milliseconds} ms`,
    );
    await catalog.close();
    const cookies = (await seed(postgres.url)).map((token) => `macrowise_session=${token}`);
    const started = await startServer(postgres.url);
    server = started.child;

    const { start, end } = dayBoundsUtc(localDayOf(new Date(), ZONE), ZONE);
    const today = `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(new Date(end.getTime() - 1).toISOString())}`;
    const meal = JSON.stringify({
      mealType: "snack",
      food: "Bench apple",
      calories: 95,
      proteins: 0,
      carbs: 25,
      fats: 0,
    });
    const scenarios: Scenario[] = [
      { name: "GET /api/health (ceiling)", path: "/api/health", signedIn: false },
      { name: "GET /api/meals (today)", path: `/api/meals?${today}`, signedIn: true },
      { name: "GET /api/nutrition-goals/active", path: "/api/nutrition-goals/active", signedIn: true },
      { name: "GET /api/trends?days=30", path: "/api/trends?days=30", signedIn: true },
      { name: "GET /api/dashboard/today", path: "/api/dashboard/today", signedIn: true },
      { name: "POST /api/meals", method: "POST", path: "/api/meals", body: meal, signedIn: true },
      { name: "food search: chiken breast", path: "/api/foods?q=chiken%20breast", signedIn: true },
      { name: "food search: yoghurt", path: "/api/foods?q=yoghurt", signedIn: true },
      {
        name: "food search: everyday mix",
        path: "/api/foods?q=banana",
        paths: SEARCH_MIX.map((q) => `/api/foods?q=${encodeURIComponent(q)}`),
        signedIn: true,
      },
      { name: "GET /api/nutrients/day", path: "/api/nutrients/day", signedIn: true },
    ];
    const only = process.env.BENCH_ROUTES?.split(",");
    const rows: Row[] = [];
    for (const scenario of scenarios.filter((s, i) => i === 0 || !only || only.some((o) => s.name.includes(o)))) {
      await run(started.port, scenario, cookies, 2); // warm-up: JIT, pool, caches
      const row = await run(started.port, scenario, cookies);
      console.log(`${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors`);
      rows.push(row);
    }
    printTable(rows);
  } finally {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await postgres.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
