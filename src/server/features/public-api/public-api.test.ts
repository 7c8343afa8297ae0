import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicMealMessages } from "../../../shared/contracts/public/meals.js";
import { trendDaysMessage } from "../../../shared/contracts/public/summary.js";
import { addDays, localDayOf, localTimeOnDay } from "../../../shared/domain/local-day.js";
import { MACRONUTRIENT_KEYS, MICRONUTRIENT_KEYS } from "../../../shared/domain/nutrients.js";
import { type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { databaseFingerprint } from "../../test/fingerprint.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let ann: KeyHolder;
let bob: KeyHolder;
const ZONE = "Pacific/Honolulu";
const today = () => localDayOf(new Date(), ZONE);
const lunch = { food: "Pasta", mealType: "lunch", calories: 600, proteins: 20, carbs: 80, fats: 10 };

beforeAll(async () => {
  t = await createTestApp();
  ann = await subscriberWithKey(t, "annapi", { timeZone: ZONE });
  bob = await subscriberWithKey(t, "bobapi", { timeZone: "Europe/Rome" });
});
afterAll(() => t.close());

describe("meals", () => {
  it("logs a meal, rounded, in the v1 shape (no user id)", async () => {
    const res = await ann.api.post("/api/v1/meals", { ...lunch, calories: 600.6, notes: "  al dente " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      food: "Pasta",
      mealType: "lunch",
      calories: 601,
      proteins: 20,
      carbs: 80,
      fats: 10,
      timestamp: expect.any(String),
      localDate: today(),
      notes: "al dente",
      foodId: null,
      grams: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("lists whole local days (default the last 7), reads, changes and deletes a meal", async () => {
    const at = (day: string, hour: number) => localTimeOnDay(day, hour, 0, ZONE).toISOString();
    const old = await ann.api.post("/api/v1/meals", { ...lunch, food: "Old", timestamp: at(addDays(today(), -7), 23) });
    const recent = await ann.api.post("/api/v1/meals", {
      ...lunch,
      food: "Recent",
      timestamp: at(addDays(today(), -6), 0),
    });
    const list = await ann.api.get("/api/v1/meals");
    expect(list.statusCode).toBe(200);
    const foods = list.json().map((m: { food: string }) => m.food);
    expect(foods).toContain("Recent");
    expect(foods).not.toContain("Old");
    const ranged = await ann.api.get(`/api/v1/meals?startDate=${addDays(today(), -7)}&endDate=${addDays(today(), -7)}`);
    expect(ranged.json().map((m: { food: string }) => m.food)).toEqual(["Old"]);

    const id = recent.json().id;
    expect((await ann.api.get(`/api/v1/meals/${id}`)).json().food).toBe("Recent");
    const changed = await ann.api.patch(`/api/v1/meals/${id}`, { calories: 700, notes: null });
    expect(changed.json()).toMatchObject({ id, calories: 700, food: "Recent", notes: null });
    const deleted = await ann.api.delete(`/api/v1/meals/${id}`);
    expect(deleted.json()).toEqual({ message: "Meal deleted" });
    expect((await ann.api.get(`/api/v1/meals/${id}`)).statusCode).toBe(404);
    await ann.api.delete(`/api/v1/meals/${old.json().id}`);
  });

  it("refuses a range longer than a year, or backwards", async () => {
    const long = await ann.api.get("/api/v1/meals?startDate=2025-01-01&endDate=2026-01-02");
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(publicMealMessages.range);
    expect((await ann.api.get("/api/v1/meals?startDate=2025-01-01&endDate=2026-01-01")).statusCode).toBe(200);
    const backwards = await ann.api.get("/api/v1/meals?startDate=2026-01-02&endDate=2026-01-01");
    expect(backwards.json().message).toBe(publicMealMessages.rangeOrder);
    expect((await ann.api.get("/api/v1/meals?startDate=yesterday")).statusCode).toBe(400);
  });

  it("logs a meal from a food with numbers computed from the food", async () => {
    const [banana] = (await ann.api.get("/api/v1/foods?q=banana&limit=1")).json();
    const res = await ann.api.post("/api/v1/meals/from-food", { foodId: banana.id, grams: 200, mealType: "snack" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      foodId: banana.id,
      grams: 200,
      calories: Math.round(banana.per100g.calories * 2),
      mealType: "snack",
    });
    const missing = await ann.api.post("/api/v1/meals/from-food", { foodId: 999_999, grams: 100, mealType: "snack" });
    expect(missing.statusCode).toBe(404);
    const bad = await ann.api.post("/api/v1/meals/from-food", { foodId: banana.id, grams: "100", mealType: "snack" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Grams must be a number");
  });
});

describe("foods", () => {
  it("speaks one nutrient vocabulary: calories, proteins, carbs, fats and the micronutrients per 100 g", async () => {
    const res = await ann.api.get("/api/v1/foods?q=banana&limit=2");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const [food] = res.json();
    expect(Object.keys(food.per100g).sort()).toEqual([...MACRONUTRIENT_KEYS, ...MICRONUTRIENT_KEYS].sort());
    expect(food.per100g.potassium).toBeGreaterThan(300);
    expect(food.per100g.calories).toBeGreaterThan(50);
    expect(JSON.stringify(res.json())).not.toMatch(/"kcal"|"protein"|"fat"/);
    expect((await ann.api.get("/api/v1/foods?q=")).statusCode).toBe(400);
    expect((await ann.api.get("/api/v1/foods?q=rice&limit=51")).statusCode).toBe(400);
  });
});

describe("nutrition goals, profile, summary and trends", () => {
  it("creates, lists, activates, changes and deletes goals", async () => {
    expect((await bob.api.get("/api/v1/nutrition-goals/active")).statusCode).toBe(404);
    const created = await bob.api.post("/api/v1/nutrition-goals", {
      name: "Cut",
      calories: 1800,
      proteins: 150,
      carbs: 150,
      fats: 60,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Cut", isActive: true, endDate: null });
    const second = await bob.api.post("/api/v1/nutrition-goals", {
      name: "Bulk",
      calories: 2800,
      proteins: 180,
      carbs: 300,
      fats: 90,
    });
    expect((await bob.api.get("/api/v1/nutrition-goals/active")).json().id).toBe(second.json().id);
    expect((await bob.api.get("/api/v1/nutrition-goals")).json()).toHaveLength(2);
    const patched = await bob.api.patch(`/api/v1/nutrition-goals/${created.json().id}`, {
      isActive: true,
      calories: 1750,
    });
    expect(patched.json()).toMatchObject({ isActive: true, calories: 1750 });
    expect((await bob.api.get("/api/v1/nutrition-goals/active")).json().id).toBe(created.json().id);
    const backwards = await bob.api.patch(`/api/v1/nutrition-goals/${created.json().id}`, {
      startDate: "2026-05-10",
      endDate: "2026-05-01",
    });
    expect(backwards.statusCode).toBe(400);
    expect((await bob.api.delete(`/api/v1/nutrition-goals/${second.json().id}`)).json()).toEqual({
      message: "Nutrition goal deleted",
    });
    expect((await bob.api.get("/api/v1/nutrition-goals")).json()).toHaveLength(1);
  });

  it("reads and changes the profile, its figures computed again", async () => {
    expect((await ann.api.get("/api/v1/profile")).statusCode).toBe(404);
    await ann.client.post("/api/user-profile", {
      name: "Ann",
      age: 34,
      gender: "female",
      weight: 62.5,
      height: 168,
      activityLevel: "moderate",
    });
    const profile = await ann.api.get("/api/v1/profile");
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ name: "Ann", weight: 62.5, bmi: 22.1, bmiCategory: "Normal" });
    expect(profile.json()).not.toHaveProperty("userId");
    const changed = await ann.api.patch("/api/v1/profile", { weight: 70.04 });
    expect(changed.json()).toMatchObject({ weight: 70, bmi: 24.8 });
    expect((await ann.api.patch("/api/v1/profile", { weight: 10 })).statusCode).toBe(400);
    expect((await ann.api.patch("/api/v1/profile", { timeZone: "Mars/Olympus" })).statusCode).toBe(400);
  });

  it("sums the day in the caller's zone against the active goal", async () => {
    const cat = await subscriberWithKey(t, "catapi", { timeZone: ZONE });
    const day = today();
    await cat.api.post("/api/v1/nutrition-goals", {
      name: "Goal",
      calories: 2000,
      proteins: 100,
      carbs: 250,
      fats: 70,
    });
    const at = (date: string, hour: number, minute = 0) => localTimeOnDay(date, hour, minute, ZONE).toISOString();
    await cat.api.post("/api/v1/meals", { ...lunch, calories: 500, timestamp: at(day, 0, 30) });
    await cat.api.post("/api/v1/meals", { ...lunch, calories: 700, timestamp: at(day, 12) });
    await cat.api.post("/api/v1/meals", { ...lunch, calories: 999, timestamp: at(addDays(day, -1), 23, 30) });

    const res = await cat.api.get(`/api/v1/summary?date=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: day,
      timeZone: ZONE,
      mealCount: 2,
      totals: { calories: 1200, proteins: 40, carbs: 160, fats: 20 },
      goal: { name: "Goal", calories: 2000 },
      remaining: { calories: 800, proteins: 60, carbs: 90, fats: 50 },
      progress: { calories: 60, proteins: 40, carbs: 64, fats: 29 },
    });
    expect((await cat.api.get("/api/v1/summary")).json().date).toBe(day);
    // Asked from Kiritimati (+14), the 00:30 and 12:00 meals fall on other days.
    const elsewhere = await cat.api.get(`/api/v1/summary?date=${day}`, { "x-time-zone": "Pacific/Kiritimati" });
    expect(elsewhere.json().timeZone).toBe("Pacific/Kiritimati");
    expect(elsewhere.json().totals.calories).not.toBe(1200);

    const trends = await cat.api.get(`/api/v1/trends?days=3&endDate=${day}`);
    expect(trends.json()).toMatchObject({ days: 3, endDate: day, timeZone: ZONE });
    expect(trends.json().points.map((p: { date: string; calories: number }) => [p.date, p.calories])).toEqual([
      [addDays(day, -2), 0],
      [addDays(day, -1), 999],
      [day, 1200],
    ]);
    expect((await cat.api.get("/api/v1/trends")).json().points).toHaveLength(7);
    for (const days of ["0", "91", "1.5", "abc"]) {
      const bad = await cat.api.get(`/api/v1/trends?days=${days}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(trendDaysMessage);
    }
    const none = await bob.api.get("/api/v1/summary?date=2026-01-01");
    expect(none.json()).toMatchObject({ mealCount: 0, totals: { calories: 0 } });
    expect((await ann.api.get("/api/v1/summary")).json()).toMatchObject({
      goal: null,
      remaining: null,
      progress: null,
    });
  });
});

describe("ownership", () => {
  it("answers every /api/v1 route with a key of one user on another's ids with 404, changing nothing", async () => {
    const meal = (await bob.api.post("/api/v1/meals", { ...lunch, food: "Bob's" })).json();
    const goal = (
      await bob.api.post("/api/v1/nutrition-goals", { name: "Bob's", calories: 2000, proteins: 1, carbs: 1, fats: 1 })
    ).json();
    const before = await databaseFingerprint(t.database);
    const attempts = [
      ann.api.get(`/api/v1/meals/${meal.id}`),
      ann.api.patch(`/api/v1/meals/${meal.id}`, { food: "Hacked" }),
      ann.api.delete(`/api/v1/meals/${meal.id}`),
      ann.api.get(`/api/v1/nutrition-goals/${goal.id}`),
      ann.api.patch(`/api/v1/nutrition-goals/${goal.id}`, { name: "Hacked" }),
      ann.api.delete(`/api/v1/nutrition-goals/${goal.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    // A userId slipped into a body is not identity: it is refused or ignored, never used.
    const smuggled = await ann.api.post("/api/v1/meals", { ...lunch, userId: bob.id });
    expect(smuggled.statusCode).toBe(403);
    const after = await databaseFingerprint(t.database);
    expect(after).toEqual(before);
    expect((await ann.api.get("/api/v1/meals")).json().some((m: { food: string }) => m.food === "Bob's")).toBe(false);
  });
});
