import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../shared/contracts/auth.js";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { hashPassword } from "./passwords.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminAccessCode: "the-real-code" });
});
afterAll(() => t.close());

describe("reserved usernames", () => {
  it.each(["admin", "Admin", "ADMINISTRATOR", "root", "System", "support", "Macrowise", "ＡＤＭＩＮ", " admin "])(
    "refuses to register '%s' and creates nobody",
    async (username) => {
      const res = await new TestClient(t.app).register(username, { email: `${username.trim().length}x@example.com` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: authMessages.usernameReserved,
        fieldErrors: { username: authMessages.usernameReserved },
      });
      expect(await t.database.db.$count(users)).toBe(0);
    },
  );

  it("still lets names that merely contain a reserved word register", async () => {
    for (const name of ["admiral", "adminfan", "rooted"]) {
      expect((await new TestClient(t.app).register(name)).statusCode).toBe(201);
    }
  });
});

describe("an account named 'admin' from before names were reserved", () => {
  it("has no admin powers: isAdmin false, plan trial, 5 days, refused admin routes", async () => {
    // An upgraded database: someone registered 'admin' when that was still allowed.
    await t.database.db.insert(users).values({
      username: "admin",
      email: "squatter@example.com",
      passwordHash: await hashPassword("squatter-pass"),
    });
    const squatter = new TestClient(t.app);
    const login = await squatter.post("/api/login", { username: "admin", password: "squatter-pass" });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ isAdmin: false, is_admin: false, subscriptionPlan: "trial" });

    const me = (await squatter.get("/api/user")).json();
    expect(me).toMatchObject({ isAdmin: false, subscriptionPlan: "trial", isPremium: false });
    const trial = (await squatter.get("/api/trial-status")).json();
    expect(trial).toMatchObject({ subscriptionPlan: "trial", trialActive: true });
    expect(trial.trialDaysLeft).toBeLessThanOrEqual(5);

    expect((await squatter.post("/api/admin-access", { code: "a-guess" })).statusCode).toBe(403);
    expect((await squatter.get("/api/user")).json().isAdmin).toBe(false);
  });

  it("becomes an admin only through a server-side path (the access code)", async () => {
    const squatter = new TestClient(t.app);
    await squatter.post("/api/login", { username: "admin", password: "squatter-pass" });
    const res = await squatter.post("/api/admin-access", { code: "the-real-code" });
    expect(res.json()).toMatchObject({ isAdmin: true, subscriptionPlan: "unlimited" });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    expect(row?.isAdmin).toBe(true);
  });
});
