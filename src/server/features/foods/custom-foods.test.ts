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
