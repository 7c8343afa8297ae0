import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenFoodFacts, RUSKS_BARCODE, startFakeOpenFoodFacts } from "../../test/fake-open-food-facts.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/** The route against a loopback server that answers like Open Food Facts. */
let t: TestApp;
let off: FakeOpenFoodFacts;

beforeAll(async () => {
  off = await startFakeOpenFoodFacts();
  t = await createTestApp({ openFoodFactsUrl: off.url });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

describe("GET /api/foods/barcode/{code} with Open Food Facts configured", () => {
  it("looks the product up once, stores it as a food and logs it", async () => {
    const c = new TestClient(t.app);
    await c.register("scanner");
    const first = await c.get(`/api/foods/barcode/${RUSKS_BARCODE}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      name: "Fette biscottate (Mulino Bianco)",
      kind: "barcode",
      per100: {
        calories: 405,
        proteins: 11,
        carbs: 74,
        fats: 6.1,
        fiber: 4,
        sodium: 380,
        saturatedFat: 1.1,
        vitaminC: null,
      },
      source: "Open Food Facts",
      portions: [{ name: "2 slices (20 g)", grams: 20 }],
    });
    const second = await c.get(`/api/foods/barcode/${RUSKS_BARCODE}`);
    expect(second.json().id).toBe(first.json().id);
    expect(off.lookups()).toBe(1);
    const found = (await c.get("/api/foods?q=fette%20biscottate")).json() as { id: number }[];
    expect(found.slice(0, 3).map((f) => f.id)).toContain(first.json().id);
    const meal = await c.post("/api/meals/from-food", { foodId: first.json().id, grams: 20, mealType: "breakfast" });
    expect(meal.json()).toMatchObject({ calories: 81, carbs: 15 });
    expect(meal.json().micronutrients).toMatchObject({ sodium: 76, fiber: 0.8, vitaminC: null });
    // Once logged, the scanned product comes before the generic rusks.
    expect((await c.get("/api/foods?q=fette%20biscottate")).json()[0].id).toBe(first.json().id);
  });

  it("answers an unknown product with 404", async () => {
    const c = new TestClient(t.app);
    await c.register("scanner2");
    const res = await c.get("/api/foods/barcode/0000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No product found for this barcode");
  });
});

describe("GET /api/foods/barcode/{code} without a food-facts server", () => {
  let plain: TestApp;
  let alice: TestClient;
  beforeAll(async () => {
    plain = await createTestApp();
    alice = new TestClient(plain.app);
    await alice.register("alice");
  });
  afterAll(() => plain.close());

  it("says clearly that lookup is unavailable", async () => {
    const res = await alice.get("/api/foods/barcode/3017620422003");
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Barcode lookup is unavailable/);
    expect((await alice.get("/api/foods/barcode/12ab")).statusCode).toBe(400);
  });
});
