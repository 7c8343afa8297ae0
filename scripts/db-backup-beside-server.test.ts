import { spawnSync } from "node:child_process";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runningPostmaster } from "../src/server/db/embedded-owner.js";
import { stopOrphanedPostmaster } from "../src/server/db/embedded-postmaster.js";
import { exited, type ServerProcess, startServerProcess } from "../src/server/test/server-process.js";

/**
 * `npm run db:backup` and `npm run db:restore` beside a running `npm start`: the real server with
 * its embedded PostgreSQL and the real scripts on the same DATA_DIR. A backup never stops the
 * server; a restore refuses a running server's database without --force, and with it replaces the
 * data while the server keeps serving; with the server stopped, the restore starts and stops a
 * cluster of its own.
 */
const root = path.resolve(import.meta.dirname, "..");
let dataDir = "";
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
  if (server) await exited(server.child);
  if (dataDir) {
    await stopOrphanedPostmaster(path.join(dataDir, "postgres"));
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
});

function script(name: "db-backup" | "db-restore", ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const postmaster = () => runningPostmaster(path.join(dataDir, "postgres"));

async function signedInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "saver", email: "saver@example.com", gender: "other", password: "secret-pass" }),
  });
  expect(res.status).toBe(201);
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("macrowise_session="))
      ?.split(";")[0] ?? ""
  );
}

const logMeal = (base: string, cookie: string, food: string) =>
  fetch(`${base}/api/meals`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ food, mealType: "lunch", calories: 400, proteins: 20, carbs: 40, fats: 10 }),
  }).then((r) => r.status);

const foods = async (base: string, cookie: string) =>
  ((await (await fetch(`${base}/api/meals`, { headers: { cookie } })).json()) as { food: string }[])
    .map((meal) => meal.food)
    .sort();

describe("db:backup and db:restore beside a running server", () => {
  it("back up without stopping it; restore only with --force, while it keeps serving", async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-backup-beside-"));
    server = await startServerProcess(dataDir, { BACKUPS: "off" });
    const { base } = server;
    const cookie = await signedInCookie(base);
    expect(await logMeal(base, cookie, "Before the backup")).toBe(201);
    const cluster = await postmaster();
    expect(cluster).not.toBeNull();

    const file = path.join(dataDir, "saved.backup");
    const backup = script("db-backup", file);
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toContain(`Backed up the embedded PostgreSQL in ${path.join(dataDir, "postgres")}`);
    expect((await postmaster())?.pid).toBe(cluster?.pid);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect(await logMeal(base, cookie, "After the backup")).toBe(201);

    const refused = script("db-restore", file);
    expect(refused.status, refused.out).toBe(3);
    expect(refused.out).toMatch(/meals\s+1\s+2\n/);
    expect(refused.out).toContain(`belongs to a running server (process ${server.child.pid})`);
    expect(await foods(base, cookie)).toEqual(["After the backup", "Before the backup"]);

    const forced = script("db-restore", file, "--force");
    expect(forced.status, forced.out).toBe(0);
    expect(forced.out).toContain("The running server now serves the restored data.");
    expect((await postmaster())?.pid).toBe(cluster?.pid);
    expect(await foods(base, cookie)).toEqual(["Before the backup"]);
    expect(await logMeal(base, cookie, "After the restore")).toBe(201);

    // With the server stopped, the script runs a cluster of its own and stops it again.
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
    expect(await postmaster()).toBeNull();
    const holdsData = script("db-restore", file);
    expect(holdsData.status, holdsData.out).toBe(3);
    expect(holdsData.out).toContain("the database holds data");
    expect(holdsData.out).not.toContain("running server");
    const offline = script("db-restore", file, "--force");
    expect(offline.status, offline.out).toBe(0);
    expect(await postmaster()).toBeNull();
  }, 240_000);

  it("says so when DATA_DIR has no database to back up, and how to call it", async () => {
    const nothing = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-no-data-"));
    const empty = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", path.join(nothing, "x")], {
      cwd: root,
      env: { ...process.env, DATA_DIR: nothing, DATABASE_URL: "" },
      encoding: "utf8",
    });
    await fsp.rm(nothing, { recursive: true, force: true });
    expect(empty.status, empty.stderr).toBe(2);
    expect(empty.stderr).toContain(`There is no database in ${path.join(nothing, "postgres")}`);
    const usage = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-restore.ts"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("usage: npm run db:restore -- FILE [--force]");
  });
});
