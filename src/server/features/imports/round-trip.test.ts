import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExportData } from "../../../shared/contracts/export.js";
import { addDays, localDayOf } from "../../../shared/domain/local-day.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";
import { upload } from "./test-support.js";

/**
 * Moving between servers: export a full account, import the file into a new account, export
 * again: the same data, ids aside (and each meal's own created/updated instants, which are the new
 * account's). Foods are compared by name, as their ids are the new server's.
 */
const ZONE = "Europe/Rome";
let t: TestApp;
let dataDir: string;
let ann: SignedInClient;

async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body || "null");
}

/** Profile, goals, an own food with a portion, a recipe of it and a built-in food, meals of all kinds, weigh-ins, measurements. */
async function fillAccount(user: SignedInClient) {
  const { client } = user;
  const today = localDayOf(new Date(), ZONE);
  await ok(
    client.post("/api/user-profile", {
      name: "Ann Mover",
      age: 41,
      gender: "female",
      weight: 66,
      height: 168,
      activityLevel: "light",
    }),
    201,
  );
  await ok(
    client.post("/api/nutrition-goals", {
      name: "Old cut",
      calories: 1700,
      proteins: 130,
      carbs: 150,
      fats: 55,
      isActive: false,
    }),
    201,
  );
  await ok(
    client.post("/api/nutrition-goals", {
      name: "Maintain",
      calories: 2000,
      proteins: 120,
      carbs: 230,
      fats: 65,
      description: "Steady",
    }),
    201,
  );
  const granola = await ok(
    client.post("/api/foods", {
      name: "Ann's granola",
      basis: "g",
      referenceGrams: 45,
      portionName: "1 bowl",
      calories: 200,
      proteins: 5,
      carbs: 30,
      fats: 7,
      fiber: 4,
    }),
    201,
  );
  const recipe = await ok(
    client.post("/api/recipes", {
      name: "Granola bowl",
      servings: 2,
      ingredients: [{ foodId: granola.id, grams: 90 }],
    }),
    201,
  );
  const [banana] = await ok(client.get("/api/foods?q=banana&limit=1"));
  const at = (days: number, hour: number) => `${addDays(today, days)}T${String(hour).padStart(2, "0")}:15:00+01:00`;
  for (const [foodId, grams, mealType, timestamp] of [
    [granola.id, 45, "breakfast", at(-3, 8)],
    [recipe.id, 200, "lunch", at(-2, 13)],
    [banana.id, 120, "snack", at(-1, 16)],
  ] as const)
    await ok(client.post("/api/meals/from-food", { foodId, grams, mealType, timestamp }), 201);
  await ok(
    client.post("/api/meals", {
      food: "Soup",
      mealType: "dinner",
      calories: 300,
      proteins: 10,
      carbs: 30,
      fats: 8,
      timestamp: at(-2, 20),
      notes: "homemade",
    }),
    201,
  );
  await ok(
    client.post("/api/meals", { food: "Quick add", mealType: "snack", calories: 150, timestamp: at(-1, 11) }),
    201,
  );
  await ok(client.post("/api/weights", { date: addDays(today, -3), weightKg: 66.4 }), 201);
  await ok(client.post("/api/weights", { date: addDays(today, -1), weightKg: 66.1 }), 201);
  await ok(
    client.post("/api/measurements", { date: addDays(today, -2), waistCm: 74.5, hipsCm: 98, bodyFatPercent: 26.3 }),
    201,
  );
}

/** The sections an import carries, with what differs by nature between two accounts taken out. */
function comparable(data: ExportData) {
  const foodNames = new Map([...data.foods, ...data.recipes, ...data.catalogFoods].map((food) => [food.id, food.name]));
  const name = (id: number | null) => (id === null ? null : (foodNames.get(id) ?? `unknown ${id}`));
  const { id: _pid, userId: _puid, createdAt: _pc, updatedAt: _pu, ...profile } = data.profile ?? ({} as never);
  return {
    profile,
    goals: data.goals.map(({ id: _id, userId: _u, ...goal }) => goal),
    meals: data.meals
      .map(({ id: _id, userId: _u, createdAt: _c, updatedAt: _up, foodId, ...meal }) => ({
        ...meal,
        food: meal.food,
        from: name(foodId),
      }))
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp)),
    foods: data.foods.map(({ id: _id, ...food }) => food),
    recipes: data.recipes.map(({ id: _id, ingredients, ...recipe }) => ({
      ...recipe,
      ingredients: ingredients.map(({ foodId, ...ingredient }) => ({ ...ingredient, food: name(foodId) })),
    })),
    weighIns: data.weighIns.map(({ id: _id, createdAt: _c, updatedAt: _u, ...weighIn }) => weighIn),
    measurements: data.measurements.map(({ id: _id, createdAt: _c, updatedAt: _u, ...measurement }) => measurement),
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "macrowise-round-trip-"));
  t = await createTestApp({ dataDir });
  ann = await signedIn(t.app, "annmover", ZONE);
  await fillAccount(ann);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("export, import into a new account, export again", () => {
  it("gives the same data, ids aside", async () => {
    const first: ExportData = await ok(ann.client.get("/api/export-data"));
    expect(first.meals).toHaveLength(5);

    const ben = await signedIn(t.app, "benmover", ZONE);
    const preview = await ok(upload(ben.client, "macrowise-export.json", JSON.stringify(first)), 201);
    expect(preview.preview).toMatchObject({
      source: "macrowise",
      counts: { meals: 5, weighIns: 2, measurements: 1 },
      extras: { goals: 2, foods: 1, recipes: 1, profile: true },
    });
    const stored = await ok(ben.client.post(`/api/imports/${preview.id}/confirm`, {}, { "x-time-zone": ZONE }));
    expect(stored.result.stored).toEqual({ meals: 5, weighIns: 2, measurements: 1, goals: 2, foods: 2, profile: true });

    const second: ExportData = await ok(ben.client.get("/api/export-data"));
    expect(comparable(second)).toEqual(comparable(first));

    // And the same file again adds nothing.
    const again = await ok(upload(ben.client, "macrowise-export.json", JSON.stringify(first)), 201);
    const twice = await ok(ben.client.post(`/api/imports/${again.id}/confirm`, { existingDays: "keep-both" }));
    expect(twice.result.stored).toEqual({ meals: 0, weighIns: 0, measurements: 0, goals: 0, foods: 0, profile: false });
    expect(comparable(await ok(ben.client.get("/api/export-data")))).toEqual(comparable(first));
  });
});
