import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { writeLargeAppleHealth } from "./fixtures/large-apple-health.js";
import { readImport } from "./read-import.js";

/**
 * The small twin of `npm run bench:import` (1 GB): a 24 MB export.xml is read while the heap is
 * sampled. Holding the file would take 24 MB as bytes and 48 MB as a string; streaming keeps the
 * growth to the parser's chunk and the per-day sums.
 */
let folder = "";
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it("reads a 24 MB Apple Health export as a stream: the heap grows by far less than the file", async () => {
  folder = await mkdtemp(join(tmpdir(), "macrowise-apple-memory-"));
  const path = join(folder, "export.xml");
  const wrote = await writeLargeAppleHealth(path, 24);
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const parsed = await readImport(path, { timeZone: "Europe/Rome" });
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);

  expect(parsed.meals).toHaveLength(wrote.meals);
  expect(parsed.weighIns).toHaveLength(wrote.weighIns);
  expect(Math.round(parsed.meals.reduce((sum, m) => sum + m.calories, 0))).toBe(wrote.kcal);
  expect(parsed.sources.map((s) => s.name)).toEqual(["Cronometer", "Lifesum", "MyFitnessPal", "Withings"]);
  expect((peak - before) / 1048576).toBeLessThan(20);
}, 60_000);
