import { describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { ENGLISH, ITALIAN, italianFoodsFixture } from "./italian-test-fixture.js";
import { search } from "./test-support.js";

/**
 * A shared food's portions answer in Italian when the request is in Italian (issue 28,
 * catalog/portions-it.csv): English answers are unchanged, a person's own food keeps its portions
 * as typed, and a meal logged from a portion in Italian carries the Italian portion name.
 */
const user = italianFoodsFixture("porzioni");

async function first(q: string, headers: Record<string, string>): Promise<Food> {
  const [food] = await search(user.client, q, { headers, limit: 3 });
  if (!food) throw new Error(`nothing found for '${q}'`);
  return food;
}

const portionNames = (food: Food) => food.portions.map((portion) => portion.name);

describe("a shared food's portions in the request's language", () => {
  it("answers Mela's portions in Italian and the apple's in English, in turn, with the same ids and grams", async () => {
    for (let round = 0; round < 2; round++) {
      const mela = await first("mela", ITALIAN);
      expect(mela.name).toBe("Mela");
      expect(portionNames(mela).slice(0, 4)).toEqual([
        "1 mela media",
        "1 mela piccola",
        "1 mela grande",
        "1 tazza, a fette",
      ]);
      const apple = await first("apple", ENGLISH);
      expect(apple.id).toBe(mela.id);
      expect(portionNames(apple).slice(0, 4)).toEqual([
        "1 medium apple",
        "1 small apple",
        "1 large apple",
        "1 cup slices",
      ]);
      expect(mela.portions.map(({ id, grams }) => ({ id, grams }))).toEqual(
        apple.portions.map(({ id, grams }) => ({ id, grams })),
      );
      // SR28's household measures of a food shown in Italian are Italian too (portions-it.csv).
      expect(portionNames(mela).filter((name) => /\b(cup|medium|large|small|slices?)\b/.test(name))).toEqual([]);
    }
  });

  it("keeps an own food's portion as typed, in either language", async () => {
    const own = await user.client.post(
      "/api/foods",
      {
        name: "Mela della nonna",
        referenceGrams: 150,
        portionName: "1 medium apple",
        calories: 80,
        proteins: 0.4,
        carbs: 20,
        fats: 0.3,
      },
      ITALIAN,
    );
    expect(own.statusCode, own.body).toBe(201);
    for (const headers of [ITALIAN, ENGLISH]) {
      const read = await user.client.get(`/api/foods/${own.json().id}`, headers);
      expect(portionNames(read.json() as Food)).toEqual(["1 medium apple"]);
    }
  });

  it("logs a meal from an Italian portion under the Italian names, and from an English one in English", async () => {
    const mela = await first("mela", ITALIAN);
    const [portion] = mela.portions;
    if (!portion) throw new Error("Mela has no portion");
    const italian = await user.client.post(
      "/api/meals/from-food",
      { foodId: mela.id, grams: portion.grams, mealType: "snack", portionLabel: portion.name },
      ITALIAN,
    );
    expect(italian.statusCode, italian.body).toBe(201);
    expect(italian.json().food).toBe("Mela (1 mela media)");

    const apple = await first("apple", ENGLISH);
    const english = await user.client.post(
      "/api/meals/from-food",
      { foodId: apple.id, grams: portion.grams, mealType: "snack", portionLabel: apple.portions[0]?.name },
      ENGLISH,
    );
    expect(english.statusCode, english.body).toBe(201);
    expect(english.json().food).toBe(`${apple.name} (1 medium apple)`);
  });
});
