/** Test helpers: the real catalog from foods.csv and a NutritionContext builder. */
import fs from "node:fs";
import path from "node:path";
import { parseItalianNames } from "../../../features/foods/catalog/italian-names.js";
import { parseCatalog } from "../../../features/foods/catalog/parse-catalog.js";
import type { NutritionContext } from "../provider.js";
import { type BuiltinFood, builtinFoodsFromCatalog } from "./foods.js";

const csvPath = path.join(import.meta.dirname, "../../../features/foods/catalog/foods.csv");
const italianPath = path.join(import.meta.dirname, "../../../features/foods/catalog/foods-it.csv");

let cached: BuiltinFood[] | null = null;

export function loadCatalog(): BuiltinFood[] {
  const italian = parseItalianNames(fs.readFileSync(italianPath, "utf8"));
  cached ??= builtinFoodsFromCatalog(
    parseCatalog(fs.readFileSync(csvPath, "utf8")),
    new Map(italian.map((n) => [n.key, n.name])),
  );
  return cached;
}

export function makeContext(overrides: Partial<NutritionContext> = {}): NutritionContext {
  return {
    username: "ada",
    timeZone: "Europe/Rome",
    today: "2025-03-09",
    localTime: "19:30",
    totalsToday: { calories: 1400, proteins: 87, carbs: 160, fats: 45 },
    mealsToday: [
      { food: "Oatmeal with berries", mealType: "breakfast", calories: 500, proteins: 30, carbs: 60, fats: 15 },
      { food: "Chicken salad & bread", mealType: "lunch", calories: 900, proteins: 57, carbs: 100, fats: 30 },
    ],
    activeGoal: { name: "Cut", calories: 2000, proteins: 150, carbs: 200, fats: 65 },
    profile: { age: 34, gender: "female", weight: 62, height: 170, activityLevel: "moderate" },
    weekAverage: { calories: 2300, proteins: 110, carbs: 250, fats: 70, daysLogged: 5 },
    ...overrides,
  };
}

export const emptyDay = {
  totalsToday: { calories: 0, proteins: 0, carbs: 0, fats: 0 },
  mealsToday: [],
} satisfies Partial<NutritionContext>;
