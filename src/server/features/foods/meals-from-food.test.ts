import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { search } from "./test-support.js";

let t: TestApp;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = new TestClient(t.app);
  await alice.register("alice");
});
afterAll(() => t.close());

describe("logging a meal from a food", () => {
  it("computes the meal's numbers from grams, and the meal keeps them when the food goes", async () => {
    const own = (
      await alice.post("/api/foods", {
        name: "Test granola",
        referenceGrams: 100,
        calories: 450,
        proteins: 10,
        carbs: 60,
        fats: 18,
      })
    ).json();
    const res = await alice.post("/api/meals/from-food", {
      foodId: own.id,
      grams: 45,
      mealType: "breakfast",
      portionLabel: "1 bowl",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      food: "Test granola (1 bowl)",
      calories: 203,
      proteins: 5,
      carbs: 27,
      fats: 8,
      grams: 45,
    });
    const mealId = res.json().id;
    expect((await alice.delete(`/api/foods/${own.id}`)).statusCode).toBe(204);
    const meal = (await alice.get(`/api/meals/${mealId}`)).json();
    expect(meal).toMatchObject({ calories: 203, proteins: 5, carbs: 27, fats: 8, foodId: null });
  });

  it.each([
    [-10, "Grams must be greater than 0"],
    [0, "Grams must be greater than 0"],
    [1e9, "Grams must be at most 5000"],
    ["100", "Grams must be a number"],
    [null, "Grams must be a number"],
    [true, "Grams must be a number"],
  ])("refuses %j grams", async (grams, message) => {
    const [banana] = await search(alice, "banana");
    const res = await alice.post("/api/meals/from-food", { foodId: banana?.id, grams, mealType: "snack" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
