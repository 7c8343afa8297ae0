import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { signedIn } from "../test/users.js";

/** With REDIS_URL, instances may share one database: none keeps answers another's write would stale. */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the Redis tests (e.g. redis://127.0.0.1:6379)");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ redisUrl });
});
afterAll(async () => {
  await t.close();
});

it("keeps no answers when several instances may share the database", async () => {
  const ann = await signedIn(t.app, `shared${Math.floor(Math.random() * 1e9)}`);
  await ann.client.post("/api/meals", {
    mealType: "lunch",
    food: "Soup",
    calories: 300,
    proteins: 1,
    carbs: 1,
    fats: 1,
  });
  const calories = async () => (await ann.client.get("/api/dashboard/today")).json().totals.calories;
  expect(await calories()).toBe(300);
  // What another instance's write looks like from here: the row changes without a request to this one.
  await t.database.db.execute(sql`UPDATE meals SET calories = 500 WHERE user_id = ${ann.id}`);
  expect(await calories()).toBe(500);
});
