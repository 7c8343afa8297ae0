import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMcp, subscriberWithKey } from "../test/api-keys.js";
import { testClock } from "../test/payments.js";
import { createTestApp, type TestApp, TestClient } from "../test/test-app.js";
import { type SignedInClient, signedIn } from "../test/users.js";

/**
 * Reads answered from memory (plugins/answer-cache.ts), seen from outside: an edit made behind
 * the app's back (plain SQL) shows only when the user's own write, through any door, drops
 * what was kept, or when their day changes.
 */
let t: TestApp;
let baseUrl: string;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
});

const lunch = { mealType: "lunch", food: "Soup", calories: 300, proteins: 10, carbs: 40, fats: 8 };
const caloriesToday = async (user: SignedInClient) => {
  const res = await user.client.get("/api/dashboard/today");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totals.calories as number;
};
/** Adds 1000 kcal to each of a user's meals without the app knowing: what a kept answer would hide. */
const behindTheAppsBack = (userId: number) =>
  t.database.db.execute(sql`UPDATE meals SET calories = calories + 1000 WHERE user_id = ${userId}`);

describe("answers kept per user", () => {
  it("answers a repeated read from memory, and the user's next write shows at once", async () => {
    const ann = await signedIn(t.app, "keptann");
    expect((await ann.client.post("/api/meals", lunch)).statusCode).toBe(201);
    expect(await caloriesToday(ann)).toBe(300);

    await behindTheAppsBack(ann.id);
    expect(await caloriesToday(ann)).toBe(300);

    expect((await ann.client.post("/api/meals", { ...lunch, calories: 200 })).statusCode).toBe(201);
    expect(await caloriesToday(ann)).toBe(1500);
  });

  it("keeps each user's own: another user's write drops nothing of theirs, and no one sees another's", async () => {
    const bea = await signedIn(t.app, "keptbea");
    const cal = await signedIn(t.app, "keptcal");
    await bea.client.post("/api/meals", lunch);
    expect(await caloriesToday(bea)).toBe(300);
    expect(await caloriesToday(cal)).toBe(0);

    await behindTheAppsBack(bea.id);
    await cal.client.post("/api/meals", { ...lunch, calories: 50 });
    expect(await caloriesToday(bea)).toBe(300);
    expect(await caloriesToday(cal)).toBe(50);
  });

  it("drops them for a write that reaches its handler, even one that fails; one refused unread drops nothing", async () => {
    const dan = await signedIn(t.app, "keptdan");
    await dan.client.post("/api/meals", lunch);
    expect(await caloriesToday(dan)).toBe(300);
    await behindTheAppsBack(dan.id);
    expect((await dan.client.post("/api/meals", { ...lunch, calories: "many" })).statusCode).toBe(400);
    expect(await caloriesToday(dan)).toBe(300);
    expect((await dan.client.delete("/api/meals/999999")).statusCode).toBe(404);
    expect(await caloriesToday(dan)).toBe(1300);
  });

  it("never keeps a guest's answer", async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get("/api/dashboard/today")).statusCode).toBe(401);
    expect((await guest.get("/api/dashboard/today")).statusCode).toBe(401);
  });

  it("drops a user's answers when they write through the public API or MCP, whose answer is streamed", async () => {
    const eve = await subscriberWithKey(t, "keptevekey");
    await eve.client.post("/api/meals", lunch);
    expect(await caloriesToday(eve)).toBe(300);

    await behindTheAppsBack(eve.id);
    expect((await eve.api.post("/api/v1/meals", { ...lunch, calories: 100 })).statusCode).toBe(201);
    expect(await caloriesToday(eve)).toBe(1400);

    await behindTheAppsBack(eve.id);
    expect(await caloriesToday(eve)).toBe(1400);
    const toolCall = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "log_meal", arguments: lunch } };
    const logged = await postMcp(baseUrl, toolCall, { authorization: `Bearer ${eve.key}` });
    const events = await logged.text();
    expect(events).toMatch(/^event: message/); // a streamed answer: the meal is stored while it is open
    expect(events).toContain('"structuredContent"');
    expect(events).not.toContain('"isError":true');
    expect(await caloriesToday(eve)).toBe(3700); // each of the three meals moved by 1000 behind the app's back
  });

  it("keeps a day's answers apart: a new day and another zone are computed afresh", async () => {
    const fay = await signedIn(t.app, "keptfay", "UTC");
    await fay.client.post("/api/meals", lunch);
    const day = async (headers: Record<string, string> = {}) =>
      (await fay.client.get("/api/dashboard/today", headers)).json() as {
        date: string;
        timeZone: string;
        totals: { calories: number };
      };
    const today = await day();
    expect(today.totals.calories).toBe(300);

    await behindTheAppsBack(fay.id);
    expect((await day({ "x-time-zone": "Pacific/Kiritimati" })).timeZone).toBe("Pacific/Kiritimati");
    clock.advanceDays(1);
    const tomorrow = await day();
    expect(tomorrow.date).not.toBe(today.date);
    expect(tomorrow.totals.calories).toBe(0);
    clock.advanceDays(-1);
    expect((await day()).totals.calories).toBe(300);
  });

  it("keeps searches and recent foods per user until a food of theirs changes", async () => {
    const gus = await signedIn(t.app, "keptgus");
    const search = async () =>
      ((await gus.client.get("/api/foods?q=zzqx%20stew")).json() as { name: string }[]).map((food) => food.name);
    expect(await search()).toEqual([]);
    const created = await gus.client.post("/api/foods", {
      name: "Zzqx stew",
      referenceGrams: 100,
      calories: 100,
      proteins: 5,
      carbs: 10,
      fats: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await search()).toEqual(["Zzqx stew"]);
  });
});
