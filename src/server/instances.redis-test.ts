import { afterAll, beforeAll, expect, it } from "vitest";
import { staleReadsAcrossInstances } from "./test/instance-freshness.js";
import { createPeerApp, type PeerApp } from "./test/peer-app.js";
import { createTestApp, type TestApp } from "./test/test-app.js";

/** Two instances on one PostgreSQL and one Redis: what one instance writes, the other reads at once. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the Redis tests (e.g. redis://127.0.0.1:6379)");

let a: TestApp;
let b: PeerApp;
let baseUrl: string;

beforeAll(async () => {
  a = await createTestApp({ redisUrl });
  b = await createPeerApp(a, { redisUrl });
  baseUrl = await a.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

it("every write through every door on one instance shows in the other's next read", async () => {
  const { stale, reads } = await staleReadsAcrossInstances(a, b, baseUrl);
  expect(reads).toBeGreaterThanOrEqual(100);
  expect(stale).toBe(0);
});
