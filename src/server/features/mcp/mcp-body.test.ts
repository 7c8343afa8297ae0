import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weightMessages } from "../../../shared/contracts/weights.js";
import { weighIns } from "../../db/schema/index.js";
import { type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/** Issue 26's MCP tools with the SDK's client over real HTTP: log a weigh-in, read the trend and the expenditure. */
const now = new Date("2026-06-15T12:00:00Z");
let t: TestApp;
let baseUrl: string;
let ann: KeyHolder;
let bob: KeyHolder;
const clients: Client[] = [];

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: "macrowise-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  ann = await subscriberWithKey(t, "mcpbodyann", { timeZone: "Europe/Rome" });
  bob = await subscriberWithKey(t, "mcpbodybob", { timeZone: "Europe/Rome" });
  const profile = { name: "Ann", age: 35, gender: "female", weight: 72, height: 168, activityLevel: "light" };
  expect((await ann.client.post("/api/user-profile", profile)).statusCode).toBe(201);
});
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => {});
  await t.close();
});

describe("weigh-ins from an assistant", () => {
  it("logs weigh-ins (the same day again replaces) that the trend tool and the web app then show", async () => {
    const client = await connect(ann.key);
    for (const [date, weightKg] of [
      ["2026-06-01", 72],
      ["2026-06-08", 71.5],
      ["2026-06-15", 71.2],
    ] as const) {
      const logged = await call(client, "log_weigh_in", { date, weightKg });
      expect(logged.isError, logged.content[0]?.text).toBeFalsy();
      expect(logged.structuredContent).toMatchObject({ weighIn: { date, weightKg }, replaced: false });
    }
    const again = await call(client, "log_weigh_in", { date: "2026-06-15", weightKg: 71, note: "evening" });
    expect(again.structuredContent).toMatchObject({ weighIn: { weightKg: 71, note: "evening" }, replaced: true });

    const trend = await call(client, "get_weight_trend", { from: "2026-06-01" });
    const web = (await ann.client.get("/api/weights/trend?from=2026-06-01&to=2026-06-15")).json();
    expect(trend.structuredContent).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-15",
      latest: web.latest,
      changes: web.changes,
      goalWeightKg: null,
    });
    expect(trend.structuredContent?.weighIns).toEqual([
      { date: "2026-06-01", weightKg: 72, trendKg: 72 },
      { date: "2026-06-08", weightKg: 71.5, trendKg: expect.any(Number) },
      { date: "2026-06-15", weightKg: 71, trendKg: web.latest.trendKg },
    ]);
    expect((await ann.client.get("/api/user-profile")).json().weight).toBe(71);
  });

  it("refuses a weight of 1,000, a weight as text and a date in 2030, storing nothing", async () => {
    const client = await connect(ann.key);
    const before = await t.database.db.$count(weighIns, eq(weighIns.userId, ann.id));
    const tooHeavy = await call(client, "log_weigh_in", { date: "2026-06-10", weightKg: 1000 });
    expect(tooHeavy.isError).toBe(true);
    expect(tooHeavy.content[0]?.text).toContain(weightMessages.weightMax);
    expect((await call(client, "log_weigh_in", { date: "2026-06-10", weightKg: "70" })).isError).toBe(true);
    const future = await call(client, "log_weigh_in", { date: "2030-01-01", weightKg: 70 });
    expect(future.isError).toBe(true);
    expect(future.content[0]?.text).toBe(weightMessages.dateRange);
    expect(await t.database.db.$count(weighIns, eq(weighIns.userId, ann.id))).toBe(before);
  });

  it("reads the expenditure with its interval and this week's check-in", async () => {
    const client = await connect(ann.key);
    const result = await call(client, "get_expenditure");
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    const web = (await ann.client.get("/api/check-in")).json();
    const { expenditure, ...checkIn } = web;
    expect(result.structuredContent).toEqual({ expenditure, checkIn });
    expect(expenditure.low).toBeLessThanOrEqual(expenditure.expenditure);
    expect(expenditure.high).toBeGreaterThanOrEqual(expenditure.expenditure);
  });

  it("another user's key sees none of them", async () => {
    const client = await connect(bob.key);
    const trend = await call(client, "get_weight_trend", { from: "2021-07-01" });
    expect(trend.structuredContent).toMatchObject({ latest: null, weighIns: [] });
    const expenditure = await call(client, "get_expenditure");
    expect(expenditure.isError).toBe(true);
    expect(await t.database.db.$count(weighIns, eq(weighIns.userId, bob.id))).toBe(0);
  });
});
