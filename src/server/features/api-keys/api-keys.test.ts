import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyMessages, MAX_LIVE_API_KEYS } from "../../../shared/contracts/api-keys.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { apiKeys } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { grantPlan, type SignedInClient, signedIn } from "../../test/users.js";
import { hashApiKey, isWellFormedApiKey } from "./key-format.js";

let t: TestApp;
let subscriber: SignedInClient;
let other: SignedInClient;
let trialUser: SignedInClient;

const keysOf = (userId: number) => t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
const MASKED = /^mw_live_[0-9A-Za-z]{4}…[0-9A-Za-z]{4}$/;

beforeAll(async () => {
  t = await createTestApp();
  subscriber = await signedIn(t.app, "subscriber");
  other = await signedIn(t.app, "otherone");
  trialUser = await signedIn(t.app, "trialist");
  await grantPlan(t, subscriber.id);
  await grantPlan(t, other.id, "premium-yearly");
});
afterAll(() => t.close());

describe("POST /api/api-keys", () => {
  it("gives a subscriber a key shown once in full, and stores only its hash", async () => {
    const res = await subscriber.client.post("/api/api-keys", { name: "  Home scripts  " });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: "Home scripts", scopes: ["read", "write"], active: true, status: "active" });
    expect(created).toMatchObject({ lastUsed: null, expiresAt: null });
    expect(isWellFormedApiKey(created.apiKey)).toBe(true);
    expect(created.apiKey).toMatch(/^mw_live_[0-9A-Za-z]{49}$/);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(hashApiKey(created.apiKey));
    expect(JSON.stringify(row)).not.toContain(created.apiKey.slice(8, 40));

    const listed = (await subscriber.client.get("/api/api-keys")).json();
    const shown = listed.find((key: { id: number }) => key.id === created.id);
    expect(shown.apiKey).toMatch(MASKED);
    expect(shown.apiKey.startsWith(created.apiKey.slice(0, 12))).toBe(true);
    expect(shown.apiKey.endsWith(created.apiKey.slice(-4))).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(created.apiKey);
  });

  it("takes an expiry in days and a scope list", async () => {
    const before = Date.now();
    const res = await other.client.post("/api/api-keys", { name: "Reader", expiresInDays: 30, scopes: ["read"] });
    expect(res.statusCode).toBe(201);
    expect(res.json().scopes).toEqual(["read"]);
    const expires = new Date(res.json().expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(30 * 86_400_000 + 60_000);
    const both = await other.client.post("/api/api-keys", { name: "Both", scopes: ["write", "read", "write"] });
    expect(both.json().scopes).toEqual(["read", "write"]);
    await other.client.delete(`/api/api-keys/${res.json().id}`);
    await other.client.delete(`/api/api-keys/${both.json().id}`);
  });

  it("refuses a trial user with 402 and the plan's message, storing nothing", async () => {
    const res = await trialUser.client.post("/api/api-keys", { name: "Mine" });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: "Payment Required", feature: "api-access" });
    expect(res.json().message).toContain("Upgrade to premium");
    expect(await keysOf(trialUser.id)).toEqual([]);
    expect((await new TestClient(t.app).post("/api/api-keys", { name: "x" })).statusCode).toBe(401);
  });

  it.each([
    [{ name: "" }, apiKeyMessages.name],
    [{ name: "   " }, apiKeyMessages.name],
    [{}, apiKeyMessages.name],
    [{ name: "x".repeat(101) }, apiKeyMessages.nameMax],
    [{ name: "bad\u0000name" }, controlCharactersMessage],
    [{ name: "ok", expiresInDays: 0 }, apiKeyMessages.expiresInDays],
    [{ name: "ok", expiresInDays: 1.5 }, apiKeyMessages.expiresInDays],
    [{ name: "ok", expiresInDays: 4000 }, apiKeyMessages.expiresInDays],
    [{ name: "ok", expiresInDays: "30" }, "Expiry must be a number"],
    [{ name: "ok", scopes: [] }, apiKeyMessages.scopes],
    [{ name: "ok", scopes: ["admin"] }, apiKeyMessages.scopes],
    [{ name: "ok", scopes: "read" }, apiKeyMessages.scopes],
  ])("refuses %j with a 400 and its message", async (body, message) => {
    const before = (await keysOf(subscriber.id)).length;
    const res = await subscriber.client.post("/api/api-keys", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await keysOf(subscriber.id)).toHaveLength(before);
  });
});

describe("the limit of live keys", () => {
  it("refuses a sixth live key; a revoked key frees a place", async () => {
    const user = await signedIn(t.app, "collector");
    await grantPlan(t, user.id);
    const ids: number[] = [];
    for (let i = 0; i < MAX_LIVE_API_KEYS; i++) {
      const res = await user.client.post("/api/api-keys", { name: `Key ${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const sixth = await user.client.post("/api/api-keys", { name: "Sixth" });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(apiKeyMessages.liveLimit);
    expect(await keysOf(user.id)).toHaveLength(5);

    await user.client.post(`/api/api-keys/${ids[0]}/revoke`);
    expect((await user.client.post("/api/api-keys", { name: "Replacement" })).statusCode).toBe(201);
    expect((await user.client.post("/api/api-keys", { name: "Seventh" })).statusCode).toBe(409);
    expect(await keysOf(user.id)).toHaveLength(6);
  });

  it("holds under parallel creates: of 12 at once, exactly 5 are made", async () => {
    const user = await signedIn(t.app, "racer");
    await grantPlan(t, user.id);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => user.client.post("/api/api-keys", { name: `Parallel ${i}` })),
    );
    const statuses = responses.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
    expect(await keysOf(user.id)).toHaveLength(MAX_LIVE_API_KEYS);
  });
});

describe("revoking and deleting", () => {
  it("revokes the caller's key (once, keeping the first time) and deletes it", async () => {
    const { id } = (await subscriber.client.post("/api/api-keys", { name: "Short-lived" })).json();
    const revoked = await subscriber.client.post(`/api/api-keys/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id, active: false, status: "revoked" });
    expect(revoked.json().apiKey).toMatch(MASKED);
    const [first] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect((await subscriber.client.post(`/api/api-keys/${id}/revoke`)).statusCode).toBe(200);
    const [second] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(second?.revokedAt).toEqual(first?.revokedAt);

    const deleted = await subscriber.client.delete(`/api/api-keys/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: apiKeyMessages.deleted });
    expect((await subscriber.client.get("/api/api-keys")).json().some((k: { id: number }) => k.id === id)).toBe(false);
    expect((await subscriber.client.delete(`/api/api-keys/${id}`)).statusCode).toBe(404);
  });

  it("says so in the request's language", async () => {
    const { id } = (await subscriber.client.post("/api/api-keys", { name: "Per un momento" })).json();
    const italian = { "x-language": "it" };
    const deleted = await subscriber.client.request("DELETE", `/api/api-keys/${id}`, undefined, italian);
    expect(deleted.json()).toEqual({ message: "Chiave API eliminata" });
    const again = await subscriber.client.request("DELETE", `/api/api-keys/${id}`, undefined, italian);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Chiave API non trovata");
  });

  it("does not let another user see, revoke or delete a key: 404, and the key is unchanged", async () => {
    const { id } = (await subscriber.client.post("/api/api-keys", { name: "Private" })).json();
    expect((await other.client.get("/api/api-keys")).json().some((k: { id: number }) => k.id === id)).toBe(false);
    const revoke = await other.client.post(`/api/api-keys/${id}/revoke`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().message).toBe(apiKeyMessages.notFound);
    expect((await other.client.delete(`/api/api-keys/${id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row).toMatchObject({ userId: subscriber.id, revokedAt: null });
  });

  it("lets a user whose plan lapsed still list, revoke and delete keys, but not create one", async () => {
    const lapsed = await signedIn(t.app, "lapsed");
    await grantPlan(t, lapsed.id);
    const { id } = (await lapsed.client.post("/api/api-keys", { name: "Old" })).json();
    await grantPlan(t, lapsed.id, "premium-monthly", new Date(Date.now() - 1000));
    // The account was registered just now, so its 5-day trial runs; the trial has no API access.
    expect((await lapsed.client.get("/api/api-keys")).json()).toHaveLength(1);
    expect((await lapsed.client.post("/api/api-keys", { name: "New" })).statusCode).toBe(402);
    expect((await lapsed.client.post(`/api/api-keys/${id}/revoke`)).statusCode).toBe(200);
    expect((await lapsed.client.delete(`/api/api-keys/${id}`)).statusCode).toBe(200);
  });

  it.each(["abc", "-1", "1.5", "99999999999"])("answers the id %s with 400 or 404", async (id) => {
    for (const res of [
      await subscriber.client.post(`/api/api-keys/${id}/revoke`),
      await subscriber.client.delete(`/api/api-keys/${id}`),
    ]) {
      expect([400, 404]).toContain(res.statusCode);
    }
  });
});
