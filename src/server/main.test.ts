import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The real server process with its embedded PostgreSQL: crash it with SIGKILL in the middle of
 * registrations, start it again, and every acknowledged registration must still be there.
 */
const root = path.resolve(import.meta.dirname, "../..");
let dataDir: string;
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      AUTH_RATE_LIMIT_MAX: "100000",
      LOGIN_RATE_LIMIT_MAX: "100000",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  children.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${output}`);
}

function register(port: number, username: string) {
  return fetch(`http://127.0.0.1:${port}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, gender: "other", password: "secret-pass" }),
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dataDir) {
    // A SIGKILLed test server may leave its postmaster; stop it before removing its files.
    const { stopOrphanedPostmaster } = await import("./db/embedded-postmaster.js");
    await stopOrphanedPostmaster(path.join(dataDir, "postgres"));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

describe("the server process", () => {
  it("keeps every acknowledged registration across a SIGKILL and shuts down cleanly on SIGTERM", async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-crash-"));
    const port = await freePort();
    const first = await startServer(port);

    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const name = `crash-${w}-${i}`;
        const res = await register(port, name).catch(() => null);
        if (res?.status === 201) acknowledged.push(name);
        if (!res) return;
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    first.kill("SIGKILL");
    stop = true;
    await Promise.all(writers);
    await exited(first);
    expect(acknowledged.length).toBeGreaterThan(0);

    // The orphaned postmaster is found and stopped; the new server starts on the same data.
    const second = await startServer(port);
    for (const name of acknowledged) {
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: name, password: "secret-pass" }),
      });
      expect(login.status, name).toBe(200);
    }

    second.kill("SIGTERM");
    expect(await exited(second)).toBe(0);
    await expect(fs.access(path.join(dataDir, "postgres", "postmaster.pid"))).rejects.toThrow();
  }, 120_000);
});
