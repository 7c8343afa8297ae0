/**
 * Mixed workloads of many users, and A/B runs of two builds on them: `npm run bench:mixed`.
 *
 * What many people do at once, not one answer read in a loop (bench/visits.ts: `app` opens the
 * app, searches, logs a meal and reads the day again; `log` logs a meal on a past day and reads it
 * back). Each build runs as a server on one embedded PostgreSQL seeded like bench:api's (200 users,
 * a year of meals), measured in alternated rounds (A, B, A, B, ...) with the logged meals removed
 * after each, so a slow moment of a shared machine does not land on one build only. Printed per
 * round and as medians: req/s and p50/p99 of all requests and of each kind, and the CPU time per
 * request of the server and of PostgreSQL (bench/proc-cpu.ts). Nothing leaves 127.0.0.1.
 *
 * BENCH_VISIT (`app` or `log`, default `app`); BENCH_AB: two builds as `name=source`,
 * comma-separated (bench/builds.ts: a directory, or a git ref with an optional `+patch`), e.g.
 * `BENCH_AB="before=HEAD~3,after=HEAD"`; without it, this checkout alone. The insert batcher's A/B:
 * `BENCH_VISIT=log BENCH_AB="batched=HEAD,plain=HEAD+bench/ab-plain-meal-inserts.patch"`.
 * BENCH_ROUNDS (per build, default 3), BENCH_DURATION (s per round, default 10),
 * BENCH_CONNECTIONS (default 50), BENCH_USERS (default 200).
 */
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { REPO, removeBenchMeals, startBenchDatabase, startServer, stopServer } from "./bench-data.js";
import { type Build, buildOf, removeBuild } from "./builds.js";
import { cpuOf, postgresCpu } from "./proc-cpu.js";
import { kindOfContext, kindsOf, type VisitShape, visitRequests } from "./visits.js";

const SHAPE = (process.env.BENCH_VISIT ?? "app") as VisitShape;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
interface Round {
  build: string;
  all: Figures;
  byKind: Record<string, Figures>;
  /** CPU microseconds per request: the server process, PostgreSQL's processes. */
  nodeUs: number;
  postgresUs: number;
  errors: number;
}
interface Target {
  port: number;
  pid: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function figuresOf(times: number[], duration: number): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return { rps: times.length / duration, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function round(build: string, target: Target, cookies: string[], dataDir: string, duration: number) {
  const times = new Map<string, number[]>(kindsOf(SHAPE).map((kind) => [kind, []]));
  const nodeBefore = cpuOf(target.pid);
  const postgresBefore = postgresCpu(dataDir);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${target.port}`,
        connections: CONNECTIONS,
        duration,
        requests: visitRequests(SHAPE, cookies),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // The kind of the answer: the visit's context, tagged by that request's onResponse just before.
    instance.on("response", (client, _status, _bytes, responseTime) => {
      const context = (client as unknown as { requestIterator: { context: unknown } }).requestIterator.context;
      times.get(kindOfContext(context))?.push(responseTime);
    });
  });
  const all = [...times.values()].flat();
  const requests = all.length || 1;
  return {
    build,
    all: figuresOf(all, duration),
    byKind: Object.fromEntries([...times].map(([kind, list]) => [kind, figuresOf(list, duration)])),
    nodeUs: (cpuOf(target.pid) - nodeBefore) / requests,
    postgresUs: (postgresCpu(dataDir) - postgresBefore) / requests,
    errors: result.errors + result.timeouts + result.non2xx,
  } satisfies Round;
}

const line = (label: string, f: Figures) =>
  `${label.padEnd(30)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms`;
const cpuLine = (nodeUs: number, postgresUs: number) =>
  `CPU a request: node ${nodeUs.toFixed(0)} us, PostgreSQL ${postgresUs.toFixed(0)} us`;

function printMedians(rounds: Round[], builds: Build[]) {
  console.log(
    `\n${SHAPE} visits: medians of ${ROUNDS} rounds per build, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  for (const build of builds) {
    const own = rounds.filter((r) => r.build === build.name);
    const medianOf = (pick: (r: Round) => Figures | undefined): Figures => ({
      rps: median(own.map((r) => pick(r)?.rps ?? 0)),
      p50: median(own.map((r) => pick(r)?.p50 ?? 0)),
      p99: median(own.map((r) => pick(r)?.p99 ?? 0)),
    });
    const cpu = cpuLine(median(own.map((r) => r.nodeUs)), median(own.map((r) => r.postgresUs)));
    console.log(
      `${line(
        `${build.name}: all`,
        medianOf((r) => r.all),
      )}  ${cpu}`,
    );
    for (const kind of kindsOf(SHAPE))
      console.log(
        line(
          `${build.name}: ${kind}`,
          medianOf((r) => r.byKind[kind]),
        ),
      );
  }
}

async function main() {
  const specs = (process.env.BENCH_AB ?? "").split(",").filter(Boolean);
  if (specs.length === 1 || specs.length > 2)
    throw new Error('BENCH_AB names two builds: "a=<ref or dir>,b=<ref or dir>"');
  const builds: Build[] = specs.length === 2 ? specs.map(buildOf) : [{ name: "this", tree: REPO, temporary: false }];
  const database = await startBenchDatabase();
  const servers: ChildProcess[] = [];
  try {
    const targets: Target[] = [];
    for (const build of builds) {
      const started = await startServer(database.url, {}, build.tree);
      servers.push(started.child);
      targets.push({ port: started.port, pid: started.child.pid ?? 0 });
    }
    console.log(`load average at start: ${os.loadavg()[0]?.toFixed(2)}; ${os.cpus().length} cores`);
    const rounds: Round[] = [];
    for (let i = 1; i <= ROUNDS; i++) {
      for (const [b, build] of builds.entries()) {
        const target = targets[b] as Target;
        await round(build.name, target, database.cookies, database.dataDir, 1); // warm-up: JIT, pool
        await removeBenchMeals(database.url);
        const measured = await round(build.name, target, database.cookies, database.dataDir, DURATION_S);
        await removeBenchMeals(database.url);
        rounds.push(measured);
        console.log(
          `${line(`round ${i} ${build.name}`, measured.all)}  errors ${measured.errors}  ${cpuLine(measured.nodeUs, measured.postgresUs)}`,
        );
      }
    }
    printMedians(rounds, builds);
  } finally {
    for (const server of servers) await stopServer(server);
    await database.close();
    for (const build of builds) removeBuild(build);
  }
}

await main();
