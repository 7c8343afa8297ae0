import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isAlive, ownerFileOf, ownerOf, runningPostmaster } from "./embedded-owner.js";

/**
 * The embedded cluster's postmaster as a process: its private socket directory, waiting for it to
 * exit, stopping one a killed server orphaned, and waiting for another live owner to let it go.
 */

const SOCKET_DIR_PREFIX = "macrowise-pg-";
const isOurSocketDirectory = (dir: string) =>
  path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(SOCKET_DIR_PREFIX);

/**
 * The app talks to its embedded cluster over a Unix socket: a round trip costs both processes less
 * CPU than loopback TCP. The directory is private to this start (PostgreSQL's user owns it).
 */
export async function socketDirectory(ids: { uid?: number; gid?: number }): Promise<string | null> {
  if (os.platform() === "win32") return null;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), SOCKET_DIR_PREFIX));
  if (ids.uid !== undefined && ids.gid !== undefined) await fsp.chown(dir, ids.uid, ids.gid);
  return dir;
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/**
 * A postmaster orphaned by a SIGKILLed server still holds postmaster.pid: stop it before starting.
 * Only an orphan: a postmaster whose owner still runs (the server, an operator's command) is left alone.
 */
export async function stopOrphanedPostmaster(dataDir: string): Promise<number | null> {
  const running = await runningPostmaster(dataDir);
  if (!running || (await ownerOf(dataDir, running.pid))) return null;
  process.kill(running.pid, "SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
  if (!(await waitForExit(running.pid, 15_000))) {
    process.kill(running.pid, "SIGKILL");
    await waitForExit(running.pid, 5_000);
  }
  if (running.socketDir && isOurSocketDirectory(running.socketDir)) {
    await fsp.rm(running.socketDir, { recursive: true, force: true });
  }
  await fsp.rm(ownerFileOf(dataDir), { force: true });
  return running.pid;
}

/** How long a server start waits for another process's use of the cluster to end (an operator's command). */
const OWNER_WAIT_MS = 10_000;

/** Waits until no live process owns the cluster, or refuses to start with a message that says why. */
export async function waitForOwnerToLeave(dataDir: string): Promise<void> {
  const deadline = Date.now() + OWNER_WAIT_MS;
  for (;;) {
    const running = await runningPostmaster(dataDir);
    const owner = running && (await ownerOf(dataDir, running.pid));
    if (!owner) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `The embedded PostgreSQL in ${dataDir} belongs to process ${owner.pid}, which is still running ` +
          "(another server on this DATA_DIR?). Stop that process first, or give this server its own DATA_DIR.",
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
