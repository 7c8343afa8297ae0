import { describe, it, expect as vexpect } from "vitest";
import { type Food, foodMessages } from "../src/shared/contracts/foods.js";
import { addDays, localDayOf } from "../src/shared/domain/local-day.js";
import { BROWSER_TIME_ZONE, setupBrowser } from "./support/browser.js";
import { api, expectTodayCalories, firstPortionKcal, registerOnMealsTab } from "./support/food-journeys.js";

/** Copying meals between days and barcode look-ups (the food database's journeys: foods.e2e.ts). */
const b = setupBrowser();
const ZONE = BROWSER_TIME_ZONE;

describe("copying and barcodes", () => {
  it("copies yesterday, and one meal type, to today", async () => {
    const { page } = b;
    const home = await registerOnMealsTab(page);
    const form = home.foodForm;
    const yesterday = addDays(localDayOf(new Date(), ZONE), -1);
    const [apple] = await api<Food[]>(page, "/api/foods?q=apple");
    if (!apple) throw new Error("no apple in the catalog");
    const kcal = firstPortionKcal(apple);

    const options = await home.searchFood("apple", /apple/i);
    await options.first().click();
    await form.getByLabel("Meal type").selectOption("lunch");
    await form.getByLabel("Date and time").fill(`${yesterday}T12:30`);
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await home.toast("Meal added").waitFor();
    await home.previousDay();
    await home.mealDay("Yesterday").getByText(`${kcal} kcal`).first().waitFor();
    await expectTodayCalories(home, 0);

    await page.getByRole("button", { name: "Copy yesterday to today" }).click();
    await home.toast("Yesterday copied to today").waitFor();
    await home.mealDay("Today").getByText(`${apple.name} (${apple.portions[0]?.name})`).waitFor();
    await expectTodayCalories(home, kcal);

    // Today has that lunch already: copying it again is asked, not done.
    await home.previousDay();
    await home.mealDay("Yesterday").getByRole("button", { name: "Copy a meal type from Yesterday to today" }).click();
    await page.getByRole("menuitem", { name: /Lunch to today/ }).click();
    const ask = page.getByRole("alertdialog", { name: "Today already has this meal" });
    await ask.getByText("Copy it again?").waitFor();
    await ask.getByRole("button", { name: "Copy anyway" }).click();
    await home.toast("Lunch copied to today").waitFor();
    await expectTodayCalories(home, 2 * kcal);
  });

  it("looks up typed barcodes and shows the server's message", async () => {
    const { page } = b;
    const home = await registerOnMealsTab(page);
    await home.foodForm.getByRole("button", { name: "Scan barcode" }).click();
    const dialog = page.getByRole("dialog", { name: "Scan barcode" });
    const code = dialog.getByLabel("Barcode", { exact: true });
    await code.fill("12ab34");
    vexpect(await code.inputValue()).toBe("1234"); // digits only
    await dialog.getByRole("button", { name: "Look up" }).click();
    await dialog.getByText(foodMessages.barcode, { exact: true }).waitFor();
    await code.fill("4006381333931");
    await dialog.getByRole("button", { name: "Look up" }).click();
    await dialog.getByRole("alert").filter({ hasText: foodMessages.barcodeUnavailable }).waitFor();
  });
});
