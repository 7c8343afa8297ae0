import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DescribedMeal } from "../../../shared/contracts/meal-description.js";
import { describeMeal } from "../../integrations/ai/builtin/describe-meal.js";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.js";
import { foodsRepository } from "../foods/repository.js";
import { foodFinder } from "./food-finder.js";

/** The built-in assistant against the real catalog (8,909 foods seeded into the test database). */
let database: TestDatabase;
let describeAs: (text: string) => Promise<DescribedMeal>;

beforeAll(async () => {
  database = await createTestDatabase();
  const repo = foodsRepository(database.db);
  describeAs = (text) => describeMeal(text, foodFinder(repo, null));
});
afterAll(async () => database.drop());

/** A food's numbers per 100 g and one portion's grams, read straight from the tables. */
async function catalogRow(name: string, portion?: string) {
  const food = await database.pool.query<{
    id: number;
    calories: number;
    proteins: number;
    carbs: number;
    fats: number;
  }>("SELECT id, calories, proteins, carbs, fats FROM foods WHERE name = $1 AND owner_user_id IS NULL", [name]);
  const row = food.rows[0];
  if (!row) throw new Error(`no catalog food named ${name}`);
  const grams = portion
    ? (
        await database.pool.query<{ grams: number }>(
          "SELECT grams FROM food_portions WHERE food_id = $1 AND name = $2",
          [row.id, portion],
        )
      ).rows[0]?.grams
    : undefined;
  return { ...row, portionGrams: grams };
}

const kcal = (per100: number, grams: number) => Math.round((per100 * grams) / 100);

describe("describeMeal on the real catalog", () => {
  it("answers '2 eggs, a slice of toast with butter' item by item, weighed by the foods' own portions", async () => {
    const meal = await describeAs("2 eggs, a slice of toast with butter");
    expect(meal.unrecognised).toEqual([]);
    expect(meal.foods.map((f) => [f.typed, f.name])).toEqual([
      ["2 eggs", "Egg, whole, raw"],
      ["a slice of toast", "Bread, white"],
      ["butter", "Butter"],
    ]);
    const egg = await catalogRow("Egg, whole, raw", "1 medium egg");
    const bread = await catalogRow("Bread, white", "1 slice");
    const [eggs, toast, butter] = meal.foods;
    expect(eggs).toMatchObject({ grams: 2 * (egg.portionGrams as number), foodId: egg.id, assumed: null });
    expect(eggs?.calories).toBe(kcal(egg.calories, eggs?.grams as number));
    expect(toast).toMatchObject({
      grams: bread.portionGrams,
      calories: kcal(bread.calories, bread.portionGrams as number),
    });
    // No amount was given for the butter: the answer takes a usual portion and says which.
    expect(butter?.assumed).toMatch(/^No amount given: .+ was taken\.$/);
    expect(meal.totalCalories).toBe(meal.foods.reduce((sum, f) => sum + f.calories, 0));
    expect(meal.totalProteins).toBe(meal.foods.reduce((sum, f) => sum + f.proteins, 0));
    expect(meal.totalCarbs).toBe(meal.foods.reduce((sum, f) => sum + f.carbs, 0));
    expect(meal.totalFats).toBe(meal.foods.reduce((sum, f) => sum + f.fats, 0));
  });

  it("answers '200 g chicken breast and a cup of rice' with the weight typed and the rice's cup", async () => {
    const meal = await describeAs("200 g chicken breast and a cup of rice");
    const chicken = await catalogRow("Chicken breast, roasted, skinless");
    const rice = await catalogRow("Rice, white, cooked", "1 cup");
    expect(meal.foods).toMatchObject([
      { typed: "200 g chicken breast", grams: 200, calories: kcal(chicken.calories, 200), portion: "200 g" },
      { typed: "a cup of rice", grams: rice.portionGrams, calories: kcal(rice.calories, rice.portionGrams as number) },
    ]);
    expect(meal.totalCalories).toBe(kcal(chicken.calories, 200) + kcal(rice.calories, rice.portionGrams as number));
    expect(meal.benefits.some((b) => b.startsWith("Protein: "))).toBe(true);
  });

  it("keeps a dish named with 'and' whole, and splits foods joined by 'and' or 'with'", async () => {
    const dish = await describeAs("mac and cheese");
    expect(dish.foods.map((f) => f.name)).toEqual(["Macaroni and cheese"]);
    const two = await describeAs("fish and chips");
    expect(two.foods.map((f) => f.typed)).toEqual(["fish", "chips"]);
  });

  it("says what it did not recognise, and counts the rest", async () => {
    const meal = await describeAs("unicorn steak and 2 apples, 200 g");
    expect(meal.foods.map((f) => f.typed)).toEqual(["2 apples"]);
    expect(meal.unrecognised).toEqual([
      { typed: "unicorn steak", reason: "Not found in the food database." },
      { typed: "200 g", reason: "No food is named." },
    ]);
    expect(meal.totalCalories).toBe(meal.foods[0]?.calories);
  });

  it("names the words a closest match lacks, and calls a name with no word matched unrecognised", async () => {
    const meal = await describeAs("my mom's apple pie, moon dust");
    expect(meal.foods[0]).toMatchObject({ name: "Apple pie" });
    expect(meal.foods[0]?.assumed).toMatch(/^Closest match: its name has no “mom”\./);
    expect(meal.unrecognised).toEqual([{ typed: "moon dust", reason: "Not found in the food database." }]);
    // A typo is no missing word: "chiken" is chicken.
    expect((await describeAs("200 g chiken breast")).foods[0]?.assumed).toBeNull();
  });

  it("does not search for a part longer than any food's name", async () => {
    let searches = 0;
    const repo = foodsRepository(database.db);
    const counted = foodFinder(repo, null);
    const meal = await describeMeal(`2 eggs, ${"y".repeat(101)}`, (query) => {
      searches++;
      return counted(query);
    });
    expect(meal.foods.map((f) => f.typed)).toEqual(["2 eggs"]);
    expect(meal.unrecognised).toEqual([{ typed: "y".repeat(101), reason: "Not found in the food database." }]);
    expect(searches).toBe(1);
  });

  it("refuses an amount over 5 kg instead of counting it", async () => {
    const meal = await describeAs("1000 eggs");
    expect(meal.foods).toEqual([]);
    expect(meal.unrecognised[0]?.reason).toMatch(/More than 5 kg/);
  });

  it("reads milliliters of a drink as its ml and a named piece the food does not know as a stated volume", async () => {
    const juice = await describeAs("250 ml orange juice");
    expect(juice.foods[0]).toMatchObject({ grams: 250, basis: "ml", assumed: null });
    const bowl = await describeAs("a bowl of rice");
    expect(bowl.foods[0]?.assumed).toMatch(/A bowl was taken as 250 ml/);
  });
});
