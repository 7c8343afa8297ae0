/**
 * CPU time of processes, read from /proc (Linux): unlike req/s, little moved by other work on the
 * cores, so two builds compared on a busy machine still show which one costs more per request.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

/** CPU time (user and system) a process has used, in microseconds; 0 once it has ended. */
export function cpuOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The postmaster of `dataDir` and every process it started (backends, WAL writer, checkpointer). */
export function postgresCpu(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  let total = cpuOf(postmaster);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
      if (parent === postmaster) total += cpuOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
