import { spawnSync } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/server/db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../src/server/test/test-app.js";

const root = path.resolve(import.meta.dirname, "..");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function adminCreate(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: t.database.url },
    encoding: "utf8",
  });
}

describe("npm run admin:create", () => {
  it("creates an admin who can sign in with the printed password", async () => {
    const run = adminCreate("rootadmin");
    expect(run.status, run.stderr).toBe(0);
    const password = run.stdout.match(/Password \(shown once\): (\S+)/)?.[1];
    expect(password).toBeTruthy();
    const login = await new TestClient(t.app).post("/api/login", { username: "rootadmin", password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ isAdmin: true, subscriptionPlan: "unlimited" });
  });

  it("promotes an existing user without touching the password", async () => {
    const c = new TestClient(t.app);
    await c.register("promoteme", { password: "keep-this" });
    const run = adminCreate("promoteme");
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("is now an admin");
    const login = await new TestClient(t.app).post("/api/login", { username: "promoteme", password: "keep-this" });
    expect(login.json().isAdmin).toBe(true);
  });

  it("does not silently promote an old account that took a reserved name; --promote does", async () => {
    await t.database.db.insert(users).values({ username: "admin", email: "squatter@example.com" });
    const refused = adminCreate("admin");
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain("--promote");
    const [before] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    expect(before?.isAdmin).toBe(false);

    expect(adminCreate("admin", "--promote").status).toBe(0);
    const [after] = await t.database.db.select().from(users).where(eq(users.username, "admin"));
    expect(after?.isAdmin).toBe(true);
  });

  it("refuses a missing or too short name", () => {
    expect(adminCreate().status).toBe(2);
    expect(adminCreate("ab").status).toBe(2);
  });
});
