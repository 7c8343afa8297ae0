import { type ChildProcess, spawn } from "node:child_process";
import fsp from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface E2eServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * One more real server (built app, own embedded PostgreSQL) with settings of its own, for the
 * journeys that need another configuration than the run's shared server (e.g. PAYMENTS_PROVIDER=off).
 */
export async function startE2eServer(env: Record<string, string>): Promise<E2eServer> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-e2e-extra-"));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "10000",
      LOGIN_RATE_LIMIT_MAX: "10000",
      LOGIN_NAMES_PER_ADDRESS: "10000",
      AI_RATE_LIMIT_MAX: "10000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${baseUrl}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("the extra e2e server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}
