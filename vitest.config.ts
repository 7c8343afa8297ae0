import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}"] } },
      {
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs TEST_REDIS_URL; run by `npm run test:redis` (CI does), not by `npm test`.
        test: {
          name: "redis",
          include: ["src/server/**/*.redis-test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
