import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { exited, freePort, type ServerProcess, waitUntilReady } from "../../src/server/test/server-process.js";

const root = path.resolve(import.meta.dirname, "../..");
/** A first start on an empty database loads the food database (seconds, more on a busy machine). */
const READY_WITHIN_MS = 180_000;

/**
 * Several real server processes (src/server/main.ts) on one PostgreSQL and one Redis, as an
 * operator runs them behind a balancer: the cluster test's and bench:cluster's instances.
 */

/** A database of our own on the machine's PostgreSQL (`serverUrl` names any database there). */
export async function createDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface Instance {
  name: string;
  port: number;
  dataDir: string;
  process: ServerProcess | null;
}

/** `count` instances' names (a, b, ...), ports and data directories (their backups go there). */
export async function planInstances(count: number): Promise<Instance[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: String.fromCharCode(97 + i),
      port: await freePort(),
      dataDir: await fs.mkdtemp(path.join(os.tmpdir(), `macrowise-cluster-${String.fromCharCode(97 + i)}-`)),
      process: null,
    })),
  );
}

/** Starts (or starts again, on its port) the real server as `instance`, with `env`; resolves when it is ready. */
export async function startInstance(instance: Instance, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(instance.port),
      HOST: "127.0.0.1",
      DATA_DIR: instance.dataDir,
      NODE_ENV: "test",
      AUTH_RATE_LIMIT_MAX: "100000",
      LOGIN_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      RESTART_MODE: "exit",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${instance.port}`;
  await waitUntilReady(base, child, () => output, READY_WITHIN_MS);
  instance.process = { child, port: instance.port, base, output: () => output };
}

/** SIGTERM, as systemd or Docker stop it: it finishes what it has begun, then exits; resolves with the exit code. */
export async function stopInstance(instance: Instance): Promise<number | null> {
  const running = instance.process;
  if (!running) return null;
  const done = exited(running.child);
  running.child.kill("SIGTERM");
  const code = await done;
  instance.process = null;
  return code;
}

/** Stops what is still running and removes the data directories. */
export async function removeInstances(instances: Instance[]) {
  for (const instance of instances) {
    const running = instance.process;
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill("SIGKILL");
      await exited(running.child);
    }
    await fs.rm(instance.dataDir, { recursive: true, force: true });
  }
}
