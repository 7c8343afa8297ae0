import { describe, expect, it } from "vitest";
import type { Food } from "../../../shared/contracts/foods.js";
import { ENGLISH, ITALIAN, italianFoodsFixture } from "./italian-test-fixture.js";
import { search } from "./test-support.js";

/**
 * Shared foods answer their Italian name (foods.name_it) when the request is in Italian (issue 28);
 * English answers are unchanged, and a person's own food keeps the name they gave it.
 */
const user = italianFoodsFixture("nomi");

async function names(q: string, headers: Record<string, string>): Promise<string[]> {
  return (await search(user.client, q, { headers, limit: 5 })).map((food) => food.name);
}

describe("a shared food's name in the request's language", () => {
  it("answers 'mela' with Mela first in Italian and the English name in English, in turn", async () => {
    for (let round = 0; round < 2; round++) {
      expect((await names("mela", ITALIAN))[0]).toBe("Mela");
      expect((await names("mela", ENGLISH))[0]).toMatch(/^Apple, raw/);
    }
    expect((await names("apple", ITALIAN))[0]).toBe("Mela");
  });

  it("takes Italian from Accept-Language when nothing else names a language", async () => {
    const res = await user.client.get("/api/foods?q=mela&limit=3", { "accept-language": "it-IT,it;q=0.9" });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Food[])[0]?.name).toBe("Mela");
  });

  it("names a food by id and the recent foods in Italian too, and logs its meal under that name", async () => {
    const [apple] = (await user.client.get("/api/foods?q=apple&limit=1", ENGLISH)).json() as Food[];
    if (!apple) throw new Error("no apple in the catalog");
    expect((await user.client.get(`/api/foods/${apple.id}`, ITALIAN)).json().name).toBe("Mela");
    expect((await user.client.get(`/api/foods/${apple.id}`, ENGLISH)).json().name).toBe(apple.name);

    const logged = await user.client.post(
      "/api/meals/from-food",
      { foodId: apple.id, grams: 150, mealType: "snack" },
      ITALIAN,
    );
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().food).toBe("Mela (150 g)");
    const english = await user.client.post("/api/meals/from-food", { foodId: apple.id, grams: 150, mealType: "snack" });
    expect(english.json().food).toBe(`${apple.name} (150 g)`);

    const recent = (await user.client.get("/api/foods/recent", ITALIAN)).json() as { recent: Food[] };
    expect(recent.recent.map((food) => food.name)).toContain("Mela");
  });

  it("keeps an own food's name and a recipe's ingredients read in the request's language", async () => {
    const own = await user.client.post("/api/foods", {
      name: "Apple crumble della nonna",
      referenceGrams: 100,
      calories: 210,
      proteins: 3,
      carbs: 30,
      fats: 9,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect((await user.client.get(`/api/foods/${own.json().id}`, ITALIAN)).json().name).toBe(
      "Apple crumble della nonna",
    );

    const [apple] = (await user.client.get("/api/foods?q=apple&limit=1", ENGLISH)).json() as Food[];
    const recipe = await user.client.post("/api/recipes", {
      name: "Macedonia",
      servings: 2,
      ingredients: [
        { foodId: apple?.id, grams: 200 },
        { foodId: own.json().id, grams: 100 },
      ],
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const ingredients = await user.client.get(`/api/recipes/${recipe.json().id}/ingredients`, ITALIAN);
    expect(ingredients.json().map((i: { name: string }) => i.name)).toEqual(["Mela", "Apple crumble della nonna"]);
    const inEnglish = await user.client.get(`/api/recipes/${recipe.json().id}/ingredients`, ENGLISH);
    expect(inEnglish.json().map((i: { name: string }) => i.name)).toEqual([apple?.name, "Apple crumble della nonna"]);
  });
});

describe("the portions a food or recipe is given, in the request's language", () => {
  it("names a recipe's serving and an own food's portion in Italian, and in English otherwise", async () => {
    const base = { referenceGrams: 30.5, calories: 120, proteins: 2, carbs: 20, fats: 3 };
    const italian = await user.client.post("/api/foods", { name: "Barretta", ...base }, ITALIAN);
    expect(italian.json().portions.map((p: { name: string }) => p.name)).toEqual(["1 porzione (30,5 g)"]);
    const english = await user.client.post("/api/foods", { name: "Bar", ...base }, ENGLISH);
    expect(english.json().portions.map((p: { name: string }) => p.name)).toEqual(["1 portion (30.5 g)"]);

    const recipe = { servings: 2, ingredients: [{ foodId: italian.json().id, grams: 300 }] };
    const inItalian = await user.client.post("/api/recipes", { name: "Barrette", ...recipe }, ITALIAN);
    expect(inItalian.json().portions.map((p: { name: string }) => p.name)).toEqual(["1 porzione (150 g)"]);
    const inEnglish = await user.client.post("/api/recipes", { name: "Bars", ...recipe }, ENGLISH);
    expect(inEnglish.json().portions.map((p: { name: string }) => p.name)).toEqual(["1 serving (150 g)"]);
  });
});

describe("the foods' and meals' messages in Italian", () => {
  it("refuses to delete an ingredient and an unusable ingredient in the request's language", async () => {
    const own = (
      await user.client.post("/api/foods", {
        name: "Base",
        referenceGrams: 100,
        calories: 100,
        proteins: 1,
        carbs: 1,
        fats: 1,
      })
    ).json();
    await user.client.post("/api/recipes", {
      name: "Con base",
      servings: 1,
      ingredients: [{ foodId: own.id, grams: 50 }],
    });
    const refused = await user.client.request("DELETE", `/api/foods/${own.id}`, undefined, ITALIAN);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Questo alimento è usato in una delle tue ricette: toglilo da lì prima");
    const english = await user.client.request("DELETE", `/api/foods/${own.id}`, undefined, ENGLISH);
    expect(english.json().message).toBe("This food is used in one of your recipes; remove it there first");

    const unusable = await user.client.post(
      "/api/recipes",
      { name: "Niente", servings: 1, ingredients: [{ foodId: 999_999_999, grams: 50 }] },
      ITALIAN,
    );
    expect(unusable.statusCode).toBe(400);
    expect(unusable.json().message).toBe("Uno degli ingredienti non è un alimento che puoi usare");
  });

  it("says a meal was deleted in Italian", async () => {
    const meal = (await user.client.post("/api/meals", { food: "Caffè", calories: 2, mealType: "breakfast" })).json();
    const deleted = await user.client.request("DELETE", `/api/meals/${meal.id}`, undefined, ITALIAN);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe("Pasto eliminato");
  });
});
