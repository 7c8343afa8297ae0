import { configDefaults, defineConfig } from "vitest/config";

// Test tiers (as immich has them): `unit` needs no database, `medium` runs the server against a
// real PostgreSQL, `e2e` drives the built app in Chromium. A server test is medium unless it is
// named *.unit.test.ts: the safe default, since a database test in the unit tier would fail.
const databaseSetup = {
  globalSetup: ["src/server/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/web/**/*.test.{ts,tsx}",
            "src/server/**/*.unit.test.ts",
            "scripts/**/*.unit.test.ts",
          ],
          // One module graph per worker instead of one per file: much faster (docs/performance.md), and
          // nothing here keeps state between files (a test that changes process.env puts it back).
          isolate: false,
        },
      },
      {
        test: {
          name: "medium",
          include: ["src/server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "**/*.unit.test.ts", "**/*-fuzz.test.ts"],
          ...databaseSetup,
        },
      },
      {
        // Hostile values into every field of every route (about 70 s): run by CI (`npm run
        // test:fuzz` in .ci/run), and by `npm test` only with FUZZ=1.
        test: { name: "fuzz", include: ["src/server/**/*-fuzz.test.ts"], ...databaseSetup },
      },
      {
        // deploy/Dockerfile's commands on a clean checkout (minutes: npm ci and a build); run by
        // `npm run test:deploy` (CI does), not by `npm test`.
        test: { name: "deploy", include: ["scripts/**/*.deploy-test.ts"], testTimeout: 1_200_000 },
      },
      {
        // Two real servers on the machine's PostgreSQL and Redis behind HAProxy (scripts/cluster/):
        // `npm run test:cluster` (CI does, with HAProxy installed), not `npm test`.
        test: {
          name: "cluster",
          include: ["scripts/**/*.cluster-test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // Needs TEST_REDIS_URL; run by `npm run test:redis` (CI does), not by `npm test`.
        test: { name: "redis", include: ["src/server/**/*.redis-test.ts"], ...databaseSetup },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
