import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { readManifest } from "../../db/backup/read.js";
import { connectDatabase } from "../../db/client.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { backupFiles } from "./files.js";
import { backupsRepository } from "./repository.js";
import { backupsService } from "./service.js";

/**
 * The admin's backups (list, 'Back up now', download) and the daily backup: made once a day in
 * all, whichever of several instances on one database gets there first, old ones pruned on the
 * app's clock.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let clock = new Date("2026-03-10T08:00:00Z");
let t: TestApp;
let dir: string;
let admin: SignedInClient;
let member: SignedInClient;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-backups-"));
  t = await createTestApp({
    now: () => clock,
    backups: { daily: true, dir: path.join(dir, "a"), keepDays: 14 },
  });
  admin = await signedIn(t.app, "keeper");
  await t.database.pool.query("UPDATE users SET is_admin = true WHERE id = $1", [admin.id]);
  member = await signedIn(t.app, "member");
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("/api/admin/backups", () => {
  it("is for admins only: the list, 'Back up now' and the download", async () => {
    const guest = new TestClient(t.app);
    for (const client of [guest, member.client]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get("/api/admin/backups")).statusCode).toBe(expected);
      expect((await client.post("/api/admin/backups")).statusCode).toBe(expected);
      expect((await client.get("/api/admin/backups/macrowise-manual-20260310T080000Z.backup")).statusCode).toBe(
        expected,
      );
    }
    expect(await fs.readdir(path.join(dir, "a")).catch(() => [])).toEqual([]);
  });

  it("makes a backup now, lists it with its size and age, and downloads it whole", async () => {
    const made = await admin.client.post("/api/admin/backups");
    expect(made.statusCode, made.body).toBe(201);
    const backup = made.json();
    expect(backup).toMatchObject({
      name: "macrowise-manual-20260310T080000Z.backup",
      kind: "manual",
      createdAt: "2026-03-10T08:00:00.000Z",
      ageSeconds: 0,
    });
    const onDisk = await fs.readFile(path.join(dir, "a", backup.name));
    expect(backup.sizeBytes).toBe(onDisk.length);
    expect((await fs.stat(path.join(dir, "a", backup.name))).mode & 0o777).toBe(0o600);

    clock = new Date(clock.getTime() + 90 * 60 * 1000);
    const list = await admin.client.get("/api/admin/backups");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      daily: true,
      directory: path.join(dir, "a"),
      keepDays: 14,
      lastDailyAt: null,
      backups: [{ ...backup, ageSeconds: 90 * 60 }],
    });

    const download = await admin.client.get(`/api/admin/backups/${backup.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${backup.name}"`);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.rawPayload.equals(onDisk)).toBe(true);
    const copy = path.join(dir, "downloaded.backup");
    await fs.writeFile(copy, download.rawPayload);
    const manifest = await readManifest(copy);
    expect(manifest.tables.find((table) => table.name === "users")?.rows).toBe(2);
  });

  it("answers 404 for a name that is not one of its backups, however it is spelt", async () => {
    for (const name of [
      "macrowise-manual-20200101T000000Z.backup",
      "..%2F..%2Fetc%2Fpasswd",
      "%2Fetc%2Fpasswd",
      "downloaded.backup",
      "macrowise-manual-20260310T080000Z.backup.partial-1",
    ]) {
      const res = await admin.client.get(`/api/admin/backups/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });

  it("makes one backup at a time: a second 'Back up now' meanwhile is told to wait", async () => {
    clock = new Date(clock.getTime() + 60_000);
    const answers = await Promise.all([
      admin.client.post("/api/admin/backups"),
      admin.client.post("/api/admin/backups"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const busy = answers.find((a) => a.statusCode === 409);
    expect(busy?.json().message).toBe("A backup is being made right now. Try again in a moment.");
  });

  it("deletes backups older than BACKUP_KEEP_DAYS when it makes the next one", async () => {
    const before = (await admin.client.get("/api/admin/backups")).json().backups.map((b: { name: string }) => b.name);
    expect(before.length).toBe(2);
    clock = new Date(clock.getTime() + 15 * DAY_MS);
    const made = (await admin.client.post("/api/admin/backups")).json();
    const after = (await admin.client.get("/api/admin/backups")).json();
    expect(after.backups.map((b: { name: string }) => b.name)).toEqual([made.name]);
    expect(after.backups[0].ageSeconds).toBe(0);
  });
});

describe("the daily backup", () => {
  it("is made once a day in all by several instances on one database", async () => {
    const services = ["b", "c", "d"].map((name) =>
      backupsService({
        connection: { connectionString: t.database.url },
        files: backupFiles(path.join(dir, name)),
        repo: backupsRepository(t.database.db),
        config: { daily: true, dir: path.join(dir, name), keepDays: 14 },
        now: () => clock,
      }),
    );
    const dailies = async () => {
      const names = await Promise.all(
        ["b", "c", "d"].map((name) => fs.readdir(path.join(dir, name)).catch(() => [] as string[])),
      );
      return names.flat().filter((name) => name.startsWith("macrowise-daily-"));
    };
    const made = await Promise.all(services.map((service) => service.runDailyIfDue()));
    expect(made.filter(Boolean).length).toBe(1);
    expect(await dailies()).toHaveLength(1);
    // Later the same day: nothing more.
    clock = new Date(clock.getTime() + 3 * 60 * 60 * 1000);
    expect((await Promise.all(services.map((service) => service.runDailyIfDue()))).filter(Boolean)).toEqual([]);
    // The next day: one more.
    clock = new Date(clock.getTime() + DAY_MS);
    expect((await Promise.all(services.map((service) => service.runDailyIfDue()))).filter(Boolean)).toHaveLength(1);
    expect(await dailies()).toHaveLength(2);
    const list = (await admin.client.get("/api/admin/backups")).json();
    expect(list.lastDailyAt).toBe(clock.toISOString());
  });

  it("runs from the servers' background jobs, once for two instances starting together", async () => {
    clock = new Date(clock.getTime() + DAY_MS);
    const startApp = async (name: string): Promise<FastifyInstance> => {
      const database = connectDatabase(t.database.url, 3);
      const app = await buildApp({
        config: {
          ...loadConfig({ NODE_ENV: "test" }),
          backups: { daily: true, dir: path.join(dir, name), keepDays: 14 },
        },
        database,
        serveWeb: false,
        backgroundJobs: true,
        now: () => clock,
      });
      cleanups.push(async () => {
        await app.close();
        await database.close();
      });
      return app;
    };
    const apps = await Promise.all([startApp("e"), startApp("f")]);
    await Promise.all(apps.map((app) => app.ready()));
    const dailies = async () =>
      (
        await Promise.all(["e", "f"].map((name) => fs.readdir(path.join(dir, name)).catch(() => [] as string[])))
      ).flat();
    const deadline = Date.now() + 30_000;
    while ((await dailies()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Both jobs have looked once they are closed; still one backup.
    await Promise.all(apps.map((app) => app.close()));
    expect(await dailies()).toHaveLength(1);
    expect((await dailies())[0]).toMatch(/^macrowise-daily-\d{8}T\d{6}Z\.backup$/);
  });

  it("is off with BACKUPS=off, and the setting is checked", () => {
    expect(loadConfig({ BACKUPS: "off" }).backups.daily).toBe(false);
    expect(loadConfig({}).backups).toMatchObject({ daily: true, keepDays: 14 });
    expect(loadConfig({ DATA_DIR: "/srv/mw" }).backups.dir).toBe("/srv/mw/backups");
    expect(loadConfig({ BACKUP_DIR: "/b", BACKUP_KEEP_DAYS: "3" }).backups).toMatchObject({ dir: "/b", keepDays: 3 });
    expect(() => loadConfig({ BACKUPS: "sometimes" })).toThrow(/BACKUPS must be on or off/);
    expect(() => loadConfig({ BACKUP_KEEP_DAYS: "0" })).toThrow(/BACKUP_KEEP_DAYS/);
  });
});
