import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DescribedMeal } from "../../../shared/contracts/meal-description.js";
import { type CatalogFood, describeMeal } from "../../integrations/ai/builtin/describe-meal.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { foodsRepository } from "../foods/repository.js";
import { foodFinder } from "./food-finder.js";

/**
 * Typed meals in Italian (issue 28) against the real catalog: the reader understands them, and
 * answers in Italian with the foods' Italian names (foods.name_it) when asked in Italian.
 */
let t: TestApp;
let describeIn: (text: string, locale: "en" | "it") => Promise<DescribedMeal>;

/** A shared food's numbers, Italian name and one portion's grams, read straight from the tables. */
async function catalogRow(name: string, portion?: string) {
  const food = await t.database.pool.query<{ id: number; name_it: string | null; calories: number }>(
    "SELECT id, name_it, calories FROM foods WHERE name = $1 AND owner_user_id IS NULL",
    [name],
  );
  const row = food.rows[0];
  if (!row) throw new Error(`no catalog food named ${name}`);
  const grams = portion
    ? (
        await t.database.pool.query<{ grams: number }>(
          "SELECT grams FROM food_portions WHERE food_id = $1 AND name = $2",
          [row.id, portion],
        )
      ).rows[0]?.grams
    : undefined;
  if (portion && grams === undefined) throw new Error(`${name} has no portion ${portion}`);
  return { ...row, portionGrams: grams as number };
}

beforeAll(async () => {
  t = await createTestApp();
  const base = foodFinder(foodsRepository(t.database.db), null);
  // The search as the food analyzer should ask it: with each shared food's Italian name.
  const find = async (query: string): Promise<CatalogFood[]> => {
    const found = await base(query);
    const names = await t.database.pool.query<{ id: number; name_it: string | null }>(
      "SELECT id, name_it FROM foods WHERE id = ANY($1) AND owner_user_id IS NULL",
      [found.map((f) => f.id)],
    );
    const italian = new Map(names.rows.map((r) => [r.id, r.name_it]));
    return found.map((f) => ({ ...f, nameIt: italian.get(f.id) ?? null }));
  };
  describeIn = (text, locale) => describeMeal(text, find, locale);
});
afterAll(async () => t.close());

describe("describeMeal in Italian", () => {
  it("reads '2 uova, una fetta di pane e 200 g di petto di pollo' item by item, named in Italian", async () => {
    const meal = await describeIn("2 uova, una fetta di pane e 200 g di petto di pollo", "it");
    const egg = await catalogRow("Egg, whole, raw", "1 medium egg");
    const bread = await catalogRow("Bread, Italian (pane comune)", "1 slice");
    const chicken = await catalogRow("Chicken breast, roasted, skinless");
    expect(meal.unrecognised).toEqual([]);
    expect(meal.foods.map((f) => [f.typed, f.foodId, f.grams])).toEqual([
      ["2 uova", egg.id, 2 * egg.portionGrams],
      ["una fetta di pane", bread.id, bread.portionGrams],
      ["200 g di petto di pollo", chicken.id, 200],
    ]);
    expect(egg.name_it && bread.name_it && chicken.name_it).toBeTruthy();
    expect(meal.foods.map((f) => f.name)).toEqual([egg.name_it, bread.name_it, chicken.name_it]);
    expect(meal.foods[2]?.calories).toBe(Math.round((chicken.calories * 200) / 100));
    expect(meal.benefits[0]).toBe(`Proteine: ${Math.round(meal.totalProteins)} g`);
    expect(meal.benefits.slice(1).every((b) => / del valore giornaliero$/.test(b))).toBe(true);
    // Eggs' cholesterol: a third of a day's limit and more, said in Italian.
    expect(meal.concerns).toEqual([
      expect.stringMatching(/^Colesterolo: (almeno )?\d+ mg, il \d+% del valore giornaliero$/),
    ]);
  });

  it("reads 'un piatto di pasta al pomodoro', 'mezzo litro di latte' and 'una mela e un caffè'", async () => {
    const pasta = await catalogRow("Pasta al pomodoro", "1 large plate");
    const plate = await describeIn("un piatto di pasta al pomodoro", "it");
    expect(plate.foods).toMatchObject([{ foodId: pasta.id, grams: pasta.portionGrams, name: pasta.name_it }]);

    const milk = await catalogRow("Milk, whole (3.25% fat)");
    const half = await describeIn("mezzo litro di latte", "it");
    expect(half.foods).toMatchObject([{ foodId: milk.id, grams: 500, portion: "0,5 l (500 ml)", name: milk.name_it }]);
    expect(half.concerns).toEqual([expect.stringMatching(/^Grassi saturi: 9,\d g, il \d+% del valore giornaliero$/)]);

    const apple = await catalogRow("Apple, raw", "1 medium apple");
    const espresso = await catalogRow("Espresso", "1 espresso");
    const two = await describeIn("una mela e un caffè", "it");
    expect(two.foods.map((f) => [f.typed, f.foodId, f.grams, f.name])).toEqual([
      ["una mela", apple.id, apple.portionGrams, apple.name_it],
      ["un caffè", espresso.id, espresso.portionGrams, espresso.name_it],
    ]);
    // The size after the food, as Italian says it.
    const large = await catalogRow("Apple, raw", "1 large apple");
    const big = await describeIn("una mela grande", "it");
    expect(big.foods).toMatchObject([{ foodId: apple.id, grams: large.portionGrams, assumed: null }]);
  });

  it("says in Italian what it took for granted and what it could not read", async () => {
    const meal = await describeIn("del pane, 200 g, 2 fette di unicornogiallo", "it");
    expect(meal.foods).toHaveLength(1);
    expect(meal.foods[0]?.assumed).toMatch(/^Quantità non indicata: è stata presa la porzione .+\.$/);
    expect(meal.unrecognised).toEqual([
      { typed: "200 g", reason: "Non è indicato nessun alimento." },
      { typed: "2 fette di unicornogiallo", reason: "Non trovato nel database degli alimenti." },
    ]);
    const tooMuch = await describeIn("6 kg di pane", "it");
    expect(tooMuch.unrecognised).toEqual([{ typed: "6 kg di pane", reason: "Più di 5 kg: controlla la quantità." }]);
  });

  it("answers the same Italian meal in English when asked in English: English names and texts", async () => {
    const meal = await describeIn("2 uova, del pane", "en");
    expect(meal.foods.map((f) => f.name)).toEqual(["Egg, whole, raw", "Bread, Italian (pane comune)"]);
    expect(meal.foods[1]?.assumed).toMatch(/^No amount given: .+ was taken\.$/);
  });
});

describe("POST /api/analyze-food-text with Accept-Language: it", () => {
  it("finds the foods of Italian meals and weighs them", async () => {
    let address = 0;
    const post = (description: string) =>
      new TestClient(t.app, `10.91.0.${++address}`).post(
        "/api/analyze-food-text",
        { description },
        { "accept-language": "it" },
      );
    const egg = await catalogRow("Egg, whole, raw", "1 medium egg");
    const bread = await catalogRow("Bread, Italian (pane comune)", "1 slice");
    const chicken = await catalogRow("Chicken breast, roasted, skinless");
    const res = await post("2 uova, una fetta di pane e 200 g di petto di pollo");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().analysis.foods.map((f: { foodId: number; grams: number }) => [f.foodId, f.grams])).toEqual([
      [egg.id, 2 * egg.portionGrams],
      [bread.id, bread.portionGrams],
      [chicken.id, 200],
    ]);
    // Answered in Italian: the foods' Italian names, not the database's English ones.
    const names = res.json().analysis.foods.map((f: { name: string }) => f.name);
    expect(names).toHaveLength(3);
    expect(names.join(" | ")).not.toMatch(/Egg|Bread|Chicken/);
    expect(names[0]).toMatch(/^Uov/);
    const milk = await post("mezzo litro di latte");
    expect(milk.json().analysis.foods).toMatchObject([{ typed: "mezzo litro di latte", grams: 500 }]);
    const pasta = await catalogRow("Pasta al pomodoro", "1 large plate");
    const plate = await post("un piatto di pasta al pomodoro");
    expect(plate.json().analysis.foods).toMatchObject([{ foodId: pasta.id, grams: pasta.portionGrams }]);
  });
});
