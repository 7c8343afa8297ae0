import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exited, type ServerProcess, startServerProcess } from "./test/server-process.js";

/**
 * 'Restart Server' on the real server program: in-process (the default) the same process answers
 * again with a new app on the same port and the same data; with RESTART_MODE=exit it closes
 * everything, stops its embedded PostgreSQL and exits 0 for a supervisor.
 */
let dataDir: string;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dataDir) {
    const { stopOrphanedPostmaster } = await import("./db/embedded-postmaster.js");
    await stopOrphanedPostmaster(path.join(dataDir, "postgres"));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

/** Registers a user, makes it an admin with the server's access code, and returns its cookie. */
async function adminCookie(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, gender: "other", password: "secret-pass" }),
  });
  // Registration also sets the trial's device cookie; the session is the one that signs in.
  const cookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith("macrowise_session="))
      ?.split(";")[0] ?? "";
  const promoted = await fetch(`${base}/api/admin-access`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ code: "restart-code" }),
  });
  expect(promoted.status).toBe(200);
  return cookie;
}

const status = async (base: string, cookie: string) =>
  (await fetch(`${base}/api/admin/status`, { headers: { cookie } })).json();

describe("Restart Server", () => {
  it("restarts in the same process: the server answers again, on the same data", async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-restart-"));
    const server = await startServerProcess(dataDir, { ADMIN_ACCESS_CODE: "restart-code" });
    servers.push(server);
    const cookie = await adminCookie(server.base, "boss");
    const before = await status(server.base, cookie);
    expect(before.restartMode).toBe("in-process");
    expect(before.database.kind).toBe("embedded");

    const res = await fetch(`${server.base}/api/admin/restart`, { method: "POST", headers: { cookie } });
    expect(res.status).toBe(202);
    expect((await res.json()).mode).toBe("in-process");

    // The new app: a later start inside the same process, with the same session and users.
    let after = before;
    const deadline = Date.now() + 30_000;
    while (after.appStartedAt === before.appStartedAt) {
      if (Date.now() > deadline) throw new Error(`no restart seen:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 200));
      after = await status(server.base, cookie).catch(() => before);
    }
    expect(Date.parse(after.appStartedAt)).toBeGreaterThan(Date.parse(before.appStartedAt));
    expect(after.processStartedAt).toBe(before.processStartedAt);
    expect(after.counts.users).toBe(before.counts.users);
    expect(server.child.exitCode).toBeNull();

    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
  }, 120_000);

  it("with RESTART_MODE=exit closes everything and exits 0 for the supervisor", async () => {
    const server = await startServerProcess(dataDir, { ADMIN_ACCESS_CODE: "restart-code", RESTART_MODE: "exit" });
    servers.push(server);
    const cookie = await adminCookie(server.base, "boss2");
    const res = await fetch(`${server.base}/api/admin/restart`, { method: "POST", headers: { cookie } });
    expect(res.status).toBe(202);
    expect((await res.json()).mode).toBe("exit");
    expect(await exited(server.child)).toBe(0);
    // Its embedded PostgreSQL was stopped too: a supervisor's next start finds a clean data directory.
    await expect(fs.access(path.join(dataDir, "postgres", "postmaster.pid"))).rejects.toThrow();
  }, 120_000);
});
