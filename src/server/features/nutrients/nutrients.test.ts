import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import type { DayNutrients } from "../../../shared/contracts/nutrients.js";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { splitRecord } from "../foods/catalog/csv.js";

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;
let orange: Food;

const ZONE = "Europe/Rome";
const nutrient = (day: DayNutrients, key: string) => day.nutrients.find((n) => n.key === key);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedIn(t.app, "alice", ZONE);
  bob = await signedIn(t.app, "bob", ZONE);
  const found: Food[] = (await alice.client.get("/api/foods?q=orange")).json();
  orange = found.find((f) => /^Orange, raw/.test(f.name)) as Food;
});
afterAll(() => t.close());

describe("micronutrients from the food database to the day", () => {
  it("GET /api/foods?q=orange finds raw oranges with SR28's vitamin C", () => {
    expect(orange).toBeDefined();
    expect(orange.per100.vitaminC).toBeCloseTo(53.2, 1);
    expect(orange.source).toMatch(/USDA SR28/);
  });

  it("a meal logged from 100 g carries the vitamin C into the day's panel and the export", async () => {
    const logged = await alice.client.post("/api/meals/from-food", {
      foodId: orange.id,
      grams: 100,
      mealType: "snack",
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().micronutrients).toMatchObject({ vitaminC: 53.2, potassium: 181, vitaminD: 0 });

    const day: DayNutrients = (await alice.client.get("/api/nutrients/day")).json();
    expect(day.date).toBe(localDayOf(new Date(), ZONE));
    expect(day.mealCount).toBe(1);
    expect(day.mealsWithoutDetails).toBe(0);
    expect(nutrient(day, "vitaminC")).toMatchObject({ amount: 53.2, mealsMissing: 0 });
    // No profile yet: the FDA Daily Values (vitamin C 90 mg).
    expect(day.personalReference).toBe(false);
    expect(nutrient(day, "vitaminC")?.reference).toEqual({ amount: 90, kind: "target", basis: "DV" });

    // A copy of the meal on another day keeps its micronutrients.
    const monthAgo = addDays(localDayOf(new Date(), ZONE), -30);
    const copy = await alice.client.post(`/api/meals/${logged.json().id}/copy`, { date: monthAgo });
    expect(copy.statusCode, copy.body).toBe(201);
    const thatDay: DayNutrients = (await alice.client.get(`/api/nutrients/day?date=${monthAgo}`)).json();
    expect(nutrient(thatDay, "vitaminC")).toMatchObject({ amount: 53.2, mealsMissing: 0 });

    const exported = (await alice.client.get("/api/export-data")).json();
    expect(exported.meals.map((m: { micronutrients: { vitaminC: number } }) => m.micronutrients.vitaminC)).toEqual([
      53.2, 53.2,
    ]);
    const csv = (await alice.client.get("/api/export-data/meals.csv")).body.split("\r\n");
    const header = splitRecord(csv[0] as string, "csv", 1);
    const rows = csv.slice(1, 3).map((line, i) => splitRecord(line, "csv", i + 2));
    expect(rows.map((row) => row[header.indexOf("vitaminC_mg")])).toEqual(["53.2", "53.2"]);
  });

  it("a meal entered by hand carries no micronutrients, and the panel says so instead of inventing zeros", async () => {
    const typed = await alice.client.post("/api/meals", {
      food: "Grandma's soup",
      mealType: "dinner",
      calories: 300,
      proteins: 12,
      carbs: 30,
      fats: 10,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().micronutrients).toBeNull();

    const day: DayNutrients = (await alice.client.get("/api/nutrients/day")).json();
    expect(day.mealCount).toBe(2);
    expect(day.mealsWithoutDetails).toBe(1);
    expect(nutrient(day, "vitaminC")).toMatchObject({ amount: 53.2, mealsMissing: 1 });

    const csv = (await alice.client.get("/api/export-data/meals.csv")).body.split("\r\n");
    const header = splitRecord(csv[0] as string, "csv", 1);
    const soup = splitRecord(csv.find((line) => line.includes("Grandma")) as string, "csv", 0);
    expect(soup[header.indexOf("vitaminC_mg")]).toBe("");
    expect(soup[header.indexOf("fiber_g")]).toBe("");
  });

  it("uses the reference intakes of the profile's sex and age", async () => {
    await alice.client.post("/api/user-profile", {
      name: "Alice",
      age: 34,
      gender: "female",
      weight: 60,
      height: 165,
      activityLevel: "light",
    });
    const day: DayNutrients = (await alice.client.get("/api/nutrients/day")).json();
    expect(day.personalReference).toBe(true);
    expect(day.referenceLabel).toMatch(/Women 31–50/);
    expect(nutrient(day, "vitaminC")?.reference).toEqual({ amount: 75, kind: "target", basis: "RDA" });
    expect(nutrient(day, "iron")?.reference?.amount).toBe(18);
    expect(nutrient(day, "sodium")?.reference).toEqual({ amount: 2300, kind: "limit", basis: "CDRR" });
    expect(nutrient(day, "sugars")?.reference).toBeNull();
  });

  it("shows another day, another user nothing of alice's, refuses bad dates and guests", async () => {
    const empty: DayNutrients = (await alice.client.get("/api/nutrients/day?date=2020-01-01")).json();
    expect(empty.mealCount).toBe(0);
    expect(nutrient(empty, "vitaminC")).toMatchObject({ amount: null, mealsMissing: 0 });
    const bobs: DayNutrients = (await bob.client.get("/api/nutrients/day")).json();
    expect(bobs.mealCount).toBe(0);
    expect((await bob.client.get(`/api/nutrients/day?userId=${alice.id}`)).statusCode).toBe(403);
    const bad = await alice.client.get("/api/nutrients/day?date=2020-13-45");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("date must be a valid date (YYYY-MM-DD)");
    expect((await new TestClient(t.app).get("/api/nutrients/day")).statusCode).toBe(401);
  });
});
