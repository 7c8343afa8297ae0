import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

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

async function search(client: TestClient, q: string): Promise<Food[]> {
  const res = await client.get(`/api/foods?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("GET /api/foods (search)", () => {
  it.each([
    ["chiken breast", /^chicken breast/i],
    ["chicken breast", /^chicken breast/i],
    ["greek yoghurt", /^greek yogurt/i],
    ["greek yogurt", /^greek yogurt/i],
    ["spaghetti carbonara", /carbonara/i],
    ["banana", /^banana/i],
    ["banan", /^banana/i],
    ["bananas", /^banana/i],
    ["tiramisu", /tiramis/i],
    ["mozarella", /mozzarella/i],
    // One word names a staple: the plain food comes before flours, dishes and parts.
    ["rice", /^Rice, white, cooked/],
    ["egg", /^Egg, whole/],
    ["pasta", /^Pasta, cooked/],
    ["milk", /^Milk, whole/],
    ["bread", /^Bread, white/],
    ["oil", /^Olive oil/],
  ])("'%s' finds the intended food first", async (q, expected) => {
    const results = await search(alice, q);
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]?.name).toMatch(expected);
  });

  it("returns per-100 values and named portions", async () => {
    const [egg] = await search(alice, "egg boiled");
    expect(egg?.per100.calories).toBeGreaterThan(100);
    expect(egg?.portions.length).toBeGreaterThan(0);
    expect(egg?.portions[0]?.grams).toBeGreaterThan(0);
  });

  it("refuses an empty query with a clear 400", async () => {
    const res = await alice.get("/api/foods?q=%20%20");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Type at least one letter to search");
  });

  it("ranks what this user logs often above similar foods", async () => {
    const milks = await search(bob, "milk");
    const skimmed = milks.find((f) => /skim/i.test(f.name));
    expect(skimmed).toBeDefined();
    for (let i = 0; i < 5; i++) {
      await bob.post("/api/meals/from-food", { foodId: skimmed?.id, grams: 250, mealType: "breakfast" });
    }
    const again = await search(bob, "milk");
    expect(again[0]?.id).toBe(skimmed?.id);
    const recent = (await bob.get("/api/foods/recent")).json();
    expect(recent.recent[0].id).toBe(skimmed?.id);
    expect(recent.frequent[0].id).toBe(skimmed?.id);
  });

  it("puts a food this user logged once before the staple the query names", async () => {
    const carol = new TestClient(t.app);
    await carol.register("carol");
    const rices = await search(carol, "rice");
    expect(rices[0]?.name).toBe("Rice, white, cooked");
    const brown = rices.find((f) => f.name === "Rice, brown, cooked");
    expect(brown).toBeDefined();
    await carol.post("/api/meals/from-food", { foodId: brown?.id, grams: 150, mealType: "lunch" });
    expect((await search(carol, "rice"))[0]?.id).toBe(brown?.id);
    expect((await search(alice, "rice"))[0]?.name).toBe("Rice, white, cooked"); // only carol's history counts
  });
});

describe("custom foods", () => {
  it("are found the moment they exist, by a query searched before and by a misspelling of their word", async () => {
    // The built-in foods' ranking of a query is kept; the user's own words are matched per request.
    const ownAmong = (foods: Food[]) => foods.filter((f) => f.isOwn);
    expect(ownAmong(await search(alice, "quokkaberry jam"))).toEqual([]);
    expect(ownAmong(await search(alice, "quokaberry"))).toEqual([]);
    const created = await alice.post("/api/foods", {
      name: "Quokkaberry jam",
      referenceGrams: 100,
      calories: 250,
      proteins: 0,
      carbs: 62,
      fats: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const food: Food = created.json();
    expect((await search(alice, "quokkaberry jam"))[0]?.id).toBe(food.id);
    expect((await search(alice, "quokaberry"))[0]?.id).toBe(food.id);
    expect((await search(bob, "quokkaberry jam")).some((f) => f.id === food.id)).toBe(false);
  });

  it("are searchable by their owner only", async () => {
    const created = await alice.post("/api/foods", {
      name: "Nonna's zucchini frittata",
      referenceGrams: 150,
      portionName: "1 slice",
      calories: 240,
      proteins: 15,
      carbs: 6,
      fats: 17,
    });
    expect(created.statusCode, created.body).toBe(201);
    const food: Food = created.json();
    expect(food.per100.calories).toBe(160);
    // Nothing was given beyond the four numbers: unknown, not zero.
    expect(food.per100.fiber).toBeNull();
    expect(food.per100.vitaminC).toBeNull();
    expect(food.portions).toEqual([{ id: expect.any(Number), name: "1 slice", grams: 150 }]);
    expect((await search(alice, "nonna frittata"))[0]?.id).toBe(food.id);
    expect((await search(bob, "nonna frittata")).some((f) => f.id === food.id)).toBe(false);
    expect((await bob.get(`/api/foods/${food.id}`)).statusCode).toBe(404);
    expect((await bob.delete(`/api/foods/${food.id}`)).statusCode).toBe(404);
    expect(
      (await bob.post("/api/meals/from-food", { foodId: food.id, grams: 100, mealType: "lunch" })).statusCode,
    ).toBe(404);
  });

  it("keep the micronutrients given, scaled to 100 g", async () => {
    const res = await alice.post("/api/foods", {
      name: "Fortified oat drink",
      basis: "ml",
      referenceGrams: 250,
      portionName: "1 glass",
      calories: 120,
      proteins: 2.5,
      carbs: 16,
      fats: 5,
      calcium: 300,
      vitaminD: 2.5,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().per100).toMatchObject({ calories: 48, calcium: 120, vitaminD: 1, iron: null });
  });

  it.each([
    [{ name: "   " }, "Food name is required"],
    [{ calories: -5 }, "Amounts cannot be negative"],
    [{ calories: null }, "Calories must be a number"],
    [{ calories: "100" }, "Calories must be a number"],
    [{ proteins: true }, "Proteins must be a number"],
    [{ vitaminC: -1 }, "Amounts cannot be negative"],
    [{ referenceGrams: 0 }, "The amount the values refer to must be greater than 0"],
    [{ referenceGrams: "100" }, "The amount the values refer to must be a number"],
  ])("refuses %j", async (override, message) => {
    const res = await alice.post("/api/foods", {
      name: "Thing",
      referenceGrams: 100,
      calories: 1,
      proteins: 0,
      carbs: 0,
      fats: 0,
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await search(alice, "thing")).some((f) => f.name === "Thing")).toBe(false);
  });
});

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

describe("GET /api/foods/barcode/{code} without a food-facts server", () => {
  it("says clearly that lookup is unavailable", async () => {
    const res = await alice.get("/api/foods/barcode/3017620422003");
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Barcode lookup is unavailable/);
    expect((await alice.get("/api/foods/barcode/12ab")).statusCode).toBe(400);
  });
});

describe("GET /api/foods/recent", () => {
  it("gives whole foods, built-in ones as GET /api/foods/{id} does, and an own recipe's edit at once", async () => {
    const dave = new TestClient(t.app);
    await dave.register("dave");
    const [oats] = await search(dave, "oats");
    const recipe = (
      await dave.post("/api/recipes", {
        name: "Dave porridge",
        servings: 1,
        ingredients: [{ foodId: oats?.id, grams: 80 }],
      })
    ).json();
    for (const foodId of [oats?.id, recipe.id]) {
      const logged = await dave.post("/api/meals/from-food", { foodId, grams: 100, mealType: "breakfast" });
      expect(logged.statusCode, logged.body).toBe(201);
    }
    const first = (await dave.get("/api/foods/recent")).json();
    expect(first.recent.map((f: Food) => f.id)).toEqual([recipe.id, oats?.id]);
    expect(first.recent[1]).toEqual((await dave.get(`/api/foods/${oats?.id}`)).json());
    // Asked again (the built-in food now kept in process): the same answer.
    expect((await dave.get("/api/foods/recent")).json()).toEqual(first);

    const renamed = await dave.request("PUT", `/api/recipes/${recipe.id}`, {
      name: "Dave porridge with honey",
      servings: 1,
      ingredients: [{ foodId: oats?.id, grams: 80 }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await dave.get("/api/foods/recent")).json();
    expect(after.recent[0]).toMatchObject({ id: recipe.id, name: "Dave porridge with honey", isOwn: true });

    // Another person's recents never hold Dave's recipe, even once it was read for Dave.
    const erin = new TestClient(t.app);
    await erin.register("erin");
    await erin.post("/api/meals/from-food", { foodId: oats?.id, grams: 50, mealType: "snack" });
    const theirs = (await erin.get("/api/foods/recent")).json();
    expect(theirs.recent.map((f: Food) => f.id)).toEqual([oats?.id]);
    expect(theirs.recent[0].isOwn).toBe(false);
  });
});
