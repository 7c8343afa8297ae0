import type { Page } from "playwright-core";
import { expect as vexpect } from "vitest";
import type { Food } from "../../src/shared/contracts/foods.js";
import { nutrientsFor } from "../../src/shared/domain/food-math.js";
import { BROWSER_TIME_ZONE } from "./browser.js";
import { HomePage } from "./home-page.js";
import { registerNewUser } from "./register.js";

/** Helpers of the food journeys (foods.e2e.ts, food-copies.e2e.ts). */

/** Registers through the form and opens the Meals tab with its food form. */
export async function registerOnMealsTab(page: Page): Promise<HomePage> {
  await registerNewUser(page);
  const home = new HomePage(page);
  await home.tab("Meals");
  await home.foodForm.waitFor();
  return home;
}

/** The API as the signed-in page sees it (same cookies). */
export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { "X-Time-Zone": BROWSER_TIME_ZONE } });
  vexpect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const firstPortionKcal = (food: Food) => nutrientsFor(food.per100, food.portions[0]?.grams ?? 100).calories;

export async function expectTodayCalories(home: HomePage, kcal: number) {
  await home.tab("Dashboard");
  await home.totalCard("calories").getByText(String(kcal), { exact: true }).waitFor();
  await home.tab("Meals");
}
