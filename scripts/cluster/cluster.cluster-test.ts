import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/server/test/server-process.js";
import { type SmtpTestServer, startSmtpServer } from "../../src/server/test/smtp-test-server.js";
import { Browser } from "./browser.js";
import {
  createDatabase,
  type Instance,
  planInstances,
  removeInstances,
  startInstance,
  stopInstance,
} from "./cluster.js";
import { type Haproxy, haproxyBinary, haproxyConfig, startHaproxy } from "./haproxy.js";

/**
 * Two real server processes (src/server/main.ts) on one PostgreSQL and one Redis, behind HAProxy
 * from Debian's packages, checked through it as issue 29 asks. `npm run test:cluster`; .ci/run
 * installs HAProxy and runs it with REQUIRE_HAPROXY=1. The machine's PostgreSQL and Redis:
 * CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, where a database of
 * our own is made and dropped) and CLUSTER_REDIS_URL (default redis://127.0.0.1:6379).
 */
const serverUrl = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379";
const required = process.env.REQUIRE_HAPROXY === "1" || !!process.env.CI;
const installed = haproxyBinary() !== null;
if (!installed) {
  const say = "HAProxy is not installed (apt-get install -y haproxy): the cluster test cannot run";
  if (required) throw new Error(say);
  console.warn(`\n${"!".repeat(100)}\n!! SKIPPED: ${say}.\n${"!".repeat(100)}\n`);
}

const WRITERS = 50;
const CONTACT_LIMIT = 3;
/** A client address of this run's own (sent as X-Forwarded-For), so other runs' counters in Redis do not count. */
const clientAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

let database: Awaited<ReturnType<typeof createDatabase>>;
let sql: pg.Pool;
let smtp: SmtpTestServer;
let instances: Instance[] = [];
let balancer: Haproxy;
let base: string;
let env: Record<string, string>;

beforeAll(async () => {
  if (!installed) return;
  database = await createDatabase(serverUrl, "macrowise_cluster");
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on("error", () => {}); // an idle connection ended by the database's drop
  smtp = await startSmtpServer();
  instances = await planInstances(2);
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: "support@macrowise.test",
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT),
  };
  // Both at once on an empty database: one applies the migrations and loads the food database
  // (advisory locks), the other waits for it.
  await Promise.all(
    instances.map((instance) =>
      startInstance(instance, { ...env, DATA_DIR: instance.dataDir, BACKUP_DIR: path.join(instance.dataDir, "bk") }),
    ),
  );
  const [port, statsPort] = [await freePort(), await freePort()];
  balancer = await startHaproxy(haproxyConfig({ port, statsPort, backends: instances, log: true }), port, statsPort);
  for (const instance of instances) await balancer.waitFor(instance.name, "UP");
  base = `http://127.0.0.1:${port}`;
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await removeInstances(instances);
  await smtp?.stop();
  await sql?.end();
  await database?.drop();
}, 60_000);

const direct = (instance: Instance) => `http://127.0.0.1:${instance.port}`;
const backupFiles = () =>
  instances.flatMap((instance) => {
    const dir = path.join(instance.dataDir, "bk");
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith(".")) : [];
  });
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const meal = (food: string) => ({ mealType: "snack", food, calories: 100, proteins: 1, carbs: 20, fats: 1 });

describe.skipIf(!installed)("two instances behind HAProxy", () => {
  it("signs in once and is served by both, each request with the balancer's id", async () => {
    const ana = new Browser(base);
    await ana.register("ana");
    const served = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const answer = await ana.get("/api/user");
      expect(answer.status).toBe(200);
      expect(answer.json().username).toBe("ana");
      expect(answer.requestId).toMatch(/^[0-9A-F]{8}:[0-9A-F]+_/); // HAProxy's unique-id, kept by the app
      served.add(answer.servedBy ?? "");
    }
    expect([...served].sort()).toEqual(["a", "b"]);
  });

  it("reads at once on one instance what was written on the other, and a sign-out holds on both", async () => {
    const [a, b] = instances as [Instance, Instance];
    const ben = new Browser(base);
    await ben.register("ben");
    for (const [writer, reader] of [
      [a, b],
      [b, a],
    ] as const) {
      const written = await ben.at(direct(writer)).post("/api/meals", meal(`from ${writer.name}`));
      expect(written.status).toBe(201);
      const read = await ben.at(direct(reader)).get(`/api/meals/${written.json().id}`);
      expect(read.status).toBe(200);
      expect(read.json().food).toBe(`from ${writer.name}`);
    }
    const signedOut = ben.at(direct(a));
    expect((await signedOut.post("/api/logout")).status).toBe(200);
    expect((await ben.at(direct(b)).get("/api/user")).status).toBe(401);
  });

  it("shares the rate limits (Redis): the contact form's budget is one for both instances", async () => {
    const visitor = new Browser(base, { "x-forwarded-for": clientAddress });
    const answers = [];
    for (let i = 0; i < 2 * CONTACT_LIMIT; i++) {
      answers.push(
        await visitor.post("/api/email-response", {
          email: `visitor${i}@example.com`,
          subject: `Question ${i}`,
          message: "How do I export my meals to a spreadsheet?",
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(["a", "b"]));
  });

  it("makes the daily backup once, not once per instance", async () => {
    await until("the daily backup", () => backupFiles().length > 0);
    await new Promise((r) => setTimeout(r, 2000));
    expect(backupFiles()).toHaveLength(1);
  });

  it("restarts each instance in turn under 50 writers: no failed request, no acknowledged write lost", async () => {
    // A person whose trial ends tomorrow: the restarted instances' trial-notice jobs both find them.
    const cara = new Browser(base);
    const { id: caraId } = await cara.register("cara");
    await sql.query("UPDATE users SET created_at = now() - interval '4 days' WHERE id = $1", [caraId]);

    const writers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const browser = new Browser(base);
        await browser.register(`writer${i}`);
        return browser;
      }),
    );
    const acknowledged: number[] = [];
    const failures: string[] = [];
    let resent = 0;
    let stop = false;
    /**
     * One write. A keep-alive connection the balancer closed as the request went out fails before
     * any answer ("other side closed"): the request never reached HAProxy, so it is sent once more,
     * as browsers do; the database's count below proves nothing was written twice.
     */
    async function write(browser: Browser, food: string) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await browser.post("/api/meals", meal(food));
        } catch (error) {
          const closed = String((error as Error).cause).includes("other side closed");
          if (!closed || attempt > 1) throw error;
          resent += 1;
        }
      }
    }
    const loops = Array.from({ length: WRITERS }, async (_, w) => {
      const browser = writers[w % writers.length] as Browser;
      for (let n = 0; !stop && n < 100_000; n++) {
        try {
          const answer = await write(browser, `w${w}-${n}`);
          if (answer.status === 201) acknowledged.push(answer.json().id);
          else failures.push(`${answer.status} from ${answer.servedBy}: ${answer.text.slice(0, 120)}`);
        } catch (error) {
          failures.push(`${error} (${(error as Error).cause ?? "no cause"})`);
        }
      }
    });

    const restarts: string[] = [];
    try {
      await new Promise((r) => setTimeout(r, 1000));
      for (const instance of instances) {
        const before = acknowledged.length;
        expect(await stopInstance(instance)).toBe(0);
        await balancer.waitFor(instance.name, "DOWN");
        await startInstance(instance, {
          ...env,
          DATA_DIR: instance.dataDir,
          BACKUP_DIR: path.join(instance.dataDir, "bk"),
        });
        await balancer.waitFor(instance.name, "UP");
        await new Promise((r) => setTimeout(r, 1000));
        restarts.push(`${instance.name}: ${acknowledged.length - before} writes acknowledged meanwhile`);
      }
    } finally {
      stop = true;
      await Promise.all(loops);
    }
    const { retries, redispatches } = await balancer.stats();
    console.log(
      `rolling restart: ${acknowledged.length} writes acknowledged, ${failures.length} failed, ${resent} sent again ` +
        "(closed before an answer); " +
        `${restarts.join("; ")}; HAProxy retried ${retries}, redispatched ${redispatches}`,
    );
    if (failures.length > 0 && process.env.CLUSTER_HAPROXY_LOG)
      fs.writeFileSync(process.env.CLUSTER_HAPROXY_LOG, balancer.output());
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
    const { rows } = await sql.query<{ id: number }>("SELECT id FROM meals WHERE id = ANY($1::int[])", [acknowledged]);
    expect(rows.length).toBe(acknowledged.length);
    // And nothing more: no write the writers were not told of (a request processed twice).
    const { rows: all } = await sql.query<{ n: string }>("SELECT count(*) AS n FROM meals WHERE food ~ '^w[0-9]+-'");
    expect(Number(all[0]?.n)).toBe(acknowledged.length);
  }, 240_000);

  it("sends the outbox's mail once, not once per instance, and the trial notice once", async () => {
    // 3 contact messages to support, 1 trial notice to cara (queued by whichever restarted instance ran first).
    await smtp.waitFor(CONTACT_LIMIT + 1, 30_000);
    await new Promise((r) => setTimeout(r, 7000)); // more than a sender's poll (5 s) on each instance
    const recipients = smtp.received.map((mail) => mail.envelope.to.join(",")).sort();
    expect(recipients).toEqual([
      "cara@example.com",
      ...Array.from({ length: CONTACT_LIMIT }, () => "support@macrowise.test"),
    ]);
    const { rows } = await sql.query<{ status: string; n: string }>(
      "SELECT status, count(*) AS n FROM mail_outbox GROUP BY status",
    );
    expect(rows).toEqual([{ status: "sent", n: String(CONTACT_LIMIT + 1) }]);
  }, 60_000);

  it("still has one backup after both instances started again (the day's backup is recorded)", () => {
    expect(backupFiles()).toHaveLength(1);
  });
});
