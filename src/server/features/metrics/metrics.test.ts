import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { metricsMessages } from "./routes.js";

const TOKEN = "scrape-token-0123456789";
let t: TestApp;
let boss: SignedInClient;
let ana: SignedInClient;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  boss = await signedIn(t.app, "boss");
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, boss.id));
  ana = await signedIn(t.app, "ana");
});
afterAll(() => t.close());

const scrape = (client = new TestClient(t.app)) => client.get("/metrics", { authorization: `Bearer ${TOKEN}` });

/** The value of one series in Prometheus text: `name{labels} value`, labels in the order given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).match(/^\{(.*)\}/)?.[1] ?? "";
    const have = labelText ? labelText.split(/,(?=[a-z_]+=)/) : [];
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(line.split(" ").pop());
  }
  return undefined;
}

describe("GET /metrics: who may read it", () => {
  it("answers 401 without METRICS_TOKEN or an admin's session, and the text with either", async () => {
    const guest = new TestClient(t.app);
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong-token" }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const refused = await guest.get("/metrics", headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(metricsMessages.unauthorized);
      expect(refused.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    }
    expect((await ana.client.get("/metrics")).statusCode).toBe(401);

    const byToken = await scrape();
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await boss.client.get("/metrics")).statusCode).toBe(200);
  });
});

describe("GET /metrics: the figures", () => {
  it("is Prometheus text with the process, pool, outbox and session figures", async () => {
    await t.database.db.execute(
      sql`INSERT INTO mail_outbox (kind, recipient, subject, body) VALUES ('contact', 'a@example.com', 's', 'b')`,
    );
    const text = (await scrape()).body;
    // Every sample line is `name{labels} number` (or NaN, which prom-client writes "Nan" and
    // Prometheus reads without regard to case, or +Inf).
    for (const line of text.split("\n").filter((l) => l && !l.startsWith("#"))) {
      expect(line).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? (-?[0-9.e+-]+|NaN|Nan|\+Inf|-Inf)$/);
    }
    expect(text).toContain("# TYPE macrowise_http_request_duration_seconds histogram");
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sample(text, "macrowise_db_pool_max")).toBe(t.database.pool.options.max);
    expect(sample(text, "macrowise_db_pool_in_use")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "macrowise_db_pool_waiting")).toBe(0);
    expect(sample(text, "macrowise_mail_outbox_messages", { status: "pending" })).toBe(1);
    expect(sample(text, "macrowise_mail_outbox_messages", { status: "failed" })).toBe(0);
    // boss and ana, signed in through this app.
    expect(sample(text, "macrowise_active_sessions")).toBe(2);
  });

  it("counts requests by route pattern (never the URL), their latency and the 5xx answers", async () => {
    const before = (await scrape()).body;
    const route = { method: "GET", route: "/api/nutrition-goals/:id", status: "404" };
    const count = (text: string) => sample(text, "macrowise_http_requests_total", route) ?? 0;
    const timed = (text: string) =>
      sample(text, "macrowise_http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/nutrition-goals/:id",
      }) ?? 0;

    for (const id of [918_273, 918_274, 918_275])
      expect((await ana.client.get(`/api/nutrition-goals/${id}`)).statusCode).toBe(404);
    const after = (await scrape()).body;
    expect(count(after) - count(before)).toBe(3);
    expect(timed(after) - timed(before)).toBe(3);
    expect(after).not.toContain("918273");

    // A URL no route matches is one series, whatever was asked.
    await new TestClient(t.app).get("/wp-login.php?x=1");
    const unmatched = (await scrape()).body;
    expect(
      sample(unmatched, "macrowise_http_requests_total", { method: "GET", route: "(unmatched)", status: "404" }),
    ).toBeGreaterThanOrEqual(1);
    expect(unmatched).not.toContain("wp-login");
  });

  it("counts a 500 as an error, and the admin's status card shows the same figures", async () => {
    // A real route failing unexpectedly: its table is gone.
    await t.database.db.execute(sql`ALTER TABLE nutrition_goals RENAME TO goals_away`);
    try {
      const failed = await ana.client.get("/api/nutrition-goals");
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE goals_away RENAME TO nutrition_goals`);
    }
    const text = (await scrape()).body;
    expect(
      sample(text, "macrowise_http_errors_total", { method: "GET", route: "/api/nutrition-goals", status: "500" }),
    ).toBe(1);

    const status = (await boss.client.get("/api/admin/status")).json();
    const total = sample(text, "macrowise_http_requests_total", { method: "GET", route: "/metrics", status: "200" });
    expect(status.requests.errors).toBe(1);
    // Everything this app answered: the scrapes are in both, and the card's own request is not yet counted.
    expect(status.requests.total).toBeGreaterThan(total ?? 0);
    expect(status.requests.meanMs).toBeGreaterThan(0);
    expect(status.requests.p95Ms).toBeGreaterThan(0);
    expect(status.activeSessions).toBe(sample(text, "macrowise_active_sessions"));
    expect(status.databasePool.max).toBe(sample(text, "macrowise_db_pool_max"));
    expect(status.mail.waiting).toBe(sample(text, "macrowise_mail_outbox_messages", { status: "pending" }));
  });
});
