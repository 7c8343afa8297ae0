import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";
import { newApiKey } from "./key-format.js";
import { apiKeysRepository } from "./repository.js";
import { apiKeysService, LAST_USED_RESOLUTION_MS } from "./service.js";

/** The time rules of a key (expiry, last use written at most once a minute), with an injected clock. */
let t: TestApp;
let userId: number;
let now: Date;
const clock = () => now;
const lastUsedOf = async (id: number) =>
  (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]?.lastUsedAt ?? null;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await signedIn(t.app, "clockwork")).id;
});
afterAll(() => t.close());

describe("a key's use over time", () => {
  it("writes last use at the first call, then at most once a minute", async () => {
    now = new Date("2026-05-11T10:00:00Z");
    const keys = apiKeysService(apiKeysRepository(t.database.db), clock);
    const { row, key } = await keys.create(userId, { name: "Clocked" });
    expect(await lastUsedOf(row.id)).toBeNull();

    expect((await keys.authenticate(key))?.user.id).toBe(userId);
    expect(await lastUsedOf(row.id)).toEqual(now);
    const first = now;

    now = new Date(first.getTime() + LAST_USED_RESOLUTION_MS - 1000);
    await keys.authenticate(key);
    expect(await lastUsedOf(row.id)).toEqual(first);

    now = new Date(first.getTime() + LAST_USED_RESOLUTION_MS + 1000);
    await keys.authenticate(key);
    expect(await lastUsedOf(row.id)).toEqual(now);
  });

  it("stops a key at its expiry, to the millisecond", async () => {
    now = new Date("2026-05-11T10:00:00Z");
    const keys = apiKeysService(apiKeysRepository(t.database.db), clock);
    const { row, key } = await keys.create(userId, { name: "Expiring", expiresInDays: 1 });
    expect(row.expiresAt).toEqual(new Date("2026-05-12T10:00:00Z"));

    now = new Date("2026-05-12T09:59:59.999Z");
    expect(await keys.authenticate(key)).not.toBeNull();
    now = new Date("2026-05-12T10:00:00Z");
    expect(await keys.authenticate(key)).toBeNull();
  });

  it("counts an expired key out of the live limit", async () => {
    now = new Date("2026-05-11T10:00:00Z");
    const keys = apiKeysService(apiKeysRepository(t.database.db), clock);
    const owner = (await signedIn(t.app, "expirer")).id;
    for (let i = 0; i < 5; i++) await keys.create(owner, { name: `k${i}`, expiresInDays: i === 0 ? 1 : null });
    await expect(keys.create(owner, { name: "sixth" })).rejects.toMatchObject({ statusCode: 409 });
    now = new Date("2026-05-12T10:00:01Z");
    expect((await keys.create(owner, { name: "sixth" })).row.name).toBe("sixth");
  });

  it("refuses malformed, mistyped and unknown keys without a match", async () => {
    const keys = apiKeysService(apiKeysRepository(t.database.db), clock);
    const { key } = await keys.create(userId, { name: "Real" });
    const flipped = `${key.slice(0, 20)}${key[20] === "a" ? "b" : "a"}${key.slice(21)}`;
    for (const candidate of [
      "",
      "mw_live_",
      key.slice(0, -1),
      `${key}x`,
      flipped,
      newApiKey(),
      key.replace("mw_live_", "mw_test_"),
    ]) {
      expect(await keys.authenticate(candidate)).toBeNull();
    }
    expect(await keys.authenticate(key)).not.toBeNull();
  });
});
