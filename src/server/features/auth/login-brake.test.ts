import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryAttemptCounter } from "../../plugins/attempt-counter.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { ACCOUNT_BRAKE_WINDOW_MS, ACCOUNT_FAILURES_ALLOWED } from "./login-brake.js";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy: each request names its client in X-Forwarded-For, as an attacker's botnet would.
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const from = (address: string) => ({ "x-forwarded-for": address });

async function register(username: string) {
  const res = await new TestClient(t.app).register(username, { password: "right-password" });
  expect(res.statusCode).toBe(201);
}

describe("the per-account brake on password guessing", () => {
  it("answers 429 for the account after 10 failures from 10 different addresses", async () => {
    await register("victim");
    const statuses: number[] = [];
    let last = null as Awaited<ReturnType<TestClient["post"]>> | null;
    for (let i = 1; i <= 12; i++) {
      last = await new TestClient(t.app).post(
        "/api/login",
        { username: "victim", password: `guess-${i}` },
        from(`203.0.113.${i}`),
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(ACCOUNT_FAILURES_ALLOWED).fill(401), 429, 429]);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(800);
    expect(last?.json().message).toMatch(
      /Too many failed sign-in attempts for this account\. Please try again in 1[45] minutes\./,
    );
  });

  it("shows the rightful owner, from a fresh address, a clear message instead of signing in", async () => {
    const res = await new TestClient(t.app).post(
      "/api/login",
      { username: "VICTIM", password: "right-password" },
      from("198.51.100.7"),
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/for this account/);
  });

  it("leaves other accounts signing in from the same addresses", async () => {
    await register("bystander");
    const res = await new TestClient(t.app).post(
      "/api/login",
      { username: "bystander", password: "right-password" },
      from("203.0.113.11"),
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers alike whether the account exists or not", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await new TestClient(t.app).post(
        "/api/login",
        { username: "nobody-here", password: `guess-${i}` },
        from(`192.0.2.${i}`),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(-2)).toEqual([401, 429]);
  });

  it("spends nothing on successful sign-ins", async () => {
    await register("regular");
    for (let i = 0; i < ACCOUNT_FAILURES_ALLOWED + 3; i++) {
      const res = await new TestClient(t.app).post("/api/login", { username: "regular", password: "right-password" });
      expect(res.statusCode).toBe(200);
    }
  });

  it("counts parallel guesses before checking them, so a burst cannot slip past", async () => {
    await register("burst");
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        new TestClient(t.app).post(
          "/api/login",
          { username: "burst", password: `guess-${i}` },
          from(`10.9.0.${i + 1}`),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort(), results[0]?.body).toEqual([
      ...Array(ACCOUNT_FAILURES_ALLOWED).fill(401),
      ...Array(25 - ACCOUNT_FAILURES_ALLOWED).fill(429),
    ]);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(ACCOUNT_FAILURES_ALLOWED);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(25 - ACCOUNT_FAILURES_ALLOWED);
  });
});

describe("memoryAttemptCounter", () => {
  it("opens a new window once the old one has passed (injected clock)", async () => {
    let now = 1_000_000;
    const counter = memoryAttemptCounter(ACCOUNT_BRAKE_WINDOW_MS, () => now);
    for (let i = 0; i < 10; i++) await counter.add("k");
    expect(await counter.add("k")).toEqual({ count: 11, resetInMs: ACCOUNT_BRAKE_WINDOW_MS });
    now += ACCOUNT_BRAKE_WINDOW_MS - 1;
    expect((await counter.add("k")).count).toBe(12);
    now += 1;
    expect(await counter.add("k")).toEqual({ count: 1, resetInMs: ACCOUNT_BRAKE_WINDOW_MS });
  });

  it("keeps at most maxKeys names, dropping the oldest", async () => {
    const counter = memoryAttemptCounter(60_000, () => 0, 3);
    for (const key of ["a", "b", "c", "d"]) await counter.add(key);
    expect((await counter.add("a")).count).toBe(1);
    expect((await counter.add("d")).count).toBe(2);
  });
});
