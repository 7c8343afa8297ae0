import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { search } from "./test-support.js";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = new TestClient(t.app);
  bob = new TestClient(t.app);
  await alice.register("alice");
  await bob.register("bob");
});
afterAll(() => t.close());

describe("recipes", () => {
  it("are built from foods, searchable by the owner, and log one serving right", async () => {
    const [pasta] = await search(alice, "pasta cooked");
    const [oil] = await search(alice, "olive oil");
    expect(pasta && oil).toBeTruthy();
    const res = await alice.post("/api/recipes", {
      name: "Pasta with oil",
      servings: 2,
      ingredients: [
        { foodId: pasta?.id, grams: 380 },
        { foodId: oil?.id, grams: 20 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const recipe: Food = res.json();
    expect(recipe.kind).toBe("recipe");
    expect(recipe.portions[0]?.grams).toBe(200);
    const expectedKcal = Math.round(((pasta?.per100.calories ?? 0) * 3.8 + (oil?.per100.calories ?? 0) * 0.2) / 2);
    const meal = await alice.post("/api/meals/from-food", { foodId: recipe.id, grams: 200, mealType: "dinner" });
    expect(Math.abs(meal.json().calories - expectedKcal)).toBeLessThanOrEqual(1);
    expect((await search(bob, "pasta with oil")).some((f) => f.id === recipe.id)).toBe(false);
    const ingredients = (await alice.get(`/api/recipes/${recipe.id}/ingredients`)).json();
    expect(ingredients.map((i: { grams: number }) => i.grams)).toEqual([380, 20]);
  });

  it("refuses a recipe that contains itself, directly or through another recipe", async () => {
    const [rice] = await search(alice, "rice white cooked");
    const inner = (
      await alice.post("/api/recipes", { name: "Inner", servings: 1, ingredients: [{ foodId: rice?.id, grams: 100 }] })
    ).json();
    const outer = (
      await alice.post("/api/recipes", { name: "Outer", servings: 1, ingredients: [{ foodId: inner.id, grams: 100 }] })
    ).json();
    const direct = await alice.request("PUT", `/api/recipes/${inner.id}`, {
      name: "Inner",
      servings: 1,
      ingredients: [{ foodId: inner.id, grams: 50 }],
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe("A recipe cannot contain itself");
    const cycle = await alice.request("PUT", `/api/recipes/${inner.id}`, {
      name: "Inner",
      servings: 1,
      ingredients: [{ foodId: outer.id, grams: 50 }],
    });
    expect(cycle.statusCode).toBe(400);
    // Nothing changed.
    const ingredients = (await alice.get(`/api/recipes/${inner.id}/ingredients`)).json();
    expect(ingredients).toEqual([{ foodId: rice?.id, name: rice?.name, grams: 100 }]);
  });

  it("refuses empty recipes, bad servings and another user's ingredients", async () => {
    const mine = (
      await bob.post("/api/foods", {
        name: "Bob secret sauce",
        referenceGrams: 100,
        calories: 100,
        proteins: 1,
        carbs: 1,
        fats: 1,
      })
    ).json();
    const cases = [
      [{ name: "X", servings: 1, ingredients: [] }, "A recipe needs at least one ingredient"],
      [{ name: "X", servings: 0, ingredients: [{ foodId: mine.id, grams: 1 }] }, "Servings must be between 1 and 100"],
      [{ name: "X", servings: "2", ingredients: [{ foodId: mine.id, grams: 1 }] }, "Servings must be a number"],
      [{ name: "", servings: 1, ingredients: [{ foodId: mine.id, grams: 1 }] }, "Food name is required"],
      [
        { name: "X", servings: 1, ingredients: [{ foodId: mine.id, grams: 10 }] },
        "An ingredient is not a food you can use",
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await alice.post("/api/recipes", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
