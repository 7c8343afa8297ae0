import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Food,
  MAX_OWN_FOOD_NAME,
  MAX_SEARCH_TEXT,
  searchTextMaxMessage,
} from "../../../shared/contracts/foods.js";
import { mealMessages } from "../../../shared/contracts/meals.js";
import { type KeyHolder, subscriberWithKey } from "../../test/api-keys.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let ada: KeyHolder;

beforeAll(async () => {
  t = await createTestApp();
  ada = await subscriberWithKey(t, "ada");
});
afterAll(() => t.close());

const search = (q: string) => ada.client.get(`/api/foods?${new URLSearchParams({ q })}`);
const searchV1 = (q: string) => ada.api.get(`/api/v1/foods?${new URLSearchParams({ q })}`);

describe("the search takes any name a food may have", () => {
  it("finds an own food by its whole name at the longest a name may be", async () => {
    const name = `Nonna's ${"slow-cooked ".repeat(20)}ragù`.slice(0, MAX_OWN_FOOD_NAME);
    expect(name).toHaveLength(MAX_OWN_FOOD_NAME);
    const created = await ada.client.post("/api/foods", {
      name,
      referenceGrams: 100,
      calories: 180,
      proteins: 12,
      carbs: 6,
      fats: 11,
    });
    expect(created.statusCode).toBe(201);
    for (const res of [await search(name), await searchV1(name)]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ id: created.json().id, name });
    }
  });

  it("finds the built-in database's longest name by itself", async () => {
    const lamb =
      'Lamb, Australian, imported, fresh, rack, roast, frenched, denuded, bone-in, separable lean and fat, trimmed to 0" fat, cooked, roasted';
    const res = await search(lamb);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((food: Food) => food.name)).toContain(lamb);
  });

  it("takes the longest a meal's food text may be, and refuses one character more with a clear message", async () => {
    const longest = "apple ".repeat(40).slice(0, MAX_SEARCH_TEXT);
    expect(mealMessages.foodMax).toContain(String(MAX_SEARCH_TEXT)); // the same limit as a meal's food
    for (const res of [await search(longest), await searchV1(longest)]) expect(res.statusCode).toBe(200);
    for (const res of [await search(`${longest}x`), await searchV1(`${longest}x`)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(searchTextMaxMessage);
    }
  });
});
