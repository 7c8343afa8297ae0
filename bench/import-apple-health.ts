import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeLargeAppleHealth } from "../src/server/features/imports/read/fixtures/large-apple-health.js";
import { readImportIsolated } from "../src/server/features/imports/read/isolated.js";
import { readImport } from "../src/server/features/imports/read/read-import.js";

/**
 * npm run bench:import: writes a synthetic Apple Health export.xml of BENCH_MB MB (default 1024)
 * to a temporary folder, reads it with readImportIsolated (the worker thread the server uses;
 * BENCH_INLINE=1: readImport in this thread) and prints the time, the throughput and the
 * process's resident memory before, at its peak (sampled every 50 ms) and after. Issue 27: a 1 GB
 * export imports with the memory growing by under 200 MB; the run fails otherwise.
 */
const megabytes = Number(process.env.BENCH_MB ?? 1024);
const inline = process.env.BENCH_INLINE === "1";
const folder = await mkdtemp(join(tmpdir(), "macrowise-bench-import-"));
try {
  const path = join(folder, "export.xml");
  const wrote = await writeLargeAppleHealth(path, megabytes);
  global.gc?.();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  let lastProgress = 0;
  const parsed = await (inline ? readImport : readImportIsolated)(path, {
    timeZone: "Europe/Rome",
    onProgress: (p) => {
      lastProgress = p.bytesRead / p.totalBytes;
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const kcal = parsed.meals.reduce((sum, m) => sum + m.calories, 0);
  console.log(
    JSON.stringify(
      {
        mode: inline ? "readImport in the main thread" : "readImportIsolated (worker thread, 160 MB heap)",
        fileMB: mb(wrote.bytes),
        seconds: Math.round(seconds * 10) / 10,
        mbPerSecond: Math.round(mb(wrote.bytes) / seconds),
        rssBeforeMB: mb(before),
        rssPeakMB: mb(peak),
        rssGrowthMB: mb(peak - before),
        rssAfterMB: mb(process.memoryUsage().rss),
        progressAtEnd: lastProgress,
        meals: parsed.meals.length,
        expectedMeals: wrote.meals,
        weighIns: parsed.weighIns.length,
        expectedWeighIns: wrote.weighIns,
        kcalMatches: Math.round(kcal) === wrote.kcal,
        sources: parsed.sources.map((s) => s.name),
      },
      null,
      2,
    ),
  );
  if (peak - before > 200 * 1048576 || parsed.meals.length !== wrote.meals) process.exitCode = 1;
} finally {
  await rm(folder, { recursive: true, force: true });
}
