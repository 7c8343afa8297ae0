import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../test/test-app.js";

/** Two instances behind one load balancer must share one login budget per client, through Redis. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the Redis tests (e.g. redis://127.0.0.1:6379)");

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ redisUrl });
  second = await createTestApp({ redisUrl });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe("rate limits with REDIS_URL", () => {
  it("count failed logins across instances", async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const a = new TestClient(first.app, ip);
    const b = new TestClient(second.app, ip);
    // A new name each run and each try: Redis keeps the per-account brake's counts for 15 minutes.
    const name = (i: number) => `nobody${Math.floor(Math.random() * 1e9)}x${i}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await a.post("/api/login", { username: name(i), password: `guess-${i}` })).statusCode);
      statuses.push((await b.post("/api/login", { username: name(i + 10), password: `guess-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("share the per-account brake across instances and addresses", async () => {
    const name = `target${Math.floor(Math.random() * 1e9)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const instance = i % 2 === 0 ? first : second;
      const client = new TestClient(instance.app, `10.88.${i}.${Math.floor(Math.random() * 250) + 1}`);
      statuses.push((await client.post("/api/login", { username: name, password: `guess-${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });
});
