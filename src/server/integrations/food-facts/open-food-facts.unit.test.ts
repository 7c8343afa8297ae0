import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BarcodeLookupError, openFoodFactsLookup, parseOffProduct } from "./open-food-facts.js";

/** A loopback server answering like world.openfoodfacts.org/api/v2/product/{code}.json. */
let server: http.Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    res.setHeader("content-type", "application/json");
    if (req.url?.includes("3017620422003")) {
      res.end(
        JSON.stringify({
          code: "3017620422003",
          status: 1,
          status_verbose: "product found",
          product: {
            product_name: "Nutella",
            brands: "Ferrero",
            quantity: "400 g",
            serving_size: "15 g",
            serving_quantity: 15,
            nutriments: {
              "energy-kcal_100g": 539,
              proteins_100g: 6.3,
              carbohydrates_100g: 57.5,
              fat_100g: 30.9,
              fiber_100g: 0,
            },
          },
        }),
      );
    } else if (req.url?.includes("5000000000000")) {
      res.statusCode = 500;
      res.end("{}");
    } else if (req.url?.includes("4000000000000")) {
      setTimeout(() => res.end("{}"), 3000);
    } else {
      res.end(JSON.stringify({ code: "0", status: 0, status_verbose: "product not found" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("openFoodFactsLookup", () => {
  it("asks the v2 product endpoint and maps a found product", async () => {
    const product = await openFoodFactsLookup(base).find("3017620422003");
    expect(requests.at(-1)).toBe("/api/v2/product/3017620422003.json");
    expect(product).toEqual({
      code: "3017620422003",
      name: "Nutella (Ferrero)",
      basis: "g",
      per100: expect.objectContaining({
        calories: 539,
        proteins: 6.3,
        carbs: 57.5,
        fats: 30.9,
        fiber: 0,
        sodium: null,
      }),
      serving: { name: "15 g", grams: 15 },
    });
  });

  it("returns null for an unknown product", async () => {
    expect(await openFoodFactsLookup(base).find("1234567890123")).toBeNull();
  });

  it("reports server errors, time-outs and an unreachable server as BarcodeLookupError", async () => {
    await expect(openFoodFactsLookup(base).find("5000000000000")).rejects.toBeInstanceOf(BarcodeLookupError);
    await expect(openFoodFactsLookup(base, 200).find("4000000000000")).rejects.toBeInstanceOf(BarcodeLookupError);
    await expect(openFoodFactsLookup("http://127.0.0.1:9").find("3017620422003")).rejects.toBeInstanceOf(
      BarcodeLookupError,
    );
  });
});

describe("parseOffProduct", () => {
  it("converts declared micronutrients from grams to our units and leaves the rest unknown", () => {
    const product = parseOffProduct("5", {
      product_name: "Fortified juice",
      nutriments: {
        "energy-kcal_100g": 45,
        proteins_100g: 0.5,
        carbohydrates_100g: 10,
        fat_100g: 0,
        "vitamin-c_100g": 0.0123,
        "vitamin-d_100g": 0.0000025,
        sodium_100g: "0.004",
      },
    });
    expect(product?.per100).toMatchObject({ vitaminC: 12.3, vitaminD: 2.5, sodium: 4, fiber: null, iron: null });
  });

  it("derives kcal from kJ and refuses products without the four numbers", () => {
    const fromKj = parseOffProduct("1", {
      product_name: "Juice",
      quantity: "1 l",
      nutriments: { energy_100g: 188, proteins_100g: 0.5, carbohydrates_100g: 10, fat_100g: 0 },
    });
    expect(fromKj?.per100.calories).toBeCloseTo(44.9, 1);
    expect(fromKj?.basis).toBe("ml");
    expect(parseOffProduct("2", { product_name: "Mystery", nutriments: { proteins_100g: 1 } })).toBeNull();
    expect(
      parseOffProduct("3", {
        nutriments: { "energy-kcal_100g": 1, proteins_100g: 1, carbohydrates_100g: 1, fat_100g: 1 },
      }),
    ).toBeNull();
  });
});
