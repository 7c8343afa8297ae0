import { describe, expect, it } from "vitest";
import { type MealSuggestion, mealSuggestionSchema } from "../../../../shared/contracts/ai.js";
import { mealTypes } from "../../../../shared/contracts/meals.js";
import { createMealPlanner } from "./meal-builder.js";
import { createBuiltinProvider } from "./provider.js";
import { mealTarget } from "./targets.js";
import { emptyDay, loadCatalog, makeContext } from "./test-support.js";

const catalog = loadCatalog();
const planner = createMealPlanner(catalog);
const byName = new Map(catalog.map((f) => [f.name, f]));

/** Recomputes a suggestion's numbers from its ingredients, rounded once at the end. */
function fromIngredients(s: MealSuggestion) {
  const sum = { calories: 0, proteins: 0, carbs: 0, fats: 0, fiber: 0 };
  for (const { name, grams } of s.ingredients) {
    const food = byName.get(name);
    if (!food) throw new Error(`unknown ingredient ${name}`);
    sum.calories += (food.per100.calories * grams) / 100;
    sum.proteins += (food.per100.proteins * grams) / 100;
    sum.carbs += (food.per100.carbs * grams) / 100;
    sum.fats += (food.per100.fats * grams) / 100;
    sum.fiber += (food.per100.fiber * grams) / 100;
  }
  return {
    calories: Math.round(sum.calories),
    proteins: Math.round(sum.proteins),
    carbs: Math.round(sum.carbs),
    fats: Math.round(sum.fats),
    fiber: Math.round(sum.fiber),
  };
}

describe("meal suggestions", () => {
  it("fit the remaining budget: goal 2000, 1400 eaten -> dinner of about 600 kcal", () => {
    const context = makeContext();
    expect(mealTarget(context, "dinner").calories).toBe(600);
    const suggestions = planner.suggest(context, "dinner");
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) {
      expect(s.mealType).toBe("dinner");
      expect(s.calories).toBeLessThanOrEqual(630);
      expect(Math.abs(s.calories - 600)).toBeLessThanOrEqual(120);
      expect(s.description).toMatch(/^About \d+ kcal and \d+ g protein, /);
    }
  });

  it("take the meal type's share of the day when plenty remains", () => {
    const morning = makeContext({ ...emptyDay, localTime: "08:00" });
    for (const s of planner.suggest(morning, "breakfast")) expect(Math.abs(s.calories - 500)).toBeLessThanOrEqual(75);
    for (const s of planner.suggest(morning, "snack")) expect(Math.abs(s.calories - 200)).toBeLessThanOrEqual(30);
    for (const s of planner.suggest(morning, "lunch")) expect(Math.abs(s.calories - 700)).toBeLessThanOrEqual(105);
  });

  it("use the profile's TDEE without a goal, and 2000 kcal without either", () => {
    const profileOnly = makeContext({ ...emptyDay, activeGoal: null });
    const target = mealTarget(profileOnly, "dinner");
    // female, 62 kg, 170 cm, 34 years, moderate: Harris-Benedict x 1.55 = 2171 kcal.
    expect(target.day).toMatchObject({ basis: "profile", calories: 2171 });
    expect(target.calories).toBeCloseTo(2171 * 0.35, 5);
    const nothing = makeContext({ ...emptyDay, activeGoal: null, profile: null });
    expect(mealTarget(nothing, "dinner").calories).toBe(700);
    const [first] = planner.suggest(nothing, "dinner");
    expect(first?.description).toContain("default 2,000 kcal day");
  });

  it("suggest light options of about 150 kcal when nothing remains", () => {
    const over = makeContext({ totalsToday: { calories: 2100, proteins: 150, carbs: 200, fats: 70 } });
    const suggestions = planner.suggest(over, "dinner");
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) {
      expect(s.calories).toBeGreaterThanOrEqual(100);
      expect(s.calories).toBeLessThanOrEqual(200);
      expect(s.description).toContain("light option");
    }
  });

  it("add up exactly to the sum of their ingredients", () => {
    const contexts = [makeContext(), makeContext({ ...emptyDay, activeGoal: null, localTime: "08:15" })];
    let checked = 0;
    for (const context of contexts) {
      for (const type of [...mealTypes, null]) {
        for (const s of planner.suggest(context, type)) {
          expect(mealSuggestionSchema.parse(s)).toEqual(s);
          expect(s.ingredients.length).toBeGreaterThan(0);
          expect(fromIngredients(s)).toEqual({
            calories: s.calories,
            proteins: s.proteins,
            carbs: s.carbs,
            fats: s.fats,
            fiber: s.fiber,
          });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it("are 3 distinct suggestions with distinct main foods", () => {
    for (const type of mealTypes) {
      const suggestions = planner.suggest(makeContext({ ...emptyDay }), type);
      expect(suggestions).toHaveLength(3);
      expect(new Set(suggestions.map((s) => s.name)).size).toBe(3);
      expect(new Set(suggestions.map((s) => s.ingredients[0]?.name)).size).toBe(3);
    }
  });

  it("are deterministic, whatever the catalog's order, and rotate with the date", async () => {
    const context = makeContext();
    const shuffled = createMealPlanner([...catalog].reverse());
    expect(planner.suggest(context, "lunch")).toEqual(planner.suggest(context, "lunch"));
    expect(shuffled.suggest(context, "lunch")).toEqual(planner.suggest(context, "lunch"));
    const provider = createBuiltinProvider({ catalog });
    expect(await provider.mealSuggestions(context, "lunch")).toEqual(planner.suggest(context, "lunch"));

    const names = (today: string) => planner.suggest(makeContext({ today }), "lunch").map((s) => s.name);
    const days = ["2025-03-09", "2025-03-10", "2025-03-11"].map((d) => names(d).join("|"));
    expect(new Set(days).size).toBeGreaterThan(1);
  });

  it("without a meal type, give one per meal type still ahead at the local time", () => {
    const morning = planner.suggest(makeContext({ ...emptyDay, localTime: "08:00" }), null);
    expect(morning.map((s) => s.mealType)).toEqual(["breakfast", "lunch", "dinner"]);
    const evening = planner.suggest(makeContext({ localTime: "19:30" }), null);
    expect(evening.map((s) => s.mealType)).toEqual(["dinner", "dinner", "dinner"]);
    // Shared among the meals ahead: lunch and dinner together stay within what remains.
    const noon = planner.suggest(makeContext({ ...emptyDay, localTime: "12:30" }), null);
    expect(noon.map((s) => s.mealType)).toEqual(["lunch", "snack", "dinner"]);
    expect(noon.reduce((sum, s) => sum + s.calories, 0)).toBeLessThanOrEqual(2000 * 1.1);
  });

  it("name meals from their foods", () => {
    for (const s of planner.suggest(makeContext({ ...emptyDay }), "dinner")) {
      expect(s.name).toMatch(/^[A-Z]/);
      expect(s.name.length).toBeLessThan(90);
    }
  });
});
