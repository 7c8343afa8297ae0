/**
 * What bench/api.ts prints and keeps: the table of one connection count with the targets
 * (issue 16), and the figures stored in bench/results/api-<connections>.json (committed) so each
 * run shows its ratio to the previous one and a slowdown shows in review.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Row {
  name: string;
  /** Reads and writes have different latency targets. */
  write: boolean;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** Mean response size (headers and body): big answers cost socket writes on both ends. */
  kb: number;
}

export interface StoredRun {
  date: string;
  cpus: number;
  cpuModel: string;
  node: string;
  /** The 1-minute load average when the run began: another process on the cores moves the figures. */
  loadAverage: number;
  connections: number;
  durationS: number;
  users: number;
  databasePoolMax: number;
  routes: Omit<Row, "write">[];
}

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

/** The budgets: at 50 connections (a busy instance) and at 4 (a household's). */
function verdict(row: Row, connections: number, ceiling: number): string {
  const misses: string[] = [];
  if (row.errors > 0) misses.push("errors");
  if (connections >= 50) {
    const limit = row.write ? 40 : 25;
    if (row.p99 >= limit) misses.push(`p99 ≥ ${limit}`);
    if (row.rps < ceiling * 0.25) misses.push("< 25 % of bare");
  } else if (connections <= 4 && row.p99 >= 5) {
    misses.push("p99 ≥ 5");
  }
  return misses.length === 0 ? "ok" : `MISS: ${misses.join(", ")}`;
}

function ratio(now: number, before: number | undefined): string {
  return before ? `${(now / before).toFixed(2)}×` : "-";
}

/** The first row is the bare route (the ceiling); it gets no verdict. */
export function printTable(rows: Row[], run: Omit<StoredRun, "routes">, previous: StoredRun | null) {
  const ceiling = rows[0]?.rps ?? 1;
  const before = new Map(previous?.routes.map((r) => [r.name, r]));
  const header = [
    "route",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "KB",
    "% of bare",
    "target",
    "req/s vs prev",
    "p99 vs prev",
  ];
  const lines = rows.map((r, i) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.kb.toFixed(1),
    `${((r.rps / ceiling) * 100).toFixed(1)} %`,
    i === 0 ? "(bare)" : verdict(r, run.connections, ceiling),
    ratio(r.rps, before.get(r.name)?.rps),
    ratio(r.p99, before.get(r.name)?.p99),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(
    `\n${run.connections} connections, ${run.durationS} s per route, ${run.cpus} CPUs (load ${run.loadAverage.toFixed(2)} at start), ` +
      `Node ${run.node}, ${run.databasePoolMax} database connections`,
  );
  if (!previous) console.log("no previous run stored for this connection count");
  else {
    const cores =
      previous.cpus === run.cpus
        ? `same core count (${run.cpus})`
        : `DIFFERENT core count: ${previous.cpus} then, ${run.cpus} now, so the ratios compare machines`;
    // Machines of one size may still differ in CPU, which moves database-bound routes most.
    const cpu =
      previous.cpuModel === run.cpuModel ? "" : `, DIFFERENT CPU: ${previous.cpuModel} then, ${run.cpuModel} now`;
    const machine = `${cores}${cpu}`;
    console.log(`ratios to the run of ${previous.date} (${machine}, load ${previous.loadAverage.toFixed(2)} then)`);
  }
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

function resultsFile(connections: number) {
  return path.join(RESULTS_DIR, `api-${connections}.json`);
}

export async function readPrevious(connections: number): Promise<StoredRun | null> {
  try {
    return JSON.parse(await fs.readFile(resultsFile(connections), "utf8")) as StoredRun;
  } catch {
    return null;
  }
}

export async function storeRun(rows: Row[], run: Omit<StoredRun, "routes">) {
  const stored: StoredRun = { ...run, routes: rows.map(({ write: _, ...figures }) => figures) };
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  await fs.writeFile(resultsFile(run.connections), `${JSON.stringify(stored, null, 2)}\n`);
  console.log(`stored in ${path.relative(process.cwd(), resultsFile(run.connections))}`);
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    node: process.version,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}
