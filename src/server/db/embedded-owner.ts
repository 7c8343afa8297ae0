import fsp from "node:fs/promises";
import path from "node:path";

/**
 * Who runs the embedded cluster of a data directory. The process that starts a postmaster writes
 * `<dataDir>.owner` beside it (data/postgres.owner): its own pid and start time, and the
 * postmaster's pid. A live postmaster whose owner is gone was orphaned by a killed server and may
 * be replaced; one whose owner still runs is that process's database, and nobody else stops it.
 */
export interface RunningPostmaster {
  pid: number;
  port: number;
  /** The Unix socket directory it listens on; null when it listens on TCP only. */
  socketDir: string | null;
}

interface OwnerRecord {
  pid: number;
  /** The owner's start time (/proc/<pid>/stat), so a reused pid is not taken for the owner. */
  startedAt: string | null;
  postmasterPid: number;
}

export const ownerFileOf = (dataDir: string) => `${path.resolve(dataDir)}.owner`;

/**
 * A process's start time in clock ticks since boot: a pid and its start time name one process
 * for good, where a pid alone may be reused. `undefined` when the process is gone or a zombie
 * (killed, not yet reaped); `null` when it lives but the system has no /proc to tell its start.
 */
async function processStart(pid: number): Promise<string | null | undefined> {
  let stat: string;
  try {
    stat = await fsp.readFile(`/proc/${pid}/stat`, "utf8");
  } catch {
    return isAlive(pid) && !(await hasProc()) ? null : undefined;
  }
  // "pid (command) state ppid ...": the command may hold spaces and parentheses, so split after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (fields[0] === "Z" || fields[0] === "X") return undefined;
  return fields[19] ?? null; // field 22 of the line, starttime
}

const hasProc = () =>
  fsp.access("/proc/self/stat").then(
    () => true,
    () => false,
  );

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The postmaster of `dataDir` if one runs: postmaster.pid names a live PostgreSQL of this directory. */
export async function runningPostmaster(dataDir: string): Promise<RunningPostmaster | null> {
  let pidFile: string;
  try {
    pidFile = await fsp.readFile(path.join(dataDir, "postmaster.pid"), "utf8");
  } catch {
    return null;
  }
  // postmaster.pid: pid, data directory, start time, port, socket directory, listen address, ...
  const [pidLine, dirLine, , portLine, socketLine] = pidFile.split("\n");
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const cmdline = await fsp.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  if (!cmdline.includes("postgres") || path.resolve(dirLine ?? "") !== path.resolve(dataDir)) return null;
  return { pid, port: Number(portLine), socketDir: socketLine?.trim() || null };
}

/** The live process that started this postmaster, or null when it is gone or unknown (an orphan). */
export async function ownerOf(dataDir: string, postmasterPid: number): Promise<{ pid: number } | null> {
  let owner: OwnerRecord;
  try {
    owner = JSON.parse(await fsp.readFile(ownerFileOf(dataDir), "utf8")) as OwnerRecord;
  } catch {
    return null;
  }
  // A record left by an earlier postmaster says nothing about this one.
  if (owner.postmasterPid !== postmasterPid || !Number.isInteger(owner.pid)) return null;
  const started = await processStart(owner.pid);
  if (started === undefined) return null;
  if (started !== null && owner.startedAt !== null && started !== owner.startedAt) return null;
  return { pid: owner.pid };
}

/** Records this process as the owner of the postmaster it just started. */
export async function claimOwnership(dataDir: string, postmasterPid: number): Promise<void> {
  const record: OwnerRecord = { pid: process.pid, startedAt: (await processStart(process.pid)) ?? null, postmasterPid };
  const file = ownerFileOf(dataDir);
  const temporary = `${file}.${process.pid}`;
  await fsp.writeFile(temporary, `${JSON.stringify(record)}\n`);
  await fsp.rename(temporary, file);
}

/** Removes the owner record if it is still this process's. */
export async function releaseOwnership(dataDir: string, postmasterPid: number): Promise<void> {
  const file = ownerFileOf(dataDir);
  const owner = await fsp
    .readFile(file, "utf8")
    .then((text) => JSON.parse(text) as OwnerRecord)
    .catch(() => null);
  if (owner?.pid === process.pid && owner.postmasterPid === postmasterPid) await fsp.rm(file, { force: true });
}
