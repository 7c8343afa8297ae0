import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { foods as foodsTable } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

let t: TestApp;
let alice: TestClient;
let bananaId: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = new TestClient(t.app);
  await alice.register("alice");
  bananaId = (await alice.get("/api/foods?q=banana")).json()[0].id;
});
afterAll(() => t.close());

describe("JSON numbers are not coerced", () => {
  it.each([
    [{ grams: "100" }, "Grams must be a number"],
    [{ grams: null }, "Grams must be a number"],
    [{ grams: true }, "Grams must be a number"],
    [{ grams: [] }, "Grams must be a number"],
    [{ grams: "" }, "Grams must be a number"],
    [{ grams: undefined }, "Grams are required"],
    [{ foodId: String(1) }, "foodId must be a number"],
  ])("logging %j answers 400 '%s'", async (override, message) => {
    const res = await alice.post("/api/meals/from-food", {
      foodId: bananaId,
      grams: 100,
      mealType: "snack",
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a recipe whose servings or ingredient grams are strings", async () => {
    const base = { name: "Oats", servings: 2, ingredients: [{ foodId: bananaId, grams: 80 }] };
    const servings = await alice.post("/api/recipes", { ...base, servings: "2" });
    expect(servings.json().message).toBe("Servings must be a number");
    const grams = await alice.post("/api/recipes", { ...base, ingredients: [{ foodId: bananaId, grams: "80" }] });
    expect(grams.statusCode).toBe(400);
    expect(grams.json().message).toBe("Grams must be a number");
  });
});

describe("text in food routes", () => {
  it("refuses control characters in names, portion labels and the search, storing nothing", async () => {
    const before = await t.database.db.$count(foodsTable);
    const search = await alice.get("/api/foods?q=ban%00ana");
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(controlCharactersMessage);
    const recipe = await alice.post("/api/recipes", {
      name: "Oats\u0000",
      servings: 1,
      ingredients: [{ foodId: bananaId, grams: 80 }],
    });
    expect(recipe.json().message).toBe(controlCharactersMessage);
    const logged = await alice.post("/api/meals/from-food", {
      foodId: bananaId,
      grams: 100,
      mealType: "snack",
      portionLabel: "1\u0000medium",
    });
    expect(logged.json().message).toBe(controlCharactersMessage);
    expect(await t.database.db.$count(foodsTable)).toBe(before);
  });
});
