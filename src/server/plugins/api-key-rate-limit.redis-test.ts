import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { KeyClient, subscriberWithKey } from "../test/api-keys.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

/** Two instances on one database and one Redis must share one budget per API key. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the Redis tests (e.g. redis://127.0.0.1:6379)");

const apiRateLimit = { max: 6, timeWindowMs: 60_000 };
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({ redisUrl, apiRateLimit });
  const config = { ...loadConfig({ NODE_ENV: "test" }), redisUrl, apiRateLimit };
  second = await buildApp({ config, database: first.database, serveWeb: false });
  await second.ready();
  // Key ids restart at 1 in every test database; a random start keeps runs apart in a shared Redis.
  await first.database.db.execute(sql`SELECT setval('api_keys_id_seq', ${Math.floor(Math.random() * 1e9)})`);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe("API key rate limits with REDIS_URL", () => {
  it("count a key's calls across instances", async () => {
    const holder = await subscriberWithKey(first, "sharedbudget");
    const elsewhere = new KeyClient(second, holder.key);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await holder.api.get("/api/v1/nutrition-goals")).statusCode);
      statuses.push((await elsewhere.get("/api/v1/nutrition-goals")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });
});
