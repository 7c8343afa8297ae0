import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

describe("POST /api/admin-access with a configured code", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminAccessCode: "correct horse battery" });
  });
  afterAll(() => t.close());

  it("needs a signed-in user", async () => {
    const res = await new TestClient(t.app).post("/api/admin-access", { code: "correct horse battery" });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a wrong code and leaves the user as they were", async () => {
    const c = new TestClient(t.app);
    await c.register("hopeful");
    const res = await c.post("/api/admin-access", { code: "wrong" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Invalid admin access code");
    const italian = await c.post("/api/admin-access", { code: "still wrong" }, { "accept-language": "it-IT,it;q=0.9" });
    expect(italian.json().message).toBe("Codice di accesso amministratore non valido");
    expect((await c.get("/api/user")).json().isAdmin).toBe(false);
  });

  it("makes the signed-in user an admin with plan unlimited", async () => {
    const c = new TestClient(t.app);
    await c.register("chosen");
    const res = await c.post("/api/admin-access", { code: "correct horse battery" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAdmin: true, is_admin: true, subscriptionPlan: "unlimited" });
    const trial = (await c.get("/api/trial-status")).json();
    expect(trial).toMatchObject({ subscriptionPlan: "unlimited", trialDaysLeft: 999 });
    expect(new Date(trial.trialEndDate).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 10);
  });

  it("spends the address's budget on wrong codes only: a right code after many admins still works", async () => {
    for (let i = 0; i < 7; i++) {
      const c = new TestClient(t.app, "127.9.9.9");
      await c.register(`promoted${i}`);
      expect((await c.post("/api/admin-access", { code: "correct horse battery" })).statusCode).toBe(200);
    }
  });

  it("rate limits guessing with Retry-After", async () => {
    const c = new TestClient(t.app);
    await c.register("guesser");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await c.post("/api/admin-access", { code: `guess-${i}` })).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    const limited = await c.post("/api/admin-access", { code: "correct horse battery" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts, try again in \d+ (seconds|minutes)$/);
  });

  it("has no one-click admin login outside development", async () => {
    const res = await new TestClient(t.app).post("/api/dev/admin-login");
    expect(res.statusCode).toBe(404);
  });
});

describe("POST /api/admin-access without a configured code", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminAccessCode: null });
  });
  afterAll(() => t.close());

  it("is disabled with a clear 403", async () => {
    const c = new TestClient(t.app);
    await c.register("someone");
    const res = await c.post("/api/admin-access", { code: "anything" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/disabled/);
  });
});
