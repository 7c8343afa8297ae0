import { spawnSync } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runningPostmaster } from "../src/server/db/embedded-owner.js";
import { stopOrphanedPostmaster } from "../src/server/db/embedded-postmaster.js";
import { exited, type ServerProcess, startServerProcess } from "../src/server/test/server-process.js";

/**
 * `npm run admin:create` in the checkout of a running `npm start`: the real server program with its
 * embedded PostgreSQL, the real script beside it on the same DATA_DIR. The script must use the
 * server's cluster without stopping it; a cluster orphaned by a killed server is still replaced at
 * the next server start.
 */
const root = path.resolve(import.meta.dirname, "..");
let dataDir = "";
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(servers.map(({ child }) => exited(child)));
  if (dataDir) {
    await stopOrphanedPostmaster(path.join(dataDir, "postgres"));
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
});

function adminCreate(name: string) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", name], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const password = run.stdout.match(/Password \(shown once\): (\S+)/)?.[1];
  expect(password).toBeTruthy();
  return password as string;
}

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir);
  servers.push(server);
  return server;
}

const postmaster = () => runningPostmaster(path.join(dataDir, "postgres"));

async function signIn(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("macrowise_session="))
    ?.split(";")[0];
  return { status: res.status, body: (await res.json()) as { isAdmin?: boolean }, cookie: cookie ?? "" };
}

const me = (base: string, cookie: string) => fetch(`${base}/api/user`, { headers: { cookie } }).then((r) => r.status);

describe("npm run admin:create beside a running server", () => {
  it("uses the server's cluster and leaves it running; a killed server's orphan is replaced at the next start", async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-admin-beside-"));
    const first = await start();
    const running = await postmaster();
    expect(running).not.toBeNull();

    const bossPassword = adminCreate("boss");
    const boss = await signIn(first.base, "boss", bossPassword);
    expect(boss.status).toBe(200);
    expect(boss.body.isAdmin).toBe(true);
    // The server's database still answers: the same postmaster, a signed-in page, readiness.
    expect((await postmaster())?.pid).toBe(running?.pid);
    expect(await me(first.base, boss.cookie)).toBe(200);
    expect((await fetch(`${first.base}/api/ready`)).status).toBe(200);

    // A second run while the first admin's session is in use, and nobody may stop the owned cluster.
    const otherPassword = adminCreate("boss-two");
    expect(await me(first.base, boss.cookie)).toBe(200);
    expect(await stopOrphanedPostmaster(path.join(dataDir, "postgres"))).toBeNull();
    expect((await signIn(first.base, "boss-two", otherPassword)).status).toBe(200);

    // SIGKILL leaves the postmaster orphaned; the script uses it and leaves it for the server to replace.
    first.child.kill("SIGKILL");
    await exited(first.child);
    const orphanPassword = adminCreate("after-crash");
    const orphan = await postmaster();
    expect(orphan?.pid).toBe(running?.pid);

    const second = await start();
    const replaced = await postmaster();
    expect(replaced?.pid).not.toBe(orphan?.pid);
    expect(fs.existsSync(`/proc/${orphan?.pid}`)).toBe(false);
    for (const [name, password] of [
      ["boss", bossPassword],
      ["after-crash", orphanPassword],
    ] as const) {
      expect((await signIn(second.base, name, password)).status, name).toBe(200);
    }

    // With no server running, the script starts the cluster itself and stops it again.
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
    expect(await postmaster()).toBeNull();
    adminCreate("offline-admin");
    expect(await postmaster()).toBeNull();
  }, 180_000);

  it("does not let a second server on the same DATA_DIR take the first one's database", async () => {
    const first = await start();
    const owned = await postmaster();
    const refused = await startServerProcess(dataDir).then(
      (server) => {
        servers.push(server);
        return "";
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain("belongs to process");
    expect((await postmaster())?.pid).toBe(owned?.pid);
    expect((await fetch(`${first.base}/api/ready`)).status).toBe(200);
    expect((await signIn(first.base, "boss", "wrong-password")).status).toBe(401);
  }, 120_000);
});
