import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foods, meals, registrationLogs, sessions, subscriptions, users } from "../../db/schema/index.js";
import { testClock } from "../../test/payments.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/** DELETE /api/user: everything of the user in one transaction, for anyone signed in, trial or not. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const meal = { mealType: "dinner", food: "Soup", calories: 300, proteins: 10, carbs: 30, fats: 8 };

async function userWithData(name: string) {
  const user = await signedIn(t.app, name);
  expect((await user.client.post("/api/meals", meal)).statusCode).toBe(201);
  const food = await user.client.post("/api/foods", {
    name: `${name} granola`,
    basis: "g",
    referenceGrams: 100,
    calories: 450,
    proteins: 10,
    carbs: 60,
    fats: 18,
  });
  expect(food.statusCode, food.body).toBe(201);
  // A recipe made of the user's own food: the ingredient restricts deleting that food.
  const recipe = await user.client.post("/api/recipes", {
    name: `${name} bowl`,
    servings: 1,
    ingredients: [{ foodId: food.json().id, grams: 80 }],
  });
  expect(recipe.statusCode, recipe.body).toBe(201);
  const checkout = await user.client.post("/api/create-payment-intent", { planId: "premium-monthly" });
  const session = new URL(checkout.json().url, "http://x").searchParams.get("session");
  await user.client.post(`/api/payments/local/sessions/${session}/pay`, { cardNumber: "4242424242424242" });
  return user;
}

describe("DELETE /api/user", () => {
  it("refuses a wrong or missing password and keeps everything", async () => {
    const user = await userWithData("keep-me");
    expect((await user.client.request("DELETE", "/api/user", { password: "wrong-pass" })).statusCode).toBe(403);
    const missing = await user.client.request("DELETE", "/api/user", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("The password is not correct");
    expect(await t.database.db.$count(meals, eq(meals.userId, user.id))).toBe(1);
    expect((await user.client.get("/api/user")).statusCode).toBe(200);
  });

  it("deletes every row of the user and signs them out", async () => {
    const user = await userWithData("delete-me");
    const other = await userWithData("stay-here");
    const res = await user.client.request("DELETE", "/api/user", { password: "secret-pass" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Your account and all its data have been deleted");
    expect(res.cookies.find((c) => c.name === "macrowise_session")?.value).toBe("");
    const db = t.database.db;
    expect(await db.$count(users, eq(users.id, user.id))).toBe(0);
    expect(await db.$count(meals, eq(meals.userId, user.id))).toBe(0);
    expect(await db.$count(foods, eq(foods.ownerUserId, user.id))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, user.id))).toBe(0);
    const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM payment_sessions WHERE user_id = ${user.id}`);
    expect(rows[0]).toEqual({ n: 0 });
    // The registration log (their address and browser) goes too; account-deletion.test.ts walks every table.
    expect(await db.$count(registrationLogs, sql`${registrationLogs.userId} IS NULL`)).toBe(0);
    // Someone else's data is untouched.
    expect(await db.$count(meals, eq(meals.userId, other.id))).toBe(1);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, other.id))).toBe(1);
    expect((await user.client.get("/api/user")).statusCode).toBe(401);
  });

  it("is open to a user whose trial and grace are over", async () => {
    const user = await signedIn(t.app, "expired-leaver");
    clock.advanceDays(20);
    expect((await user.client.request("DELETE", "/api/user", { password: "secret-pass" })).statusCode).toBe(200);
    clock.advanceDays(-20);
  });

  it("asks an account without a password (Google) to type its username", async () => {
    const user = await signedIn(t.app, "google-person");
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const wrong = await user.client.request("DELETE", "/api/user", { confirmation: "someone-else" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Type your username to confirm");
    expect((await user.client.request("DELETE", "/api/user", { confirmation: "google-person" })).statusCode).toBe(200);
  });

  it("answers 401 to a guest", async () => {
    const { TestClient } = await import("../../test/test-app.js");
    expect((await new TestClient(t.app).request("DELETE", "/api/user", { password: "x" })).statusCode).toBe(401);
  });
});
