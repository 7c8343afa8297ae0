// npm test: the unit and medium tiers, then the browser journeys when a Chromium is available.
// Without one the journeys are skipped LOUDLY; with REQUIRE_BROWSER=1 a missing browser fails the run.
// The input fuzzer (about 70 s) runs in CI (`npm run test:fuzz`), and here only with FUZZ=1.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const e2eOnly = process.argv.includes("--e2e-only");
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const hasBrowser = fs.existsSync(chromium);
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "macrowise-report-")), "vitest.json");

const projects = e2eOnly ? [] : ["unit", "medium"];
if (!e2eOnly && process.env.FUZZ === "1") projects.push("fuzz");
if (hasBrowser) projects.push("e2e");

if (!hasBrowser) {
  const banner = [
    "",
    "!".repeat(78),
    `!! BROWSER JOURNEYS SKIPPED: no Chromium at ${chromium}`,
    "!! Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu),",
    "!! or point CHROMIUM_PATH at a Chromium/Chrome binary, then run `npm test` again.",
    "!".repeat(78),
    "",
  ].join("\n");
  console.error(banner);
  if (process.env.REQUIRE_BROWSER === "1") {
    console.error("REQUIRE_BROWSER=1: failing because the browser journeys could not run.");
    process.exit(1);
  }
}

if (hasBrowser) {
  // The journeys drive the built app served by the real server.
  const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = ["node_modules/vitest/vitest.mjs", "run", ...projects.flatMap((p) => ["--project", p])];
args.push("--reporter=default", "--reporter=json", `--outputFile.json=${report}`);
const run = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });

try {
  const summary = JSON.parse(fs.readFileSync(report, "utf8"));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
} catch {
  console.log("\n0 passed, 1 failed (the test run produced no report)");
  process.exit(run.status || 1);
}
if (!hasBrowser) console.error("\nReminder: the browser journeys were SKIPPED (no Chromium).");
process.exit(run.status ?? 1);
