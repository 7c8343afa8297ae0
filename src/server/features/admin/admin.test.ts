import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "../../../shared/contracts/admin.js";
import { users } from "../../db/schema/index.js";
import { adminDeniedMessage } from "../../plugins/access.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { grantPlan, type SignedInClient, signedIn } from "../../test/users.js";
import { appVersion } from "../../version.js";

let t: TestApp;
let boss: SignedInClient;
let ana: SignedInClient;
const restarts: number[] = [];

async function makeAdmin(userId: number) {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

beforeAll(async () => {
  t = await createTestApp({
    mail: { smtpUrl: null, from: "Macrowise <noreply@macrowise.test>", supportEmail: "support@macrowise.test" },
    restart: { mode: "in-process", request: () => restarts.push(Date.now()) },
  });
  boss = await signedIn(t.app, "boss");
  await makeAdmin(boss.id);
  ana = await signedIn(t.app, "ana");
});
afterAll(() => t.close());

const adminGets = ["/api/admin/status", "/api/admin/users", "/api/admin/contact-messages"];

describe("admin access", () => {
  it("answers guests 401 and signed-in non-admins 403 with the spec's text, on every admin route", async () => {
    const guest = new TestClient(t.app);
    for (const url of adminGets) {
      expect((await guest.get(url)).statusCode, url).toBe(401);
      const denied = await ana.client.get(url);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message).toBe(adminDeniedMessage);
    }
    expect((await ana.client.patch(`/api/admin/users/${ana.id}`, { isAdmin: true })).statusCode).toBe(403);
    expect((await ana.client.post("/api/admin/restart")).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ana.id));
    expect(row?.isAdmin).toBe(false);
    expect(restarts).toHaveLength(0);
  });
});

describe("GET /api/admin/status", () => {
  it("reports figures that match the database", async () => {
    await ana.client.post("/api/meals", {
      mealType: "lunch",
      food: "Pasta",
      calories: 500,
      proteins: 15,
      carbs: 90,
      fats: 8,
    });
    await new TestClient(t.app).post("/api/email-response", {
      email: "visitor@example.com",
      subject: "Hello there",
      message: "A question about the app.",
    });

    const res = await boss.client.get("/api/admin/status");
    expect(res.statusCode).toBe(200);
    const status = res.json();
    const db = t.database.db;
    const one = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0]?.n);
    expect(status.counts).toEqual({
      users: await one(sql`SELECT count(*) AS n FROM users`),
      admins: await one(sql`SELECT count(*) AS n FROM users WHERE is_admin`),
      meals: await one(sql`SELECT count(*) AS n FROM meals`),
      contactMessages: await one(sql`SELECT count(*) AS n FROM contact_messages`),
    });
    expect(status.counts).toMatchObject({ users: 2, admins: 1, meals: 1, contactMessages: 1 });
    expect(status.database.sizeBytes).toBe(await one(sql`SELECT pg_database_size(current_database()) AS n`));
    const journal = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, "../../db/migrations/meta/_journal.json"), "utf8"),
    );
    expect(status.database).toMatchObject({
      kind: "external",
      reachable: true,
      migrationsApplied: await one(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`),
      migrationsTotal: journal.entries.length,
    });
    expect(status.database.migrationsApplied).toBe(journal.entries.length);
    expect(status.database.serverVersion).toMatch(/^\d+/);
    expect(status.mail).toMatchObject({
      configured: false,
      transport: null,
      supportEmail: "support@macrowise.test",
      waiting: await one(sql`SELECT count(*) AS n FROM mail_outbox WHERE status = 'pending'`),
      failed: 0,
    });
    expect(status.mail.waiting).toBe(1);
    expect(status.redis).toEqual({ configured: false, connected: false });
    expect(status.version).toBe(appVersion);
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.restartMode).toBe("in-process");
    expect(status.memory.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(status.appStartedAt)).toBeGreaterThanOrEqual(Date.parse(status.processStartedAt) - 1000);
  });
});

describe("GET /api/admin/users", () => {
  it("lists users with plan, trial end, created and last seen, newest first, searchable", async () => {
    const carla = await signedIn(t.app, "carla_100");
    await grantPlan(t, carla.id, "premium-yearly");
    const list = (await boss.client.get("/api/admin/users")).json();
    expect(list.total).toBe(await t.database.db.$count(users));
    expect(list.users[0].username).toBe("carla_100");
    const row = list.users.find((u: { id: number }) => u.id === carla.id);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, carla.id));
    expect(row).toMatchObject({
      username: "carla_100",
      email: "carla_100@example.com",
      isAdmin: false,
      plan: "premium-yearly",
      createdAt: stored?.createdAt.toISOString(),
      trialEndDate: new Date((stored?.createdAt.getTime() ?? 0) + 5 * 24 * 3600 * 1000).toISOString(),
      paidUntil: stored?.paidUntil?.toISOString(),
    });
    // Registration signs in: last seen is today.
    expect(row.lastSeenAt?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const bossRow = list.users.find((u: { id: number }) => u.id === boss.id);
    expect(bossRow).toMatchObject({ isAdmin: true, plan: "unlimited" });

    const search = (await boss.client.get("/api/admin/users?q=CARLA")).json();
    expect(search.users.map((u: { username: string }) => u.username)).toEqual(["carla_100"]);
    const byEmail = (await boss.client.get("/api/admin/users?q=ana%40example")).json();
    expect(byEmail.users.map((u: { username: string }) => u.username)).toEqual(["ana"]);
    // '%' and '_' are letters in a search, not wildcards.
    expect((await boss.client.get("/api/admin/users?q=%25")).json().total).toBe(0);
    expect((await boss.client.get("/api/admin/users?q=a_1")).json().users).toHaveLength(1);
  });

  it("pages through many users", async () => {
    for (let i = 0; i < 26; i++) {
      await t.database.db.insert(users).values({ username: `bulk${i}`, email: `bulk${i}@example.com` });
    }
    const first = (await boss.client.get("/api/admin/users?q=bulk")).json();
    const second = (await boss.client.get("/api/admin/users?q=bulk&page=2")).json();
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(first.users).toHaveLength(25);
    expect(second.users).toHaveLength(1);
    const ids = [...first.users, ...second.users].map((u: { id: number }) => u.id);
    expect(new Set(ids).size).toBe(26);
    expect((await boss.client.get("/api/admin/users?page=abc")).statusCode).toBe(400);
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("grants and removes the role, and the user's next request already sees it", async () => {
    const dora = await signedIn(t.app, "dora");
    expect((await dora.client.get("/api/user")).json().isAdmin).toBe(false);
    const granted = await boss.client.patch(`/api/admin/users/${dora.id}`, { isAdmin: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: dora.id, isAdmin: true, plan: "unlimited" });
    expect((await dora.client.get("/api/user")).json().isAdmin).toBe(true);
    expect((await dora.client.get("/api/admin/status")).statusCode).toBe(200);

    const removed = await boss.client.patch(`/api/admin/users/${dora.id}`, { isAdmin: false });
    expect(removed.json().isAdmin).toBe(false);
    expect((await dora.client.get("/api/user")).json().isAdmin).toBe(false);
    expect((await dora.client.get("/api/admin/status")).statusCode).toBe(403);
  });

  it("refuses unknown users and bad values", async () => {
    expect((await boss.client.patch("/api/admin/users/999999", { isAdmin: true })).statusCode).toBe(404);
    const italian = await boss.client.request(
      "PATCH",
      "/api/admin/users/999999",
      { isAdmin: true },
      { "x-language": "it" },
    );
    expect(italian.json().message).toBe("Utente non trovato");
    const bad = await boss.client.patch(`/api/admin/users/${ana.id}`, { isAdmin: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(adminMessages.isAdmin);
  });

  it("never removes the last admin", async () => {
    const res = await boss.client.patch(`/api/admin/users/${boss.id}`, { isAdmin: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(adminMessages.lastAdmin);
    expect((await boss.client.get("/api/user")).json().isAdmin).toBe(true);
  });

  it("keeps one admin when two admins remove each other at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const other = await signedIn(t.app, `rival${round}`);
      await makeAdmin(other.id);
      const [a, b] = await Promise.all([
        boss.client.patch(`/api/admin/users/${other.id}`, { isAdmin: false }),
        other.client.patch(`/api/admin/users/${boss.id}`, { isAdmin: false }),
      ]);
      // One wins; the other is refused, as the last admin (409) or as no longer an admin (403).
      const [won, lost] = [a.statusCode, b.statusCode].sort();
      expect(won, `round ${round}`).toBe(200);
      expect([403, 409], `round ${round}`).toContain(lost);
      const admins = await t.database.db.select().from(users).where(eq(users.isAdmin, true));
      expect(admins).toHaveLength(1);
      // Whoever is left promotes boss back for the next round.
      if (admins[0]?.id !== boss.id) await makeAdmin(boss.id);
      await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, other.id));
    }
  });

  it("refuses an admin whose role was removed while the request waited", async () => {
    const eve = await signedIn(t.app, "eve");
    await makeAdmin(eve.id);
    expect((await eve.client.get("/api/admin/status")).statusCode).toBe(200);
    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, eve.id));
    const res = await eve.client.patch(`/api/admin/users/${ana.id}`, { isAdmin: true });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET /api/admin/contact-messages", () => {
  it("shows each message with the state of its email", async () => {
    const list = (await boss.client.get("/api/admin/contact-messages")).json();
    expect(list[0]).toMatchObject({
      email: "visitor@example.com",
      subject: "Hello there",
      message: "A question about the app.",
      username: null,
      delivery: "waiting",
      attempts: 0,
      lastError: null,
    });
  });
});

describe("POST /api/admin/restart", () => {
  it("answers first, then asks the process to restart", async () => {
    const res = await boss.client.post("/api/admin/restart");
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: adminMessages.restarting, mode: "in-process" });
    await expect.poll(() => restarts.length).toBe(1);
  });

  it("says so when the app was not started by the server program", async () => {
    const other = await createTestApp();
    try {
      const admin = await signedIn(other.app, "solo");
      await other.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
      const res = await admin.client.post("/api/admin/restart");
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(adminMessages.restartUnavailable);
    } finally {
      await other.close();
    }
  });
});
