/**
 * The Italian dishes and foods issue 28 added to the curated catalog (foods.csv), each computed
 * from a typical recipe of the catalog's own foods (italian-dishes.tsv), so every figure says where
 * it comes from: the ingredients' rows (USDA SR28 / CREA values, see foods.csv's header), weighed
 * as listed, divided by the dish's weight after cooking.
 *
 *   npm run -s catalog:italian-dishes     prints the rows foods.csv holds for them
 *
 * italian-dishes.unit.test.ts checks that foods.csv holds exactly these figures.
 */
import fs from "node:fs";
import path from "node:path";
import { csvField } from "../../src/server/features/foods/catalog/csv.js";
import { type CuratedFood, parseCatalog } from "../../src/server/features/foods/catalog/parse-catalog.js";

export interface DishRecipe {
  slug: string;
  name: string;
  aliases: string[];
  category: string;
  portions: string;
  /** Weight of the finished dish when cooking changes it (water lost in the oven); else the sum. */
  cookedGrams: number | null;
  /** Catalog slug and grams. */
  ingredients: [string, number][];
}

export interface DishFigures {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
  fiber: number;
}

export const FOODS_CSV = path.join(import.meta.dirname, "../../src/server/features/foods/catalog/foods.csv");
export const RECIPES_TSV = path.join(import.meta.dirname, "italian-dishes.tsv");

export function parseRecipes(text: string): DishRecipe[] {
  const rows = text.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return rows.slice(1).map((line) => {
    const [slug = "", name = "", aliases = "", category = "", portions = "", cooked = "", ingredients = ""] =
      line.split("\t");
    return {
      slug,
      name,
      aliases: aliases.split("|"),
      category,
      portions,
      cookedGrams: cooked === "" ? null : Number(cooked),
      ingredients: ingredients.split("|").map((item) => {
        const [food = "", grams = ""] = item.split(":");
        return [food, Number(grams)] as [string, number];
      }),
    };
  });
}

export const ITALIAN_DISHES = parseRecipes(fs.readFileSync(RECIPES_TSV, "utf8"));

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Per 100 g of the finished dish, from its ingredients' rows (whole kcal, grams to one decimal). */
export function dishFigures(recipe: DishRecipe, bySlug: Map<string, DishFigures>): DishFigures {
  const sum = { calories: 0, proteins: 0, carbs: 0, fats: 0, fiber: 0 };
  let weight = 0;
  for (const [slug, grams] of recipe.ingredients) {
    const food = bySlug.get(slug);
    if (!food) throw new Error(`${recipe.slug}: no catalog food '${slug}'`);
    for (const key of Object.keys(sum) as (keyof DishFigures)[]) sum[key] += (food[key] * grams) / 100;
    weight += grams;
  }
  const per100 = 100 / (recipe.cookedGrams ?? weight);
  return {
    calories: Math.round(sum.calories * per100),
    proteins: oneDecimal(sum.proteins * per100),
    carbs: oneDecimal(sum.carbs * per100),
    fats: oneDecimal(sum.fats * per100),
    fiber: oneDecimal(sum.fiber * per100),
  };
}

/** Every dish's figures, in order, from the catalog's other foods and the dishes above it. */
export function computeDishes(others: CuratedFood[]): Map<string, DishFigures> {
  const bySlug = new Map<string, DishFigures>(others.map((food) => [food.slug, food]));
  const computed = new Map<string, DishFigures>();
  for (const recipe of ITALIAN_DISHES) {
    const figures = dishFigures(recipe, bySlug);
    bySlug.set(recipe.slug, figures);
    computed.set(recipe.slug, figures);
  }
  return computed;
}

if (process.argv[1] === import.meta.filename) {
  const slugs = new Set(ITALIAN_DISHES.map((dish) => dish.slug));
  const others = parseCatalog(fs.readFileSync(FOODS_CSV, "utf8")).filter((food) => !slugs.has(food.slug));
  const figures = computeDishes(others);
  for (const recipe of ITALIAN_DISHES) {
    const f = figures.get(recipe.slug);
    if (!f) continue;
    const row = [recipe.slug, csvField(recipe.name), recipe.aliases.join("|"), recipe.category, "g"];
    console.log(
      [...row, f.calories, f.proteins, f.carbs, f.fats, f.fiber, recipe.portions, "typical recipe", ""].join(","),
    );
  }
}
