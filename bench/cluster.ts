/**
 * What a second instance buys: `npm run bench:cluster`. The mixed workload of bench:mixed (`app`
 * visits of 200 seeded users: open the app, search, log a meal, read the day again; bench/visits.ts)
 * against one instance directly, one instance behind HAProxy and two behind HAProxy (the config of
 * scripts/cluster/haproxy.ts, the README's), in alternated rounds with the logged meals removed
 * after each. Prints req/s, p50 and p99 per setup and their medians, and the gain of the second
 * instance. Everything on loopback, on the bench's embedded PostgreSQL.
 *
 * BENCH_ROUNDS (default 2), BENCH_DURATION (s per round, default 8), BENCH_CONNECTIONS (default 50).
 * About 20 s of setup, then rounds x 3 x (duration + 2) s: 1 minute by default. Needs HAProxy
 * (apt-get install -y haproxy).
 */
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { type Haproxy, haproxyBinary, haproxyConfig, startHaproxy } from "../scripts/cluster/haproxy.js";
import { freePort } from "../src/server/test/server-process.js";
import { removeBenchMeals, startBenchDatabase, startServer, stopServer } from "./bench-data.js";
import { visitRequests } from "./visits.js";

const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS ?? 2), 10);
const DURATION_S = Math.min(Number(process.env.BENCH_DURATION ?? 8), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(port: number, cookies: string[], duration: number): Promise<Figures> {
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        requests: visitRequests("app", cookies),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    ),
  );
  return {
    rps: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const line = (label: string, f: Figures) =>
  `${label.padEnd(28)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms  errors ${f.errors}`;

async function main() {
  if (!haproxyBinary()) throw new Error("bench:cluster needs HAProxy: apt-get install -y haproxy");
  const database = await startBenchDatabase();
  const servers: ChildProcess[] = [];
  let balancer: Haproxy | null = null;
  try {
    const instances: { name: string; port: number }[] = [];
    for (const name of ["a", "b"]) {
      const started = await startServer(database.url);
      servers.push(started.child);
      instances.push({ name, port: started.port });
    }
    const [port, statsPort] = [await freePort(), await freePort()];
    const behind = async (count: number) => {
      await balancer?.stop();
      const backends = instances.slice(0, count);
      balancer = await startHaproxy(haproxyConfig({ port, statsPort, backends }), port, statsPort);
      for (const backend of backends) await balancer.waitFor(backend.name, "UP");
      return port;
    };
    const setups: { label: string; port: () => Promise<number> }[] = [
      { label: "one instance, direct", port: async () => instances[0]?.port ?? 0 },
      { label: "one instance, HAProxy", port: () => behind(1) },
      { label: "two instances, HAProxy", port: () => behind(2) },
    ];
    console.log(
      `load average at start: ${os.loadavg()[0]?.toFixed(2)}; ${os.cpus().length} cores; ` +
        `${CONNECTIONS} connections, ${DURATION_S} s a round, ${ROUNDS} rounds`,
    );
    const results = new Map<string, Figures[]>(setups.map((setup) => [setup.label, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const setup of setups) {
        const target = await setup.port();
        await load(target, database.cookies, 2); // warm-up: JIT, pools, HAProxy's connections
        await removeBenchMeals(database.url);
        const measured = await load(target, database.cookies, DURATION_S);
        await removeBenchMeals(database.url);
        results.get(setup.label)?.push(measured);
        console.log(line(`round ${round} ${setup.label}`, measured));
      }
    }
    console.log(`\nmedians of ${ROUNDS} rounds, app visits (12 reads and a write each):`);
    const medians = new Map<string, Figures>();
    for (const [label, runs] of results) {
      const figures = {
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
      };
      medians.set(label, figures);
      console.log(line(label, figures));
    }
    const one = medians.get("one instance, HAProxy")?.rps ?? 0;
    const two = medians.get("two instances, HAProxy")?.rps ?? 0;
    console.log(`second instance: x${(two / (one || 1)).toFixed(2)} req/s behind the same balancer`);
  } finally {
    await (balancer as Haproxy | null)?.stop();
    for (const server of servers) await stopServer(server);
    await database.close();
  }
}

await main();
