import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { search } from "./test-support.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
