/**
 * What counting a request costs: `npm run bench:rate-limits`.
 *
 * Issue 25 asked whether rate-limiter-flexible should replace the hand-written failure counters
 * (plugins/attempt-counter.ts) and the routes' limits (@fastify/rate-limit, plugins/rate-limits.ts).
 * This times, in one process and in alternating rounds, one `add` of a key among 1,000 (clients):
 * - in memory: our memoryAttemptCounter, rate-limiter-flexible's RateLimiterMemory, and
 *   @fastify/rate-limit's LocalStore (what a limited route runs without Redis);
 * - in Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379; skipped if it does not answer):
 *   our Lua INCR script, RateLimiterRedis and @fastify/rate-limit's RedisStore, one at a time
 *   (latency) and 50 in flight (throughput);
 * - a whole request through app.inject: a Fastify route limited by @fastify/rate-limit against
 *   one whose onRequest hook consumes a RateLimiterMemory point.
 * Prints the median of BENCH_ROUNDS (default 5) rounds per contender, in CPU or wall microseconds.
 */
import { createRequire } from "node:module";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { memoryAttemptCounter, redisAttemptCounter } from "../src/server/plugins/attempt-counter.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const WINDOW_MS = 60_000;
const KEYS = Array.from({ length: 1000 }, (_, i) => `203.0.113.${i}`);

type Contender = [name: string, run: (i: number) => Promise<unknown> | unknown];

/** The plugin's own stores (untyped CommonJS): what a limited route runs per request. */
interface FastifyStore {
  incr(key: string, done: (error: unknown, result: unknown) => void, timeWindow: number, max: number): void;
}
const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => FastifyStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => FastifyStore;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Microseconds per operation for each contender: `ops` operations, `inFlight` at a time, alternating rounds. */
async function race(title: string, contenders: Contender[], ops: number, inFlight = 1, clock: "cpu" | "wall" = "cpu") {
  const times = new Map<string, number[]>(contenders.map(([name]) => [name, []]));
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [name, run] of contenders) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      for (let i = 0; i < ops; i += inFlight) {
        if (inFlight === 1) await run(i);
        else await Promise.all(Array.from({ length: inFlight }, (_, j) => run(i + j)));
      }
      const used = process.cpuUsage(cpu);
      const micros = clock === "cpu" ? used.user + used.system : (performance.now() - start) * 1000;
      if (round > 0) times.get(name)?.push(micros / ops); // round 0 warms up
    }
  }
  console.log(`\n${title} (${clock} µs per operation, median of ${ROUNDS} rounds)`);
  for (const [name, values] of times) console.log(`  ${name.padEnd(44)} ${median(values).toFixed(2).padStart(8)}`);
}

const incr = (store: FastifyStore, key: string) =>
  new Promise((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), WINDOW_MS, 1e9),
  );

async function memory() {
  const ours = memoryAttemptCounter(WINDOW_MS);
  const flexible = new RateLimiterMemory({ points: 1e9, duration: WINDOW_MS / 1000 });
  const fastifyStore = new LocalStore(false, false, 5000);
  await race(
    "In memory: one add",
    [
      ["memoryAttemptCounter (ours)", (i) => ours.add(KEYS[i % KEYS.length] as string)],
      ["RateLimiterMemory.consume (rate-limiter-flexible)", (i) => flexible.consume(KEYS[i % KEYS.length] as string)],
      ["LocalStore.incr (@fastify/rate-limit)", (i) => incr(fastifyStore, KEYS[i % KEYS.length] as string)],
    ],
    200_000,
  );
}

async function redis() {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.ping();
  } catch {
    console.log(`\nIn Redis: skipped (nothing answers at ${REDIS_URL})`);
    client.disconnect();
    return;
  }
  const ours = redisAttemptCounter(client, "bench-ours:", WINDOW_MS, memoryAttemptCounter(WINDOW_MS));
  const flexible = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: "bench-flexible",
    points: 1e9,
    duration: WINDOW_MS / 1000,
  });
  const fastifyStore = new RedisStore(false, false, client, "bench-fastify:");
  const contenders: Contender[] = [
    ["Lua INCR script (ours)", (i) => ours.add(KEYS[i % KEYS.length] as string)],
    ["RateLimiterRedis.consume (rate-limiter-flexible)", (i) => flexible.consume(KEYS[i % KEYS.length] as string)],
    ["RedisStore.incr (@fastify/rate-limit)", (i) => incr(fastifyStore, KEYS[i % KEYS.length] as string)],
  ];
  try {
    await race("In Redis: one add at a time", contenders, 5_000, 1, "wall");
    await race("In Redis: 50 adds in flight", contenders, 20_000, 50, "wall");
    await race("In Redis: node's CPU per add, 50 in flight", contenders, 20_000, 50, "cpu");
  } finally {
    const keys = await client.keys("bench-*");
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
  }
}

async function requests() {
  const plugin = Fastify();
  await plugin.register(rateLimit, { global: false });
  plugin.get("/limited", { config: { rateLimit: { max: 1e9, timeWindow: WINDOW_MS } } }, async () => ({ ok: true }));
  const flexibleApp = Fastify();
  const limiter = new RateLimiterMemory({ points: 1e9, duration: WINDOW_MS / 1000 });
  flexibleApp.get(
    "/limited",
    {
      onRequest: async (request, reply) => {
        try {
          const res = await limiter.consume(request.ip);
          reply.header("x-ratelimit-remaining", res.remainingPoints);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          reply.code(429).header("retry-after", Math.ceil(refusal.msBeforeNext / 1000));
          return reply.send({ message: "Too many requests" });
        }
      },
    },
    async () => ({ ok: true }),
  );
  const bare = Fastify();
  bare.get("/limited", async () => ({ ok: true }));
  await Promise.all([plugin.ready(), flexibleApp.ready(), bare.ready()]);
  const inject = (app: typeof bare, i: number) =>
    app.inject({ method: "GET", url: "/limited", remoteAddress: KEYS[i % KEYS.length] });
  await race(
    "A whole request through app.inject",
    [
      ["no limit", (i) => inject(bare, i)],
      ["@fastify/rate-limit (memory)", (i) => inject(plugin, i)],
      ["onRequest + RateLimiterMemory", (i) => inject(flexibleApp, i)],
    ],
    20_000,
  );
}

console.log(`Node ${process.version}, ${ROUNDS} rounds`);
await memory();
await redis();
await requests();
