import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../shared/contracts/auth.js";
import { sessions, users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { hashSessionToken } from "./tokens.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = (ip?: string) => new TestClient(t.app, ip);

describe("POST /api/register", () => {
  it("creates the account, signs it in and sets a hardened session cookie", async () => {
    const c = client();
    const res = await c.register("alice", { gender: "female" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: "alice",
      gender: "female",
      isAdmin: false,
      subscriptionPlan: "trial",
    });
    expect(res.json()).not.toHaveProperty("passwordHash");
    const cookie = res.cookies.find((k) => k.name === "macrowise_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? "", "base64url")).toHaveLength(32);
    const me = await c.get("/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe("alice");
  });

  it("stores an argon2id hash and only the hash of the session token", async () => {
    const c = client();
    await c.register("hashcheck", { password: "plain-secret" });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "hashcheck"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("plain-secret");
    const token = c.cookie?.split("=")[1] ?? "";
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? -1));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashSessionToken(token)]);
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it.each([
    [{ username: "ab" }, "username", authMessages.usernameMin],
    [{ email: "not-an-email" }, "email", authMessages.email],
    [{ gender: "robot" }, "gender", authMessages.gender],
    [{ password: "12345" }, "password", authMessages.passwordMin],
  ])("refuses %j with the spec's message", async (override, field, message) => {
    const body = {
      username: "valid-name",
      email: "valid@example.com",
      gender: "other",
      password: "secret-pass",
      ...override,
    };
    const res = await client().post("/api/register", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    const count = await t.database.db.$count(users, eq(users.username, "valid-name"));
    expect(count).toBe(0);
  });

  it("answers a duplicate username (any case) or email with 409 and a clear message", async () => {
    await client().register("bob", { email: "bob@example.com" });
    const sameName = await client().register("BOB", { email: "other@example.com" });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(authMessages.usernameTaken);
    // On the field the person typed it in, so the form shows it there.
    expect(sameName.json().fieldErrors).toEqual({ username: authMessages.usernameTaken });
    const sameEmail = await client().register("robert", { email: "Bob@Example.com" });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(authMessages.emailTaken);
    expect(sameEmail.json().fieldErrors).toEqual({ email: authMessages.emailTaken });
    const both = await client().register("bob", { email: "bob@example.com" });
    expect(both.json().fieldErrors).toEqual({
      username: authMessages.usernameTaken,
      email: authMessages.emailTaken,
    });
  });

  it("gives 400, not 500, for malformed JSON and wrong body types", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(bad.statusCode).toBe(400);
    const array = await client().post("/api/register", [1, 2]);
    expect(array.statusCode).toBe(400);
  });
});

describe("POST /api/login and /api/logout", () => {
  it("issues a new token at login and ends the session at logout", async () => {
    const c = client();
    await c.register("carol", { password: "carol-pass" });
    const registeredCookie = c.cookie;
    const login = await c.post("/api/login", { username: "carol", password: "carol-pass" });
    expect(login.statusCode).toBe(200);
    expect(c.cookie).not.toBe(registeredCookie);
    // The token from before login no longer works.
    const stale = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: registeredCookie ?? "" } });
    expect(stale.statusCode).toBe(401);

    const cookieBeforeLogout = c.cookie ?? "";
    const logout = await c.post("/api/logout");
    expect(logout.statusCode).toBe(200);
    expect(c.cookie).toBeNull();
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookieBeforeLogout } });
    expect(after.statusCode).toBe(401);
  });

  it("answers an unknown user and a wrong password identically", async () => {
    await client().register("dave", { password: "dave-pass" });
    const unknown = await client("10.0.0.2").post("/api/login", { username: "nobody", password: "whatever" });
    const wrong = await client("10.0.0.3").post("/api/login", { username: "dave", password: "not-dave" });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it("validates login input with the spec's messages", async () => {
    const res = await client("10.0.0.4").post("/api/login", { username: "ab", password: "123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ username: authMessages.usernameMin, password: authMessages.passwordMin });
  });

  it("expires sessions idle for 30 days", async () => {
    const c = client();
    await c.register("erin");
    const token = c.cookie?.split("=")[1] ?? "";
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await c.get("/api/user")).statusCode).toBe(401);
  });
});

describe("GET /api/user and /api/trial-status", () => {
  it("answer 401 without a session", async () => {
    expect((await client().get("/api/user")).statusCode).toBe(401);
    const trial = await client().get("/api/trial-status");
    expect(trial.statusCode).toBe(401);
    expect(trial.json().message).toBe("Authentication required");
  });

  it("gives a new user a 5-day trial", async () => {
    const c = client();
    await c.register("frank");
    const res = await c.get("/api/trial-status");
    expect(res.json()).toMatchObject({
      trialActive: true,
      trialDaysLeft: 5,
      isPremium: false,
      subscriptionPlan: "trial",
    });
    const end = new Date(res.json().trialEndDate).getTime();
    expect(Math.abs(end - (Date.now() + 5 * 86_400_000))).toBeLessThan(60_000);
  });

  it("shows an ended trial once five days have passed", async () => {
    const c = client();
    await c.register("grace");
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '6 days'` })
      .where(eq(users.username, "grace"));
    const res = await c.get("/api/trial-status");
    expect(res.json()).toMatchObject({ trialActive: false, trialDaysLeft: 0, subscriptionPlan: "trial" });
  });
});

describe("GET /api/session", () => {
  it("answers a guest with 200 and no user, and a signed-in person with the same user as /api/user", async () => {
    const guest = await client().get("/api/session");
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    const c = client();
    await c.register("henrietta");
    const session = await c.get("/api/session");
    expect(session.json().user).toEqual((await c.get("/api/user")).json());
    await c.post("/api/logout");
    expect((await c.get("/api/session")).json()).toEqual({ user: null });
  });
});

describe("cross-origin writes", () => {
  it("refuses a state-changing request from another origin with 403", async () => {
    const res = await client().post(
      "/api/register",
      { username: "mallory", email: "m@example.com", gender: "other", password: "secret-pass" },
      { origin: "https://evil.example", host: "localhost:5000" },
    );
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(users, eq(users.username, "mallory"))).toBe(0);
  });

  it("accepts the same origin and requests without an Origin", async () => {
    const same = await client().post(
      "/api/login",
      { username: "nobody", password: "whatever" },
      { origin: "http://localhost:5000", host: "localhost:5000" },
    );
    expect(same.statusCode).toBe(401);
  });

  it("compares the scheme too: https://host is another origin for a server reached over http", async () => {
    const res = await client().post(
      "/api/register",
      { username: "schemer", email: "s@example.com", gender: "other", password: "secret-pass" },
      { origin: "https://localhost:5000", host: "localhost:5000" },
    );
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.$count(users, eq(users.username, "schemer"))).toBe(0);
  });

  it("sends a content security policy and other security headers", async () => {
    const res = await client().get("/api/health");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("health", () => {
  it("reports the process and the database", async () => {
    expect((await client().get("/api/health")).json()).toEqual({ status: "ok" });
    expect((await client().get("/api/ready")).json()).toMatchObject({ status: "ready" });
  });
});
