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
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await a.post("/api/login", { username: "nobody", password: `guess-${i}` })).statusCode);
      statuses.push((await b.post("/api/login", { username: "nobody", password: `guess-${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
