import { and, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import type { ExportData } from "../../../shared/contracts/export.js";
import { foodPortions, foods, goals, profiles, recipeIngredients } from "../../db/schema/index.js";
import { cleanText } from "./meal-rows.js";
import type { MacrowiseBundle } from "./read/parsed.js";
import type { ExtraOutcome, ImportExtras, LinkRow, Transaction } from "./store-repository.js";

type ExportFood = ExportData["foods"][number];
type ExportRecipe = ExportData["recipes"][number];

const goalKey = (goal: ExportData["goals"][number]) => `macrowise:goal:${goal.createdAt}|${goal.name}`;
const foodKey = (food: { createdAt: string; name: string }) => `macrowise:food:${food.createdAt}|${food.name}`;
const PROFILE_KEY = "macrowise:profile";

/** The columns of a food row from an exported food's composition (recipes' is as computed there). */
function foodValues(userId: number, food: ExportFood | ExportRecipe, kind: "custom" | "recipe") {
  return {
    ownerUserId: userId,
    kind,
    name: cleanText(food.name, 200) ?? "Imported food",
    basis: food.basis,
    ...food.per100,
    servings: "servings" in food ? food.servings : null,
    createdAt: new Date(food.createdAt),
    updatedAt: new Date(food.updatedAt),
  };
}

/** Shared foods of the export found on this server: a built-in one by its slug, a scanned one by its barcode. */
async function catalogIds(tx: Transaction, catalog: ExportData["catalogFoods"]): Promise<Map<number, number>> {
  const slugs = catalog.flatMap((food) => (food.slug ? [food.slug] : []));
  const barcodes = catalog.flatMap((food) => (food.barcode ? [food.barcode] : []));
  if (slugs.length === 0 && barcodes.length === 0) return new Map();
  const found = await tx
    .select({ id: foods.id, slug: foods.slug, barcode: foods.barcode })
    .from(foods)
    .where(
      and(
        isNull(foods.ownerUserId),
        or(
          slugs.length ? inArray(foods.slug, slugs) : sql`false`,
          barcodes.length ? inArray(foods.barcode, barcodes) : sql`false`,
        ),
      ),
    );
  const ids = new Map<number, number>();
  for (const food of catalog) {
    const match = found.find(
      (row) => (food.slug && row.slug === food.slug) || (food.barcode && row.barcode === food.barcode),
    );
    if (match) ids.set(food.id, match.id);
  }
  return ids;
}

/** Own foods and recipes, each once (a key an earlier import stored maps to the food it made). */
async function importFoods(
  tx: Transaction,
  userId: number,
  bundle: MacrowiseBundle,
  link: LinkRow,
  earlier: Map<string, number>,
  foodIds: Map<number, number>,
): Promise<number> {
  let created = 0;
  const newRecipes: ExportRecipe[] = [];
  const all: [ExportFood | ExportRecipe, "custom" | "recipe"][] = [
    ...bundle.foods.map((food) => [food, "custom"] as [ExportFood, "custom"]),
    ...bundle.recipes.map((recipe) => [recipe, "recipe"] as [ExportRecipe, "recipe"]),
  ];
  for (const [food, kind] of all) {
    const before = earlier.get(foodKey(food));
    if (before !== undefined) {
      foodIds.set(food.id, before);
      continue;
    }
    // A barcode is unique on a server: kept only if no food here has it yet.
    const barcode = "barcode" in food && food.barcode ? food.barcode : null;
    const taken = barcode
      ? (await tx.select({ id: foods.id }).from(foods).where(eq(foods.barcode, barcode))).length
      : 0;
    const [row] = await tx
      .insert(foods)
      .values({ ...foodValues(userId, food, kind), barcode: taken ? null : barcode })
      .returning({ id: foods.id });
    if (!row) continue;
    created += 1;
    foodIds.set(food.id, row.id);
    link("food", foodKey(food), row.id);
    const portions = food.portions.filter((portion) => portion.grams > 0);
    if (portions.length)
      await tx
        .insert(foodPortions)
        .values(portions.map((p) => ({ foodId: row.id, name: p.name, grams: p.grams, position: p.position })));
    if (kind === "recipe") newRecipes.push(food as ExportRecipe);
  }
  for (const recipe of newRecipes) {
    const recipeId = foodIds.get(recipe.id) as number;
    const ingredients = recipe.ingredients.flatMap((ingredient) => {
      const foodId = foodIds.get(ingredient.foodId);
      return foodId !== undefined && foodId !== recipeId && ingredient.grams > 0
        ? [{ recipeId, foodId, grams: ingredient.grams, position: ingredient.position }]
        : [];
    });
    if (ingredients.length) await tx.insert(recipeIngredients).values(ingredients);
  }
  return created;
}

/** Goals as they were; imported beside an active goal of this account, they come in inactive. */
async function importGoals(
  tx: Transaction,
  userId: number,
  bundle: MacrowiseBundle,
  link: LinkRow,
  earlier: Map<string, number>,
) {
  const [active] = await tx
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.isActive, true)));
  let hasActive = active !== undefined;
  let created = 0;
  for (const goal of bundle.goals) {
    if (earlier.has(goalKey(goal))) continue;
    const isActive = goal.isActive && !hasActive;
    hasActive ||= isActive;
    const [row] = await tx
      .insert(goals)
      .values({
        userId,
        name: cleanText(goal.name, 200) ?? "Imported goal",
        calories: Math.max(1, Math.round(goal.calories)),
        proteins: Math.max(0, Math.round(goal.proteins)),
        carbs: Math.max(0, Math.round(goal.carbs)),
        fats: Math.max(0, Math.round(goal.fats)),
        startDate: goal.startDate.slice(0, 10),
        endDate: goal.endDate ? goal.endDate.slice(0, 10) : null,
        description: cleanText(goal.description, 1000),
        isActive,
        createdAt: new Date(goal.createdAt),
        updatedAt: new Date(goal.updatedAt),
      })
      .returning({ id: goals.id });
    if (row) {
      created += 1;
      link("goal", goalKey(goal), row.id);
    }
  }
  return created;
}

/** The profile, only into an account that has none (a profile the person made wins). */
async function importProfile(
  tx: Transaction,
  userId: number,
  bundle: MacrowiseBundle,
  link: LinkRow,
): Promise<boolean> {
  const profile = bundle.profile as Record<string, unknown> | null;
  if (!profile) return false;
  // Every stored column the exported profile has (its computed BMI and energy figures are not columns).
  const columns = Object.keys(getTableColumns(profiles)).filter(
    (key) => !["id", "userId", "createdAt", "updatedAt"].includes(key),
  );
  const values = Object.fromEntries(columns.flatMap((key) => (key in profile ? [[key, profile[key]]] : [])));
  const [row] = await tx
    .insert(profiles)
    .values({ ...(values as typeof profiles.$inferInsert), userId })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  if (!row) return false;
  link("profile", PROFILE_KEY, row.id);
  return true;
}

/** Macrowise's own export beyond meals and body rows: own foods and recipes, goals and the profile. */
export function macrowiseExtras(userId: number, bundle: MacrowiseBundle): ImportExtras {
  return async (tx, link, earlier): Promise<ExtraOutcome> => {
    const foodIds = await catalogIds(tx, bundle.catalogFoods);
    const createdFoods = await importFoods(tx, userId, bundle, link, earlier, foodIds);
    const createdGoals = await importGoals(tx, userId, bundle, link, earlier);
    const profile = await importProfile(tx, userId, bundle, link);
    return { counts: { goals: createdGoals, foods: createdFoods, profile }, foodIds };
  };
}
