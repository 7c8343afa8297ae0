import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";

/** The route against a loopback server that answers like Open Food Facts. */
let t: TestApp;
let off: http.Server;
let lookups = 0;

beforeAll(async () => {
  off = http.createServer((req, res) => {
    lookups += 1;
    res.setHeader("content-type", "application/json");
    if (req.url === "/api/v2/product/8001505005707.json") {
      res.end(
        JSON.stringify({
          status: 1,
          product: {
            product_name: "Fette biscottate",
            brands: "Mulino Bianco",
            quantity: "315 g",
            serving_size: "2 slices (20 g)",
            serving_quantity: 20,
            nutriments: {
              "energy-kcal_100g": 405,
              proteins_100g: 11,
              carbohydrates_100g: 74,
              fat_100g: 6.1,
              fiber_100g: 4,
              sodium_100g: 0.38,
              "saturated-fat_100g": 1.1,
            },
          },
        }),
      );
    } else {
      res.end(JSON.stringify({ status: 0, status_verbose: "product not found" }));
    }
  });
  await new Promise<void>((resolve) => off.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({ openFoodFactsUrl: `http://127.0.0.1:${(off.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t.close();
  off.closeAllConnections();
  await new Promise((resolve) => off.close(resolve));
});

describe("GET /api/foods/barcode/{code} with Open Food Facts configured", () => {
  it("looks the product up once, stores it as a food and logs it", async () => {
    const c = new TestClient(t.app);
    await c.register("scanner");
    const first = await c.get("/api/foods/barcode/8001505005707");
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
    const second = await c.get("/api/foods/barcode/8001505005707");
    expect(second.json().id).toBe(first.json().id);
    expect(lookups).toBe(1);
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
