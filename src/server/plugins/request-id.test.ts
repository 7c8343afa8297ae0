import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";
import { signedIn } from "../test/users.js";

/** The app as main.ts builds it (JSON logs from Fastify's pino), its log lines kept here. */
let app: FastifyInstance;
let database: TestDatabase;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logs = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    database,
    serveWeb: false,
    logger: { level: "info", stream: logs },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is a new UUID per request, sent back as X-Request-ID and on every log line of the request", async () => {
    const first = await app.inject({ method: "GET", url: "/api/health" });
    const second = await app.inject({ method: "GET", url: "/api/health" });
    const ids = [first.headers["x-request-id"], second.headers["x-request-id"]];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    const logged = lines.filter((line) => line.reqId === ids[0]);
    expect(logged.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("honours the balancer's X-Request-ID, and refuses one that is not a plain token", async () => {
    const given = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "haproxy-7f3a9c21" },
    });
    expect(given.headers["x-request-id"]).toBe("haproxy-7f3a9c21");
    expect(lines.some((line) => line.reqId === "haproxy-7f3a9c21")).toBe(true);

    for (const odd of ["short", `x${"y".repeat(200)}`, 'a"b\\n{"level":60}']) {
      const answer = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": odd } });
      expect(answer.headers["x-request-id"]).toMatch(UUID);
    }
  });

  it("ties a 500 to its log line: the answer and the error's line carry the same id", async () => {
    const ana = await signedIn(app, "ana");
    // A real route failing unexpectedly: its table is gone for the moment.
    await database.db.execute(sql`ALTER TABLE nutrition_goals RENAME TO goals_away`);
    let failed: Awaited<ReturnType<typeof ana.client.get>>;
    try {
      failed = await ana.client.get("/api/nutrition-goals", { "x-request-id": "balancer-report-0042" });
    } finally {
      await database.db.execute(sql`ALTER TABLE goals_away RENAME TO nutrition_goals`);
    }
    expect(failed.statusCode).toBe(500);
    const body = failed.json();
    expect(body).toEqual({
      error: "Internal Server Error",
      message: "Something went wrong. Please try again.",
      requestId: "balancer-report-0042",
    });
    expect(failed.headers["x-request-id"]).toBe("balancer-report-0042");

    const errorLine = lines.find((line) => line.msg === "unexpected error");
    expect(errorLine).toMatchObject({ level: 50, reqId: "balancer-report-0042" });
    expect(JSON.stringify(errorLine)).toContain("nutrition_goals");

    // Without a balancer, the id the server made is the one in the log.
    await database.db.execute(sql`ALTER TABLE nutrition_goals RENAME TO goals_away`);
    let again: Awaited<ReturnType<typeof ana.client.get>>;
    try {
      again = await ana.client.get("/api/nutrition-goals");
    } finally {
      await database.db.execute(sql`ALTER TABLE goals_away RENAME TO nutrition_goals`);
    }
    const id = again.json().requestId;
    expect(id).toMatch(UUID);
    expect(lines.filter((line) => line.msg === "unexpected error").map((line) => line.reqId)).toContain(id);
  });
});
