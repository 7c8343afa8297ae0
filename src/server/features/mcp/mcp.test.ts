import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meals } from "../../db/schema/index.js";
import { type KeyHolder, postMcp, subscriberWithKey } from "../../test/api-keys.js";
import { databaseFingerprint } from "../../test/fingerprint.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { mcpMessages } from "./tools.js";

/** The SDK's own client against the app listening on a loopback port: real HTTP, real MCP. */
let t: TestApp;
let baseUrl: string;
let writer: KeyHolder;
let reader: KeyHolder;
const clients: Client[] = [];

async function connect(key: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "macrowise-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${key}`, ...headers } },
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
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  writer = await subscriberWithKey(t, "mcpwriter", { timeZone: "Europe/Rome" });
  reader = await subscriberWithKey(t, "mcpreader", { scopes: ["read"] });
});
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => {});
  await t.close();
});

describe("MCP tools by scope", () => {
  it("lists only the read tools for a read key, and refuses a write tool", async () => {
    const client = await connect(reader.key);
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual([
      "get_daily_summary",
      "get_expenditure",
      "get_goals",
      "get_weight_trend",
      "list_meals",
      "search_foods",
    ]);
    await expect(
      call(client, "log_meal", { food: "x", mealType: "lunch", calories: 1, proteins: 1, carbs: 1, fats: 1 }),
    ).rejects.toThrow(/not found/i);
    expect(await t.database.db.$count(meals, eq(meals.userId, reader.id))).toBe(0);
  });

  it("lists read, write and destroy tools for a write key, each described with an input schema", async () => {
    const client = await connect(writer.key);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "delete_meal",
      "get_daily_summary",
      "get_expenditure",
      "get_goals",
      "get_weight_trend",
      "list_meals",
      "log_food",
      "log_meal",
      "log_weigh_in",
      "search_foods",
    ]);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(20);
      expect(tool.inputSchema.type, tool.name).toBe("object");
    }
    expect(tools.find((tool) => tool.name === "delete_meal")?.annotations?.destructiveHint).toBe(true);
  });
});

describe("logging from an assistant", () => {
  it("logs a meal by food and grams that the dashboard then shows with the right totals", async () => {
    const client = await connect(writer.key);
    const found = await call(client, "search_foods", { query: "banana", limit: 1 });
    const banana = (found.structuredContent?.foods as { id: number; per100g: { calories: number } }[] | undefined)?.[0];
    expect(banana?.per100g.calories).toBeGreaterThan(50);

    const logged = await call(client, "log_food", { foodId: banana?.id, grams: 150, mealType: "snack" });
    expect(logged.isError).toBeFalsy();
    expect(logged.structuredContent).toMatchObject({ foodId: banana?.id, grams: 150, mealType: "snack" });
    const byNumbers = await call(client, "log_meal", {
      food: "Omelette",
      mealType: "breakfast",
      calories: 320.4,
      proteins: 21,
      carbs: 2,
      fats: 25,
    });
    expect(byNumbers.structuredContent).toMatchObject({ food: "Omelette", calories: 320 });

    const dashboard = (await writer.client.get("/api/dashboard/today")).json();
    const bananaMeal = logged.structuredContent as { calories: number; proteins: number; carbs: number; fats: number };
    expect(dashboard.mealCount).toBe(2);
    expect(dashboard.totals).toEqual({
      calories: bananaMeal.calories + 320,
      proteins: bananaMeal.proteins + 21,
      carbs: bananaMeal.carbs + 2,
      fats: bananaMeal.fats + 25,
    });
    expect(dashboard.meals.map((meal: { food: string }) => meal.food)).toContain("Omelette");

    const summary = await call(client, "get_daily_summary");
    expect(summary.structuredContent).toMatchObject({ mealCount: 2, totals: dashboard.totals, goal: null });
    expect(JSON.parse(summary.content[0]?.text ?? "{}")).toEqual(summary.structuredContent);
    const listed = await call(client, "list_meals");
    expect(listed.structuredContent?.meals).toHaveLength(2);
  });

  it("answers invalid input as a tool error and writes nothing", async () => {
    const client = await connect(writer.key);
    const before = await t.database.db.$count(meals, eq(meals.userId, writer.id));
    const bad = await call(client, "log_meal", {
      food: "Bad",
      mealType: "lunch",
      calories: -5,
      proteins: 1,
      carbs: 1,
      fats: 1,
    });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]?.text).toContain("Calories must be at least 0");
    const missing = await call(client, "log_food", { foodId: 999_999, grams: 100, mealType: "lunch" });
    expect(missing).toMatchObject({ isError: true, content: [{ text: "Food not found" }] });
    expect(await t.database.db.$count(meals, eq(meals.userId, writer.id))).toBe(before);
  });

  it("deletes a meal only with confirm: true, and only the key owner's", async () => {
    const client = await connect(writer.key);
    const meal = (
      await writer.api.post("/api/v1/meals", {
        food: "Doomed",
        mealType: "dinner",
        calories: 1,
        proteins: 1,
        carbs: 1,
        fats: 1,
      })
    ).json();
    const unconfirmed = await call(client, "delete_meal", { id: meal.id, confirm: false });
    expect(unconfirmed).toMatchObject({ isError: true, content: [{ text: mcpMessages.confirm }] });
    expect((await writer.api.get(`/api/v1/meals/${meal.id}`)).statusCode).toBe(200);

    const readersMeal = (
      await reader.client.post("/api/meals", {
        food: "Not yours",
        mealType: "lunch",
        calories: 1,
        proteins: 1,
        carbs: 1,
        fats: 1,
      })
    ).json();
    const foreign = await call(client, "delete_meal", { id: readersMeal.id, confirm: true });
    expect(foreign).toMatchObject({ isError: true, content: [{ text: "Meal not found" }] });
    expect(await t.database.db.$count(meals, eq(meals.id, readersMeal.id))).toBe(1);

    const confirmed = await call(client, "delete_meal", { id: meal.id, confirm: true });
    expect(confirmed.structuredContent).toEqual({ message: "Meal deleted" });
    expect((await writer.api.get(`/api/v1/meals/${meal.id}`)).statusCode).toBe(404);
  });
});

describe("the /mcp endpoint", () => {
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
  };
  const post = (headers: Record<string, string>) => postMcp(baseUrl, initialize, headers);

  it("needs a valid key: none, a bad one or a session cookie alone get 401", async () => {
    expect((await post({})).status).toBe(401);
    expect(await (await post({ authorization: "Bearer mw_live_nope" })).json()).toEqual({
      error: "Unauthorized",
      message: "Invalid API key",
    });
    const cookie = writer.client.cookie ?? "";
    expect(cookie).not.toBe("");
    expect((await post({ cookie })).status).toBe(401);
    await expect(connect("mw_live_nope")).rejects.toThrow();
  });

  it("refuses a request from a foreign browser origin (DNS rebinding), accepts its own", async () => {
    const foreign = await post({ authorization: `Bearer ${writer.key}`, origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    const own = await post({ authorization: `Bearer ${writer.key}`, origin: baseUrl });
    expect(own.status).toBe(200);
  });

  it("answers hostile JSON-RPC bodies and tool arguments without a 5xx, writing nothing", async () => {
    const before = await databaseFingerprint(t.database);
    const toolCall = (name: string, args: unknown) => ({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name, arguments: args },
    });
    const meal = { food: "Soup", mealType: "lunch", calories: 1, proteins: 1, carbs: 1, fats: 1 };
    const bodies: unknown[] = [
      null,
      [],
      "text",
      12,
      {},
      { jsonrpc: "2.0" },
      { jsonrpc: "2.0", id: 1, method: "\u0000" },
      { jsonrpc: "2.0", id: 1, method: "x".repeat(10_000) },
      toolCall("log_meal", { ...meal, food: "Soup\u0000" }),
      toolCall("log_meal", { ...meal, calories: 1e308 }),
      toolCall("log_meal", { ...meal, calories: null }),
      toolCall("log_meal", { ...meal, mealType: [] }),
      toolCall("log_food", { foodId: "1", grams: 10, mealType: "lunch" }),
      toolCall("delete_meal", { id: -1, confirm: true }),
      toolCall("delete_meal", { id: 1e308, confirm: true }),
      toolCall("search_foods", { query: "a\u0001b" }),
      toolCall("list_meals", { startDate: "2026-02-30" }),
      toolCall("get_daily_summary", { date: { $gt: "" } }),
      toolCall("no_such_tool", {}),
      toolCall("log_meal", "not an object"),
    ];
    for (const body of bodies) {
      const res = await postMcp(baseUrl, body, { authorization: `Bearer ${writer.key}` });
      const text = await res.text();
      expect(res.status, `${JSON.stringify(body).slice(0, 60)}: ${text.slice(0, 200)}`).toBeLessThan(500);
      expect(text).not.toMatch(/"isError":false|"structuredContent"/);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("counts MCP requests in the key's one rate-limit budget with the REST API", async () => {
    const limited = await createTestApp({ apiRateLimit: { max: 4, timeWindowMs: 60_000 } });
    try {
      await limited.app.listen({ port: 0, host: "127.0.0.1" });
      const address = limited.app.server.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const holder = await subscriberWithKey(limited, "budgeted");
      for (let i = 0; i < 3; i++) expect((await holder.api.get("/api/v1/nutrition-goals")).statusCode).toBe(200);
      const fourth = await postMcp(url, initialize, { "x-api-key": holder.key });
      expect(fourth.status).toBe(200);
      const fifth = await postMcp(url, initialize, { "x-api-key": holder.key });
      expect(fifth.status).toBe(429);
      expect(Number(fifth.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
