import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealMessages } from "../../../shared/contracts/meals.js";
import { meals } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/** The server's "now" in these tests: the date rule is judged against it, not the machine's clock. */
const NOW = new Date("2026-06-15T12:00:00.000Z");

let t: TestApp;
let ada: SignedInClient;
const countMeals = (userId: number) => t.database.db.$count(meals, eq(meals.userId, userId));

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(NOW) });
  ada = await signedIn(t.app, "ada", "Europe/Rome");
});
afterAll(() => t.close());

describe("a calories-only quick add", () => {
  it("stores the macros as 0, remembers they were not given, and counts 0 in the totals", async () => {
    const res = await ada.client.post("/api/meals", {
      mealType: "snack",
      food: "Quick add",
      calories: 350,
      timestamp: NOW.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ calories: 350, proteins: 0, carbs: 0, fats: 0, macrosGiven: false });

    const full = await ada.client.post("/api/meals", {
      mealType: "lunch",
      food: "Soup",
      calories: 200,
      proteins: 10,
      carbs: 20,
      fats: 5,
      timestamp: NOW.toISOString(),
    });
    expect(full.json().macrosGiven).toBe(true);

    const today = await ada.client.get("/api/dashboard/today");
    expect(today.json().totals).toEqual({ calories: 550, proteins: 10, carbs: 20, fats: 5 });
    const shown = today.json().meals.find((m: { food: string }) => m.food === "Quick add");
    expect(shown.macrosGiven).toBe(false);
  });

  it("calls the macros given when one of them is sent, and an edit that gives them makes them known", async () => {
    const some = await ada.client.post("/api/meals", {
      mealType: "snack",
      food: "Protein bar",
      calories: 210,
      proteins: 20,
      timestamp: NOW.toISOString(),
    });
    expect(some.json()).toMatchObject({ proteins: 20, carbs: 0, fats: 0, macrosGiven: true });

    const quick = (
      await ada.client.post("/api/meals", {
        mealType: "dinner",
        food: "Restaurant",
        calories: 900,
        timestamp: NOW.toISOString(),
      })
    ).json();
    const renamed = await ada.client.patch(`/api/meals/${quick.id}`, { food: "Trattoria" });
    expect(renamed.json().macrosGiven).toBe(false);
    const copied = await ada.client.post(`/api/meals/${quick.id}/copy`, { date: "2026-06-14" });
    expect(copied.statusCode).toBe(201);
    expect(copied.json().macrosGiven).toBe(false);
    const measured = await ada.client.patch(`/api/meals/${quick.id}`, { proteins: 40, carbs: 80, fats: 35 });
    expect(measured.json()).toMatchObject({ proteins: 40, macrosGiven: true });
  });

  it("still refuses a missing calories figure with a natural message", async () => {
    const res = await ada.client.post("/api/meals", { mealType: "snack", food: "Nothing" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.calories).toBe("Calories are required");
  });

  it("exports a quick add's macros as empty CSV cells, not as zeros", async () => {
    const csv = (await ada.client.get("/api/export-data/meals.csv")).body;
    const line = csv.split("\r\n").find((row) => row.includes("Quick add"));
    expect(line).toMatch(/,snack,Quick add,350,,,,/);
  });
});

describe("the dates a meal may carry", () => {
  const meal = { mealType: "lunch", food: "Pasta", calories: 600, proteins: 20, carbs: 80, fats: 10 };

  it("accepts exactly 1 day ahead and 5 years back, and refuses a millisecond beyond, storing nothing", async () => {
    for (const timestamp of ["2026-06-16T12:00:00.000Z", "2021-06-15T12:00:00.000Z"]) {
      expect((await ada.client.post("/api/meals", { ...meal, timestamp })).statusCode).toBe(201);
    }
    const before = await countMeals(ada.id);
    for (const timestamp of ["2026-06-16T12:00:00.001Z", "2021-06-15T11:59:59.999Z"]) {
      const res = await ada.client.post("/api/meals", { ...meal, timestamp });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: mealMessages.dateRange,
        fieldErrors: { timestamp: mealMessages.dateRange },
      });
    }
    expect(await countMeals(ada.id)).toBe(before);
  });

  it("refuses 2030-01-01 whichever way the date comes: date field, food log, edit, copy, copy of a day", async () => {
    const before = await countMeals(ada.id);
    const byDate = await ada.client.post("/api/meals", { ...meal, date: "2030-01-01" });
    expect(byDate.statusCode).toBe(400);
    expect(byDate.json().fieldErrors).toEqual({ date: mealMessages.dateRange });

    const banana = (await ada.client.get("/api/foods?q=banana")).json()[0];
    const logged = await ada.client.post("/api/meals/from-food", {
      foodId: banana.id,
      grams: 120,
      mealType: "snack",
      timestamp: "2030-01-01T08:00:00.000Z",
    });
    expect(logged.statusCode).toBe(400);
    expect(logged.json().message).toBe(mealMessages.dateRange);

    const saved = (await ada.client.post("/api/meals", { ...meal, timestamp: NOW.toISOString() })).json();
    const edited = await ada.client.patch(`/api/meals/${saved.id}`, { timestamp: "2030-01-01T12:00:00.000Z" });
    expect(edited.statusCode).toBe(400);
    expect((await ada.client.get(`/api/meals/${saved.id}`)).json().timestamp).toBe(NOW.toISOString());

    const copy = await ada.client.post(`/api/meals/${saved.id}/copy`, { date: "2030-01-01" });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().fieldErrors).toEqual({ date: mealMessages.dateRange });
    const copyDay = await ada.client.post("/api/meals/copy-day", { fromDate: "2026-06-15", toDate: "2030-01-01" });
    expect(copyDay.statusCode).toBe(400);
    expect(copyDay.json().fieldErrors).toEqual({ toDate: mealMessages.dateRange });

    expect(await countMeals(ada.id)).toBe(before + 1); // only the meal saved for the edit
  });

  it("logs a food without a timestamp at the server's now", async () => {
    const banana = (await ada.client.get("/api/foods?q=banana")).json()[0];
    const logged = await ada.client.post("/api/meals/from-food", { foodId: banana.id, grams: 120, mealType: "snack" });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().timestamp).toBe(NOW.toISOString());
  });
});
