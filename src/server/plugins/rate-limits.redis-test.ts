import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestApp, type TestApp, TestClient } from "../test/test-app.js";

/** Two instances behind one load balancer must share the sign-in brakes, through Redis. */
const NAMES_PER_ADDRESS = loadConfig({}).loginLimits.failedNames.max;
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
  it("share the per-address brake on different names across instances", async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const a = new TestClient(first.app, ip);
    const b = new TestClient(second.app, ip);
    const allowed = NAMES_PER_ADDRESS;
    // A new name each run and each try: Redis keeps the brakes' counts for 15 minutes.
    const name = (i: number) => `nobody${Math.floor(Math.random() * 1e9)}x${i}`;
    const statuses: number[] = [];
    for (let i = 0; i < allowed + 2; i++) {
      const client = i % 2 === 0 ? a : b;
      statuses.push((await client.post("/api/login", { username: name(i), password: `guess-${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(allowed).fill(401), 429, 429]);
  });

  it("let a household sign in on one instance after an account of theirs was braked on the other", async () => {
    const ip = `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const suffix = Math.floor(Math.random() * 1e9);
    const [carla, ada] = [`carla${suffix}`, `ada${suffix}`];
    await new TestClient(first.app).register(carla, { password: "right-password" });
    await new TestClient(second.app).register(ada, { password: "right-password" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await new TestClient(first.app, ip).post("/api/login", { username: carla, password: `guess-${i}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The brake is shared: carla is refused on the other instance too; ada, from the same address, is not.
    expect(
      (await new TestClient(second.app, ip).post("/api/login", { username: carla, password: "right-password" }))
        .statusCode,
    ).toBe(429);
    expect(
      (await new TestClient(second.app, ip).post("/api/login", { username: ada, password: "right-password" }))
        .statusCode,
    ).toBe(200);
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
