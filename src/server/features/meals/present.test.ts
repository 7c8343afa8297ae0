import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import type { Meal } from "../../../shared/contracts/meals.js";
import { localDayOf } from "../../../shared/domain/local-day.js";
import { subscriberWithKey } from "../../test/api-keys.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/**
 * A meal and a goal have one presenter each (meals/present.ts, goals/present.ts), spelled twice:
 * in TypeScript from a Drizzle row (a single meal, the active goal) and in SQL for the reads of
 * many (the dashboard, the day diary, /api/v1's meal list) and the meal insert. Both must answer
 * byte for byte alike.
 */
const ZONE = "Europe/Rome";
let t: TestApp;
let alice: SignedInClient;
const ids: number[] = [];
/** What POST answered for each meal (meal-insert-sql.ts: each stored meal read back as JSON). */
const posted = new Map<number, string>();
let orange: Food;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedIn(t.app, "alice", ZONE);
  orange = ((await alice.client.get("/api/foods?q=orange")).json() as Food[]).find((f) =>
    /^Orange, raw/.test(f.name),
  ) as Food;
  const fromFood = await alice.client.post("/api/meals/from-food", {
    foodId: orange.id,
    grams: 123.4,
    mealType: "lunch",
  });
  expect(fromFood.statusCode, fromFood.body).toBe(201);
  ids.push(fromFood.json().id);
  posted.set(fromFood.json().id, fromFood.body);
  const typed = await alice.client.post("/api/meals", {
    mealType: "snack",
    food: 'Caffè "latte" \\ 🍕 <b>\n\ttab',
    calories: 95,
    notes: "with 'quotes' and \u2028 a line separator",
  });
  expect(typed.statusCode, typed.body).toBe(201);
  ids.push(typed.json().id);
  posted.set(typed.json().id, typed.body);
  const plain = await alice.client.post("/api/meals", { mealType: "dinner", food: "Soup", calories: 200, proteins: 5 });
  ids.push(plain.json().id);
  // Instants with microseconds, and float4 values whose text is short or in exponent form.
  await t.database.pool.query(
    `UPDATE meals SET created_at = '2026-01-02 03:04:05.678999+00', updated_at = '2026-01-02 03:04:05.000001+00',
            fiber = 0.1, sodium = 0.00001, grams = 33.333
     WHERE id = $1`,
    [ids[2]],
  );
  const goal = await alice.client.post("/api/nutrition-goals", {
    name: 'Cut "hard" \\ é',
    calories: 1800,
    proteins: 140,
    carbs: 180,
    fats: 60,
    description: "line\nbreak",
    endDate: "2099-12-31",
  });
  expect(goal.statusCode, goal.body).toBe(201);
});
afterAll(() => t.close());

describe("meals and goals written by PostgreSQL", () => {
  it("the dashboard's meals and goal are those of GET /api/meals/:id and the active goal, byte for byte", async () => {
    const dashboard = await alice.client.get("/api/dashboard/today");
    expect(dashboard.statusCode).toBe(200);
    const meals = dashboard.json().meals as Meal[];
    expect(meals.map((m) => m.id).sort()).toEqual([...ids].sort());
    for (const meal of meals) {
      const single = await alice.client.get(`/api/meals/${meal.id}`);
      expect(JSON.stringify(meal)).toBe(single.body);
    }
    const active = await alice.client.get("/api/nutrition-goals/active");
    expect(JSON.stringify(dashboard.json().activeGoal)).toBe(active.body);
  });

  it("the day diary's meals are those of GET /api/meals/:id, byte for byte, latest first", async () => {
    const today = localDayOf(new Date(), ZONE);
    const diary = await alice.client.get(`/api/meals?startDate=${today}&endDate=${today}`);
    expect(diary.statusCode).toBe(200);
    const meals = diary.json() as Meal[];
    expect(meals).toHaveLength(3);
    const singles = await Promise.all(meals.map((m) => alice.client.get(`/api/meals/${m.id}`)));
    expect(diary.body).toBe(`[${singles.map((s) => s.body).join(",")}]`);
    const order = meals.map((m) => [m.timestamp, m.id] as const);
    expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1)));
  });

  it("POST answers with the meal GET /api/meals/:id reads back, byte for byte", async () => {
    for (const [id, body] of posted) expect((await alice.client.get(`/api/meals/${id}`)).body).toBe(body);
  });

  it("a batch of meals logged at once: each answer is its own meal as stored", async () => {
    const bob = await signedIn(t.app, "bob", ZONE);
    const foods = Array.from({ length: 12 }, (_, i) => (i % 2 ? `Same "name" \\ ${i % 3}` : `Meal ${i} ✓`));
    // Meals typed in and meals logged by weight (float4 grams and micronutrients) in one batch: each
    // answer is its row as PostgreSQL stored it. These grams are not float4s.
    const grams = [10.1, 0.123456789, 4321.987654];
    const gramsStored = [10.1, 0.12345679, 4321.988];
    const answers = await Promise.all([
      ...foods.map((food, i) =>
        bob.client.post("/api/meals", {
          mealType: "snack",
          food,
          calories: 100 + i,
          ...(i % 4 ? { proteins: i } : {}),
        }),
      ),
      ...grams.map((weight) =>
        bob.client.post("/api/meals/from-food", { foodId: orange.id, grams: weight, mealType: "lunch" }),
      ),
    ]);
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBe(201);
      if (i < foods.length)
        expect(answer.json()).toMatchObject({ food: foods[i], calories: 100 + i, macrosGiven: i % 4 !== 0 });
      else expect(answer.json()).toMatchObject({ foodId: orange.id, grams: gramsStored[i - foods.length] });
      expect((await bob.client.get(`/api/meals/${answer.json().id}`)).body).toBe(answer.body);
    }
  });

  it("/api/v1's meal list holds the meals /api/v1/meals/:id answers, byte for byte", async () => {
    const vic = await subscriberWithKey(t, "vic", { timeZone: ZONE });
    const logged = await vic.api.post("/api/v1/meals/from-food", { foodId: orange.id, grams: 77.7, mealType: "lunch" });
    expect(logged.statusCode, logged.body).toBe(201);
    const typed = await vic.api.post("/api/v1/meals", {
      food: 'Tè "verde"',
      mealType: "snack",
      calories: 2,
      proteins: 0,
      carbs: 0,
      fats: 0,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const list = await vic.api.get("/api/v1/meals");
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json() as { id: number }[]).map((meal) => meal.id);
    expect(ids).toHaveLength(2);
    const singles = await Promise.all(ids.map((id) => vic.api.get(`/api/v1/meals/${id}`)));
    expect(list.body).toBe(`[${singles.map((single) => single.body).join(",")}]`);
    expect(singles[1]?.body).toBe(logged.body);
  });

  it("keeps a stored meal's values as they were: micronutrients, exponents, microseconds", async () => {
    const meal = (await alice.client.get(`/api/meals/${ids[2]}`)).json() as Meal;
    expect(meal.createdAt).toBe("2026-01-02T03:04:05.678Z");
    expect(meal.updatedAt).toBe("2026-01-02T03:04:05.000Z");
    expect(meal.micronutrients).toMatchObject({ fiber: 0.1, sodium: 0.00001, vitaminC: null });
    expect(meal.grams).toBe(33.333);
  });
});
