import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDayOf, localTimeOnDay } from "../../../shared/domain/local-day.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

let t: TestApp;

const meal = (food: string, calories: number, timestamp: Date) => ({
  mealType: "snack",
  food,
  calories,
  proteins: 1,
  carbs: 2,
  fats: 3,
  timestamp: timestamp.toISOString(),
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/dashboard/today", () => {
  it("returns up to 5 of today's meals, latest first, the full totals and the active goal", async () => {
    const c = await signedIn(t.app, "dashboard", "Europe/Rome");
    const today = localDayOf(new Date(), "Europe/Rome");
    for (let i = 0; i < 7; i++) {
      await c.client.post("/api/meals", meal(`m${i}`, 100, localTimeOnDay(today, 8 + i, 0, "Europe/Rome")));
    }
    await c.client.post("/api/nutrition-goals", { name: "Keep", calories: 2000, proteins: 150, carbs: 200, fats: 65 });
    const res = (await c.client.get("/api/dashboard/today")).json();
    expect(res.totals).toEqual({ calories: 700, proteins: 7, carbs: 14, fats: 21 });
    expect(res.mealCount).toBe(7);
    expect(res.meals.map((m: { food: string }) => m.food)).toEqual(["m6", "m5", "m4", "m3", "m2"]);
    expect(res.activeGoal).toMatchObject({ name: "Keep", calories: 2000, isActive: true });
  });

  it("shows the active goal on a day without meals, and today's meals without a goal", async () => {
    const withGoal = await signedIn(t.app, "goal-only", "Europe/Rome");
    await withGoal.client.post("/api/nutrition-goals", {
      name: "Lean",
      calories: 1800,
      proteins: 140,
      carbs: 180,
      fats: 60,
    });
    const goalOnly = (await withGoal.client.get("/api/dashboard/today")).json();
    expect(goalOnly).toMatchObject({
      totals: { calories: 0, proteins: 0, carbs: 0, fats: 0 },
      mealCount: 0,
      meals: [],
    });
    expect(goalOnly.activeGoal).toMatchObject({ name: "Lean", calories: 1800 });

    const withMeals = await signedIn(t.app, "meals-only", "Europe/Rome");
    await withMeals.client.post("/api/meals", meal("soup", 250, new Date()));
    const mealsOnly = (await withMeals.client.get("/api/dashboard/today")).json();
    expect(mealsOnly).toMatchObject({ totals: { calories: 250 }, mealCount: 1, activeGoal: null });
    expect(mealsOnly.meals.map((m: { food: string }) => m.food)).toEqual(["soup"]);
  });
});
