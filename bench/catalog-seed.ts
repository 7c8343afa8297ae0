/**
 * Food database seed benchmark: `npm run bench:seed`.
 *
 * A fresh embedded PostgreSQL, migrated; then the catalog seeded the first time (what a new
 * instance reports at start), and again as a restart with nothing changed would (a new pool each
 * time, like a new process): the checksum of the files' bytes is compared before anything is
 * parsed. BENCH_RESTARTS (default 10) unchanged seeds; prints the times.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectDatabase } from "../src/server/db/client.js";
import { startEmbeddedPostgres } from "../src/server/db/embedded.js";
import { applyMigrations } from "../src/server/db/migrate.js";
import { seedFoodCatalog } from "../src/server/features/foods/catalog/seed.js";

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 10);

async function timedSeed(url: string) {
  const started = performance.now();
  const database = connectDatabase(url, 2);
  try {
    const result = await seedFoodCatalog(database.db);
    return { ...result, wall: performance.now() - started };
  } finally {
    await database.close();
  }
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-seed-bench-"));
  const postgres = await startEmbeddedPostgres(path.join(dir, "postgres"), "macrowise_seed_bench");
  try {
    await applyMigrations(postgres.url);
    const first = await timedSeed(postgres.url);
    console.log(`first seed: ${first.foods} foods in ${first.wall.toFixed(0)} ms (seeded: ${first.seeded})`);
    const times: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const again = await timedSeed(postgres.url);
      if (again.seeded) throw new Error("an unchanged catalog was seeded again");
      times.push(again.wall);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `unchanged restart (${RESTARTS}x, new pool each): median ${median.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
    );
  } finally {
    await postgres.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
