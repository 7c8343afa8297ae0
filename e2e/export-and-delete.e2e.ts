import fs from "node:fs/promises";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { EXPORT_CSV_FORMAT, EXPORT_FORMAT, type ExportData } from "../src/shared/contracts/export.js";
import { expectAccessible, signUp } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";
import { painted } from "./support/screens.js";

const b = setupBrowser({ viewport: { width: 390, height: 844 } });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
}

/** An own food with a portion, a recipe of it, and meals from both and by hand, made through the API. */
async function someData(page: Page): Promise<void> {
  const food = await page.request.post("/api/foods", {
    data: {
      name: "Nonna's granola",
      basis: "g",
      referenceGrams: 45,
      portionName: "1 bowl",
      calories: 200,
      proteins: 5,
      carbs: 30,
      fats: 7,
    },
  });
  vexpect(food.status(), await food.text()).toBe(201);
  const foodId = (await food.json()).id;
  const recipe = await page.request.post("/api/recipes", {
    data: { name: "Granola bowl", servings: 1, ingredients: [{ foodId, grams: 90 }] },
  });
  vexpect(recipe.status(), await recipe.text()).toBe(201);
  for (const data of [
    { foodId, grams: 45, mealType: "breakfast" },
    { foodId: (await recipe.json()).id, grams: 90, mealType: "snack" },
  ]) {
    const meal = await page.request.post("/api/meals/from-food", { data });
    vexpect(meal.status(), await meal.text()).toBe(201);
  }
  const typed = await page.request.post("/api/meals", {
    data: { food: "=Soup, hot", mealType: "dinner", calories: 300, proteins: 10, carbs: 30, fats: 8 },
  });
  vexpect(typed.status(), await typed.text()).toBe(201);
}

describe("your data, from the subscription page of a phone", () => {
  it("downloads everything as JSON and as a ZIP of CSV files, then deletes the account and lands on the home page", async () => {
    const { page } = b;
    const { username } = await signUp(page, "exporter");
    await someData(page);

    await page.goto("/account/subscription");
    await page.getByRole("heading", { name: "Your data and account" }).waitFor();
    await page.getByRole("button", { name: "Export data (JSON)" }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/export-card-390.png`, fullPage: true });
    // Nothing widens the page at 390 px.
    vexpect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const json = await download(page, "Export data (JSON)");
    vexpect(json.name).toMatch(/^macrowise-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.bytes.toString("utf8")) as ExportData;
    vexpect(data.format).toBe(EXPORT_FORMAT);
    vexpect(data.user.username).toBe(username);
    vexpect(data.foods.map((f) => f.name)).toEqual(["Nonna's granola"]);
    vexpect(data.recipes[0]?.ingredients.map((i) => i.foodId)).toEqual([data.foods[0]?.id]);
    const ids = new Set([...data.foods, ...data.recipes].map((f) => f.id));
    vexpect(data.meals.filter((m) => m.foodId !== null).every((m) => ids.has(m.foodId as number))).toBe(true);

    const zip = await download(page, "Export data (CSV, ZIP)");
    vexpect(zip.name).toMatch(/^macrowise-export-\d{4}-\d{2}-\d{2}-csv\.zip$/);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    vexpect(JSON.parse(text("manifest.json")).format).toBe(EXPORT_CSV_FORMAT);
    vexpect(Object.keys(files)).toEqual(
      vexpect.arrayContaining(["meals.csv", "foods.csv", "recipes.csv", "recipe_ingredients.csv", "user.csv"]),
    );
    vexpect(text("meals.csv")).toContain(`'=Soup, hot`);
    vexpect(text("foods.csv")).toContain("Nonna's granola");

    // Leaving: the landing page says so, and nobody is asked to sign in to a page of an account that is gone.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("secret-pass");
    await dialog.getByRole("button", { name: "Delete forever" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Account deleted" });
    await notice.waitFor();
    const url = new URL(page.url());
    vexpect(url.pathname).toBe("/");
    vexpect(url.search).toBe("");
    vexpect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Account deleted");
    vexpect((await page.request.get("/api/user")).status()).toBe(401);
    await expectAccessible(page, "landing after deletion");
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/account-deleted-390.png` });
      await page.emulateMedia({ colorScheme: "dark" });
      await painted(page); // the colours' transitions have ended
      await page.screenshot({ path: `${SHOTS}/account-deleted-390-dark.png` });
      await page.emulateMedia({ colorScheme: "light" });
    }
    // A reload does not say it again.
    await page.reload();
    await page.getByRole("heading", { name: "Know what you eat. Reach your nutrition goals." }).waitFor();
    vexpect(await page.getByText("Account deleted").count()).toBe(0);
  });
});
