import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, it, expect as vexpect } from "vitest";
import { aiMessages } from "../src/shared/contracts/ai.js";
import type { DescribedMeal } from "../src/shared/contracts/meal-description.js";
import { AuthPage } from "./support/auth-page.js";
import { setupBrowser, uniqueName } from "./support/browser.js";
import { withE2eDatabase } from "./support/database.js";
import { HomePage } from "./support/home-page.js";

/** At a phone's width: the analyzer is on the landing page and the profile card, people open it there. */
const b = setupBrowser({ viewport: { width: 390, height: 844 } });

/** A guest's one free analysis is counted per address, and every journey comes from 127.0.0.1. */
const forgetGuestAnalyses = () => withE2eDatabase((client) => client.query("DELETE FROM guest_analyses"));
beforeEach(forgetGuestAnalyses);
afterEach(forgetGuestAnalyses);

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function tempFile(name: string, bytes: Buffer | string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-analyzer-e2e-"));
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return file;
}

/** The page is exactly as wide as the screen. */
async function fits(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  vexpect(scrollWidth, `${where}: ${scrollWidth} px wide at ${innerWidth} px`).toBe(innerWidth);
}

/** Types a meal, presses Analyze and returns what the server answered. */
async function analyse(page: Page, description: string): Promise<DescribedMeal> {
  await page.getByLabel("What did you eat?").fill(description);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/analyze-food-text"));
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  return (await (await answer).json()).analysis as DescribedMeal;
}

const screenshots = process.env.ANALYZER_SCREENSHOTS;

describe("the food analyzer without a vision model", () => {
  it("answers a guest's typed meal from the food database with per-item and total figures, once", async () => {
    const { page } = b;
    await page.goto("/food-analyzer");
    await page.getByRole("heading", { name: "Food Analyzer", level: 1 }).waitFor();
    await page.getByText("Photos need a vision model").waitFor();
    vexpect(await page.getByRole("button", { name: "Upload Photo" }).count()).toBe(0);
    vexpect(await page.getByText("Unlimited food analysis of typed meals").count()).toBe(1);

    // Nothing typed: the field says so and keeps the focus.
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await page.getByText("Please describe what you ate").waitFor();
    vexpect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");

    const meal = await analyse(
      page,
      "2 eggs, a slice of toast with butter\n200 g chicken breast and a cup of rice\nunicorn steak",
    );
    const totals = page.getByRole("region", { name: "Totals" });
    await totals.getByText(`${meal.totalCalories} kcal`, { exact: true }).first().waitFor();
    vexpect(meal.totalCalories).toBe(meal.foods.reduce((sum, food) => sum + food.calories, 0));
    vexpect(meal.totalCalories).toBeGreaterThan(700);
    const foods = page.getByRole("region", { name: "Foods identified" }).getByRole("listitem");
    vexpect(await foods.count()).toBe(5);
    for (const [index, food] of meal.foods.entries()) {
      const row = foods.nth(index);
      await row.getByText(food.name, { exact: true }).waitFor();
      await row.getByText(`“${food.typed}”`).waitFor();
      await row.getByText(`${food.calories} kcal`, { exact: true }).waitFor();
    }
    await page.getByText("“unicorn steak”: Not found in the food database.").waitFor();
    await page.getByText("First Analysis Complete").first().waitFor();
    await fits(page, "results");
    if (screenshots) await page.screenshot({ path: path.join(screenshots, "analyzer-guest.png"), fullPage: true });

    // A second analysis is the anonymous trial's end.
    await page.getByLabel("What did you eat?").fill("an apple");
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    const panel = page.getByRole("alert").filter({ hasText: "Free Trial Used" });
    await panel.getByText(aiMessages.freeTrialUsed).waitFor();
    await panel.getByRole("link", { name: "Create Account" }).waitFor();
    await panel.getByRole("link", { name: "Log In" }).waitFor();
  });

  it("never blocks a signed-in person and keeps 10,000 typed characters inside the page", async () => {
    const { page } = b;
    const name = uniqueName("analyzer");
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
    await page.waitForURL("**/home");
    await page.goto("/food-analyzer");
    for (const text of ["an apple", "a cup of tea, 2 tsp sugar"]) {
      const meal = await analyse(page, text);
      const totals = page.getByRole("region", { name: "Totals" });
      await totals.getByText(`${meal.totalCalories} kcal`, { exact: true }).first().waitFor();
    }
    vexpect(await page.getByText("Free Trial Used").count()).toBe(0);

    await page.getByLabel("What did you eat?").fill("y".repeat(10_000));
    vexpect((await page.getByLabel("What did you eat?").inputValue()).length).toBe(1000);
    await page.getByText("Limit of 1000 characters reached").waitFor();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await page.getByText("Nothing here could be counted").waitFor();
    await page.getByText("No foods identified in this description.").waitFor();
    await fits(page, "10,000 characters");
    if (screenshots) await page.screenshot({ path: path.join(screenshots, "analyzer-user-long.png"), fullPage: true });
  });
});

describe("the food analyzer with a vision model", () => {
  it("opens on the photo, checks it, and still takes a typed meal", async () => {
    const { page } = b;
    const home = new HomePage(page);
    // The e2e server runs the built-in engine: its answers stand in for a configured vision model.
    await page.route("**/api/food-analyzer", (route) => route.fulfill({ json: { photos: true, descriptions: true } }));
    await page.route("**/api/analyze-food-image", (route) =>
      route.fulfill({
        json: {
          success: true,
          needsVisionModel: false,
          error: null,
          analysis: {
            foods: [
              { name: "Spaghetti al pomodoro", portion: "1 plate", calories: 420, proteins: 13, carbs: 78, fats: 7 },
            ],
            totalCalories: 420,
            totalProteins: 13,
            totalCarbs: 78,
            totalFats: 7,
            benefits: [],
            concerns: [],
          },
        },
      }),
    );
    await page.goto("/food-analyzer");
    await page.getByRole("tab", { name: "Photo", selected: true }).waitFor();
    vexpect(await page.getByText("Photos need a vision model").count()).toBe(0);

    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await home.toast("No image").filter({ hasText: aiMessages.noImage }).waitFor();
    await page.getByLabel("Upload a photo").setInputFiles(await tempFile("notes.txt", "not an image"));
    await home.toast("Invalid file").filter({ hasText: aiMessages.invalidImage }).waitFor();
    await page.getByLabel("Upload a photo").setInputFiles(await tempFile("plate.png", TINY_PNG));
    await page.getByRole("img", { name: "Your meal, ready to analyse" }).waitFor();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await page.getByRole("region", { name: "Totals" }).getByText("420 kcal", { exact: true }).first().waitFor();
    await page.getByText("First Analysis Complete").first().waitFor();

    // The words are one tab away, under the same free-trial rule: a guest's second analysis is refused.
    await page.getByRole("tab", { name: "Describe" }).click();
    await page.getByLabel("What did you eat?").fill("2 eggs");
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "Free Trial Used" }).waitFor();
  });
});
