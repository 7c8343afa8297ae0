import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, goals } from "../../db/schema/index.js";
import { apiKeyAuthMessages } from "../../plugins/api-key-auth.js";
import { KeyClient, type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { grantPlan } from "../../test/users.js";

let t: TestApp;
let ann: KeyHolder;

const invalidKey = { error: "Unauthorized", message: "Invalid API key" };

beforeAll(async () => {
  t = await createTestApp();
  ann = await subscriberWithKey(t, "annkey");
  await ann.client.post("/api/nutrition-goals", { name: "Cut", calories: 1800, proteins: 150, carbs: 150, fats: 60 });
});
afterAll(() => t.close());

describe("authentication of /api/v1", () => {
  it("answers the spec's example, GET {base}/nutrition-goals with X-Api-Key", async () => {
    const res = await ann.api.get("/api/v1/nutrition-goals");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ name: "Cut", calories: 1800, isActive: true })]);
    expect(res.json()[0]).not.toHaveProperty("userId");
  });

  it("takes the key as a bearer token too", async () => {
    const res = await new KeyClient(t.app, ann.key, "authorization").get("/api/v1/nutrition-goals");
    expect(res.statusCode).toBe(200);
  });

  it("refuses a missing, malformed, unknown or too long key with 401 and the spec's body", async () => {
    const anonymous = new TestClient(t.app);
    const missing = await anonymous.get("/api/v1/nutrition-goals");
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: "Unauthorized", message: apiKeyAuthMessages.missing });
    const flipped = `${ann.key.slice(0, 30)}${ann.key[30] === "a" ? "b" : "a"}${ann.key.slice(31)}`;
    for (const key of ["nope", flipped, `mw_live_${"A".repeat(49)}`, "x".repeat(5000)]) {
      const res = await anonymous.get("/api/v1/nutrition-goals", { "x-api-key": key });
      expect(res.statusCode, key.slice(0, 20)).toBe(401);
      expect(res.json()).toEqual(invalidKey);
    }
    expect((await anonymous.get("/api/v1/nutrition-goals", { authorization: "Basic abc" })).statusCode).toBe(401);
  });

  it("does not open the API with a session cookie alone", async () => {
    const res = await ann.client.get("/api/v1/nutrition-goals");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(apiKeyAuthMessages.missing);
    const write = await ann.client.post("/api/v1/meals", {
      food: "x",
      mealType: "lunch",
      calories: 1,
      proteins: 1,
      carbs: 1,
      fats: 1,
    });
    expect(write.statusCode).toBe(401);
  });

  it("never reads a key from the URL: a key in the query string is refused, even beside a valid header", async () => {
    const anonymous = new TestClient(t.app);
    for (const name of ["api_key", "apiKey", "key", "access_token"]) {
      const alone = await anonymous.get(`/api/v1/nutrition-goals?${name}=${ann.key}`);
      expect(alone.statusCode).toBe(401);
      expect(alone.json()).toEqual({ error: "Unauthorized", message: apiKeyAuthMessages.inQuery });
      expect((await ann.api.get(`/api/v1/nutrition-goals?${name}=${ann.key}`)).statusCode).toBe(401);
    }
  });

  it("stops a revoked key and a deleted key with 401", async () => {
    const bea = await subscriberWithKey(t, "beakey");
    expect((await bea.api.get("/api/v1/nutrition-goals")).statusCode).toBe(200);
    await bea.client.post(`/api/api-keys/${bea.keyId}/revoke`);
    const revoked = await bea.api.get("/api/v1/nutrition-goals");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(invalidKey);
    await bea.client.delete(`/api/api-keys/${bea.keyId}`);
    expect((await bea.api.get("/api/v1/nutrition-goals")).statusCode).toBe(401);
  });

  it("answers 403 'Access Restricted' while the owner's plan lacks API access, and works again when it returns", async () => {
    const cal = await subscriberWithKey(t, "calkey");
    await grantPlan(t, cal.id, "premium-monthly", new Date(Date.now() - 60_000));
    const lapsed = await cal.api.get("/api/v1/nutrition-goals");
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json()).toEqual({ error: "Access Restricted", message: apiKeyAuthMessages.restricted });
    await grantPlan(t, cal.id, "premium-yearly");
    expect((await cal.api.get("/api/v1/nutrition-goals")).statusCode).toBe(200);
  });

  it("lets a read key read but not write (403, nothing written)", async () => {
    const dan = await subscriberWithKey(t, "dankey", { scopes: ["read"] });
    expect((await dan.api.get("/api/v1/nutrition-goals")).statusCode).toBe(200);
    const res = await dan.api.post("/api/v1/nutrition-goals", {
      name: "Bulk",
      calories: 2800,
      proteins: 180,
      carbs: 300,
      fats: 90,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Forbidden", message: apiKeyAuthMessages.scope("write") });
    expect(await t.database.db.$count(goals, eq(goals.userId, dan.id))).toBe(0);
    const writeOnly = await subscriberWithKey(t, "evekey", { scopes: ["write"] });
    expect((await writeOnly.api.get("/api/v1/nutrition-goals")).statusCode).toBe(403);
  });

  it("marks the key as used (shown as 'last used' in the list)", async () => {
    const fay = await subscriberWithKey(t, "faykey");
    const before = (await fay.client.get("/api/api-keys")).json()[0];
    expect(before.lastUsed).toBeNull();
    await fay.api.get("/api/v1/nutrition-goals");
    const after = (await fay.client.get("/api/api-keys")).json()[0];
    expect(Math.abs(new Date(after.lastUsed).getTime() - Date.now())).toBeLessThan(10_000);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, fay.keyId));
    expect(row?.lastUsedAt?.toISOString()).toBe(after.lastUsed);
  });
});

describe("rate limits per key", () => {
  it("answers the 61st call of a minute with 429, Retry-After and the limit headers, never 401", async () => {
    const gil = await subscriberWithKey(t, "gilkey");
    const statuses: number[] = [];
    let last = await gil.api.get("/api/v1/nutrition-goals");
    expect(last.headers["x-ratelimit-limit"]).toBe("60");
    expect(last.headers["x-ratelimit-remaining"]).toBe("59");
    expect(last.headers["ratelimit-policy"]).toBe('"per-key";q=60;w=60');
    statuses.push(last.statusCode);
    for (let i = 1; i < 70; i++) {
      last = await gil.api.get("/api/v1/nutrition-goals");
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual(Array(10).fill(429));
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(last.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(last.headers["x-ratelimit-remaining"]).toBe("0");
    expect(last.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
    expect(last.json()).toMatchObject({ error: "Too Many Requests" });
    expect(last.json().message).toContain("Rate limit of 60 requests per 60 seconds");
    // Another key of the same app has its own budget.
    expect((await ann.api.get("/api/v1/nutrition-goals")).statusCode).toBe(200);
  });
});
