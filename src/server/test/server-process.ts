import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
}

/** The real server program (src/server/main.ts) with its embedded PostgreSQL in `dataDir`. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
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
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base, child, () => output);
  return { child, port, base, output: () => output };
}

export async function waitUntilReady(base: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const ready = await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
  });
}
