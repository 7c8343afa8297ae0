import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's DATA_DIR (its embedded PostgreSQL lives under postgres/). */
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The built app served by the real server on its own embedded PostgreSQL, as `npm start` runs it. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, "dist/web/index.html"))) {
    // NODE_ENV is 'test' inside vitest; the journeys drive a production build (service worker included).
    const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("web build failed");
  }
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), "macrowise-e2e-"));
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
      ADMIN_ACCESS_CODE: "e2e-admin-code",
      // Every journey signs up from 127.0.0.1; the per-address limit itself is tested in the server tests.
      AUTH_RATE_LIMIT_MAX: "10000",
      LOGIN_RATE_LIMIT_MAX: "10000",
      LOGIN_NAMES_PER_ADDRESS: "10000",
      AI_RATE_LIMIT_MAX: "10000",
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
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("the server did not start for the e2e run");
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
}
