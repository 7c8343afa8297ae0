import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { memoryAttemptCounter, memoryDistinctCounter } from "../../plugins/attempt-counter.js";
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

const { loginLimits } = loadConfig({});
const NAMES_PER_ADDRESS = loginLimits.failedNames.max;

function login(address: string, username: string, password: string) {
  return new TestClient(t.app).post("/api/login", { username, password }, from(address));
}

describe("the per-address brake", () => {
  it("lets a household sign in at once after one of its accounts was braked", async () => {
    await register("carla");
    await register("ada");
    const home = "198.51.100.20";
    const carla: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILURES_ALLOWED + 2; i++)
      carla.push((await login(home, "carla", `guess-${i}`)).statusCode);
    expect(carla).toEqual([...Array(ACCOUNT_FAILURES_ALLOWED).fill(401), 429, 429]);
    expect((await login(home, "ada", "right-password")).statusCode).toBe(200);
    expect((await login(home, "ada", "right-password")).statusCode).toBe(200);
  });

  it("refuses new names to an address that failed on many, while its own names keep their budget", async () => {
    await register("stuffed");
    await register("office-mate");
    const stuffer = "198.51.100.30";
    const statuses: number[] = [];
    for (let i = 1; i < NAMES_PER_ADDRESS; i++)
      statuses.push((await login(stuffer, `leaked-${i}`, "hunter2")).statusCode);
    statuses.push((await login(stuffer, "stuffed", "hunter2")).statusCode);
    expect(statuses).toEqual(Array(NAMES_PER_ADDRESS).fill(401));

    // A new name is refused before its password is checked, right or wrong, for the rest of the window.
    const refused = await login(stuffer, "office-mate", "right-password");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts, try again in 1[45] minutes$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(800);
    expect((await login(stuffer, "leaked-new", "hunter2")).statusCode).toBe(429);
    // A name this address already tried still gets its own answer; other addresses are not touched.
    expect((await login(stuffer, "stuffed", "right-password")).statusCode).toBe(200);
    expect((await login("198.51.100.31", "office-mate", "right-password")).statusCode).toBe(200);
  });

  it("counts a parallel burst of names before checking them", async () => {
    const burst = 30;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) => login("198.51.100.40", `sprayed-${i}`, "Summer2031!")),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(NAMES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - NAMES_PER_ADDRESS);
  });

  it("bounds the passwords one address has checked in a minute, right or wrong, braked attempts aside", async () => {
    const limited = await createTestApp({
      trustProxy: true,
      loginLimits: { ...loginLimits, checks: { max: 4, timeWindowMs: 60_000 } },
    });
    try {
      const post = (username: string, password: string, address = "198.51.100.50") =>
        new TestClient(limited.app).post("/api/login", { username, password }, from(address));
      for (const name of ["braked", "second", "third"]) {
        expect((await new TestClient(limited.app).register(name, { password: "right-password" })).statusCode).toBe(201);
      }
      // 'braked' is braked from elsewhere; attempts here that the brake refuses check no password.
      for (let i = 1; i <= ACCOUNT_FAILURES_ALLOWED; i++) await post("braked", "wrong-guess", `192.0.2.${100 + i}`);
      for (let i = 0; i < 3; i++) expect((await post("braked", "right-password")).statusCode).toBe(429);
      expect((await post("second", "right-password")).statusCode).toBe(200);
      expect((await post("third", "wrong-password")).statusCode).toBe(401);
      expect((await post("third", "right-password")).statusCode).toBe(200);
      expect((await post("second", "right-password")).statusCode).toBe(200);
      const fifth = await post("third", "right-password");
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
      expect((await post("third", "right-password", "198.51.100.51")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
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

  it("keeps at most maxKeys keys, dropping the oldest", async () => {
    const counter = memoryAttemptCounter(60_000, () => 0, 3);
    for (const key of ["a", "b", "c", "d"]) await counter.add(key);
    expect((await counter.add("a")).count).toBe(1);
    expect((await counter.add("d")).count).toBe(2);
  });
});

describe("memoryDistinctCounter", () => {
  it("counts each member once per window, and opens a new window once the old one has passed", async () => {
    let now = 5_000;
    const counter = memoryDistinctCounter(60_000, () => now);
    expect(await counter.add("address", "carla")).toEqual({ count: 1, added: true, resetInMs: 60_000 });
    expect(await counter.add("address", "carla")).toMatchObject({ count: 1, added: false });
    expect(await counter.add("address", "ada")).toMatchObject({ count: 2, added: true });
    await counter.remove("address", "carla");
    expect(await counter.add("address", "bruno")).toMatchObject({ count: 2, added: true });
    now += 60_000;
    expect(await counter.add("address", "ada")).toEqual({ count: 1, added: true, resetInMs: 60_000 });
  });
});
