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
import { localDayOf } from "../src/shared/domain/local-day.js";
import { machine, printTable, type Row, readPrevious, storeRun } from "./api-report.js";

const USERS = Number(process.env.BENCH_USERS ?? 200);
const DAYS = 365;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? "50,4").split(",").map(Number);
const LOAD_AT_START = machine().loadAverage;
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
    // 4 meals a day for a year, at 07:00, 11:00, 15:00 and 19:00 local time; breakfast and lunch are
    // logged from one of 40 catalog foods (so recent foods have something to find), the rest by hand.
    // The days are the users' local days: the cluster's current_date (UTC) is yesterday in Rome
    // from 23:00 UTC, and the day routes would then read an empty today.
    await client.query(
      `WITH picks AS (SELECT array_agg(id ORDER BY id) AS ids
                      FROM (SELECT id FROM foods WHERE owner_user_id IS NULL ORDER BY id LIMIT 40) f)
       INSERT INTO meals (user_id, food, food_id, calories, proteins, carbs, fats, meal_type, eaten_at)
       SELECT u.id, 'Food ' || (d * 4 + k), CASE WHEN k < 2 THEN picks.ids[1 + (u.id + d * 3 + k) % 40] END,
              300 + (d + k) % 400, 10 + k * 5, 30 + k * 10, 5 + k * 3,
              (ARRAY['breakfast', 'lunch', 'dinner', 'snack'])[k + 1],
              (((now() AT TIME ZONE $2::text)::date - d) + time '07:00' + k * interval '4 hours') AT TIME ZONE $2::text
       FROM picks, users u, generate_series(0, $1::int - 1) d, generate_series(0, 3) k`,
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

const BENCH_MEAL = "Bench apple";

/** The POST's meals are removed after it, so every read of every run sees the same year of meals. */
async function removeBenchMeals(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DELETE FROM meals WHERE food = $1", [BENCH_MEAL]);
    await client.query("VACUUM ANALYZE meals"); // index-only scans again need a fresh visibility map
  } finally {
    await client.end();
  }
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

    const only = process.env.BENCH_ROUTES?.split(",");
    const scenarios = dayScenarios().filter((s, i) => i === 0 || !only || only.some((o) => s.name.includes(o)));
    const complete = !only && !process.env.BENCH_CPU_PROF;
    for (const connections of CONNECTION_COUNTS) {
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        await run(started.port, scenario, cookies, connections, 1); // warm-up: JIT, pool, caches
        const row = await run(started.port, scenario, cookies, connections);
        console.log(
          `${connections} connections, ${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, ${row.errors} errors`,
        );
        rows.push(row);
        if (row.write) await removeBenchMeals(postgres.url);
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
