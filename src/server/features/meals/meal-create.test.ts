import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealMessages } from "../../../shared/contracts/meals.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { meals } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;

const lunch = { mealType: "lunch", food: "Pasta", calories: 600, proteins: 20, carbs: 80, fats: 10 };
const countMeals = (userId: number) => t.database.db.$count(meals, eq(meals.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedIn(t.app, "alice", "Europe/Rome");
  bob = await signedIn(t.app, "bob", "Europe/Rome");
});
afterAll(() => t.close());

describe("POST /api/meals", () => {
  it("creates the caller's meal, trimmed and rounded, and answers with it", async () => {
    const res = await alice.client.post("/api/meals", {
      ...lunch,
      food: "  Risotto  ",
      calories: 650.6,
      proteins: 20.4,
      timestamp: "2026-05-10T10:30:00.000Z",
      notes: "with parmesan",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: alice.id,
      food: "Risotto",
      calories: 651,
      proteins: 20,
      carbs: 80,
      fats: 10,
      macrosGiven: true,
      mealType: "lunch",
      timestamp: "2026-05-10T10:30:00.000Z",
      localDate: "2026-05-10",
      notes: "with parmesan",
      foodId: null,
      grams: null,
      micronutrients: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("accepts the caller's own userId and refuses anyone else's with 403, writing nothing", async () => {
    expect((await alice.client.post("/api/meals", { ...lunch, userId: alice.id })).statusCode).toBe(201);
    expect((await alice.client.post("/api/meals", { ...lunch, userId: String(alice.id) })).statusCode).toBe(201);
    const before = await countMeals(bob.id);
    const forged = await alice.client.post("/api/meals", { ...lunch, userId: bob.id });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe("Forbidden");
    expect(await countMeals(bob.id)).toBe(before);
  });

  it("judges a userId in the query of a write as it judges one in the body", async () => {
    const before = await countMeals(alice.id);
    const inQuery = await alice.client.post(`/api/meals?userId=${bob.id}`, lunch);
    const inBody = await alice.client.post("/api/meals", { ...lunch, userId: bob.id });
    expect(inQuery.statusCode).toBe(403);
    expect(inQuery.json()).toEqual(inBody.json());
    expect((await alice.client.post(`/api/meals?userId=${alice.id}`, lunch)).statusCode).toBe(201);
    expect((await alice.client.post("/api/meals?userId=abc", lunch)).statusCode).toBe(400);
    expect(await countMeals(alice.id)).toBe(before + 1);
    // Every route, not only the meals: a goal written with someone else's id in the query.
    expect(
      (await alice.client.post(`/api/nutrition-goals?userId=${bob.id}`, { name: "x", calories: 1 })).statusCode,
    ).toBe(403);
  });

  it("refuses control characters in the food and notes with one message, storing nothing", async () => {
    const before = await countMeals(alice.id);
    for (const body of [
      { ...lunch, food: "Pasta\u0000" },
      { ...lunch, notes: "a\u0007b" },
      { ...lunch, food: "\u001b[31mred" },
    ]) {
      const res = await alice.client.post("/api/meals", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(controlCharactersMessage);
    }
    const kept = await alice.client.post("/api/meals", { ...lunch, notes: "line one\n\tline two 🍝 مرحبا" });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().notes).toBe("line one\n\tline two 🍝 مرحبا");
    expect(await countMeals(alice.id)).toBe(before + 1);
  });

  it("needs a session", async () => {
    const res = await new TestClient(t.app).post("/api/meals", lunch);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Authentication required");
  });

  it("takes the time from a date field when there is no timestamp (a calendar date means noon, local)", async () => {
    const fromInstant = await alice.client.post("/api/meals", { ...lunch, date: "2026-01-15T07:00:00Z" });
    expect(fromInstant.json().timestamp).toBe("2026-01-15T07:00:00.000Z");
    const fromDate = await alice.client.post("/api/meals", { ...lunch, date: "2026-01-15" });
    expect(fromDate.json().timestamp).toBe("2026-01-15T11:00:00.000Z"); // noon in Rome (+1)
    const now = await alice.client.post("/api/meals", lunch);
    expect(Math.abs(new Date(now.json().timestamp).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [{ mealType: undefined }, "mealType", mealMessages.mealType],
    [{ mealType: "brunch" }, "mealType", mealMessages.mealType],
    [{ food: undefined }, "food", mealMessages.food],
    [{ food: "   " }, "food", mealMessages.food],
    [{ calories: -1 }, "calories", mealMessages.calories],
    [{ proteins: -1 }, "proteins", mealMessages.proteins],
    [{ carbs: -0.7 }, "carbs", mealMessages.carbs],
    [{ fats: -3 }, "fats", mealMessages.fats],
  ])("refuses %j with the spec's message and writes nothing", async (override, field, message) => {
    const before = await countMeals(alice.id);
    const res = await alice.client.post("/api/meals", { ...lunch, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await countMeals(alice.id)).toBe(before);
  });

  it.each([
    ["a string for a number", { ...lunch, calories: "600" }],
    ["null for a number", { ...lunch, calories: null }],
    ["an empty string for a number", { ...lunch, carbs: "" }],
    ["true for a number", { ...lunch, fats: true }],
    ["a huge number", { ...lunch, calories: 1e300 }],
    ["grams over the cap", { ...lunch, fats: 5001 }],
    ["an array for a number", { ...lunch, proteins: [1] }],
    ["an object for the food", { ...lunch, food: { $gt: "" } }],
    ["a malformed timestamp", { ...lunch, timestamp: "2026-13-45T99:00:00Z" }],
    ["a timestamp at year 0", { ...lunch, timestamp: "0000-01-01T00:00:00Z" }],
    ["a timestamp far in the future", { ...lunch, timestamp: "9999-12-31T23:59:59Z" }],
    ["a malformed date", { ...lunch, date: "2026-02-30" }],
    ["a huge food name", { ...lunch, food: "x".repeat(201) }],
    ["huge notes", { ...lunch, notes: "x".repeat(1001) }],
    ["a userId that is not a number", { ...lunch, userId: "abc" }],
    ["an array body", [lunch]],
    ["a null body", null],
  ])("answers %s with 400, never 500, and writes nothing", async (_name, body) => {
    const before = await countMeals(alice.id);
    const res = await alice.client.post("/api/meals", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await countMeals(alice.id)).toBe(before);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/meals",
      headers: { cookie: alice.client.cookie ?? "", "content-type": "application/json" },
      payload: '{"food":',
    });
    expect(res.statusCode).toBe(400);
  });
});
