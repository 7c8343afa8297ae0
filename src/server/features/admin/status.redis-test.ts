import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/** The status card's Redis line, against a real Redis (and one that is not there). */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the Redis tests (e.g. redis://127.0.0.1:6379)");

let up: TestApp;
let down: TestApp;
beforeAll(async () => {
  up = await createTestApp({ redisUrl });
  // Nothing listens on port 1.
  down = await createTestApp({ redisUrl: "redis://127.0.0.1:1" });
});
afterAll(async () => {
  await up.close();
  await down.close();
});

async function redisLine(t: TestApp) {
  const admin = await signedIn(t.app, "boss");
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  return (await admin.client.get("/api/admin/status")).json().redis;
}

describe("the status card's Redis line", () => {
  it("says connected when Redis answers PING, and not reachable when it does not", async () => {
    expect(await redisLine(up)).toEqual({ configured: true, connected: true });
    expect(await redisLine(down)).toEqual({ configured: true, connected: false });
  });
});
