import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
