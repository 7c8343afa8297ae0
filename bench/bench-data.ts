/**
 * What every API benchmark stands on: an embedded PostgreSQL in a temporary directory, migrated,
 * with the food database and 200 users who each have a year of meals (4 a day), a goal, a profile
 * and a session; and the app in a child process on a loopback port (bench/api-server.ts), so the
 * load generator does not share its event loop. Nothing leaves 127.0.0.1.
 */
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { connectDatabase } from "../src/server/db/client.js";
import { startEmbeddedPostgres } from "../src/server/db/embedded.js";
import { applyMigrations } from "../src/server/db/migrate.js";
import { hashSessionToken, newSessionToken } from "../src/server/features/auth/tokens.js";
import { seedFoodCatalog } from "../src/server/features/foods/catalog/seed.js";

export const USERS = Number(process.env.BENCH_USERS ?? 200);
const DAYS = 365;
export const ZONE = "Europe/Rome";

/** What people type, common and rare words, typos and prefixes: the food search mix. */
export const SEARCH_MIX = [
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

/** This checkout's root: the tree a bench server runs from unless an A/B names another. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The app of source tree `tree` (bench/api-server.ts) on `databaseUrl`, in a child process. */
export function startServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  tree = REPO,
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(tree, "bench", "api-server.ts"), [], {
    cwd: tree,
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: "test" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export const BENCH_MEAL = "Bench apple";

/** The POST's meals are removed after it, so every read of every run sees the same year of meals. */
export async function removeBenchMeals(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DELETE FROM meals WHERE food = $1", [BENCH_MEAL]);
    await client.query("VACUUM ANALYZE meals"); // index-only scans again need a fresh visibility map
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  /** The cluster's data directory (its postmaster.pid names the processes to account CPU to). */
  dataDir: string;
  /** `macrowise_session=<token>` of each seeded user, in id order. */
  cookies: string[];
  close(): Promise<void>;
}

/** The seeded database every benchmark reads; close() stops it and removes its directory. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-bench-"));
  const dataDir = path.join(dir, "postgres");
  const postgres = await startEmbeddedPostgres(dataDir, "macrowise_bench");
  await applyMigrations(postgres.url);
  const catalog = connectDatabase(postgres.url, 1);
  const seeded = await seedFoodCatalog(catalog.db);
  const unchanged = await seedFoodCatalog(catalog.db);
  console.log(
    `food database: ${seeded.foods} foods seeded in ${seeded.milliseconds} ms; unchanged restart ${unchanged.milliseconds} ms`,
  );
  await catalog.close();
  const cookies = (await seed(postgres.url)).map((token) => `macrowise_session=${token}`);
  return {
    url: postgres.url,
    dataDir,
    cookies,
    async close() {
      await postgres.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Stops a bench server and waits until it is gone. */
export async function stopServer(server: ChildProcess | null) {
  if (server?.pid === undefined || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}
