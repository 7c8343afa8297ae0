import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import type { Food } from "../src/shared/contracts/foods.js";
import { nutrientsFor } from "../src/shared/domain/food-math.js";
import { addDays, localDayOf } from "../src/shared/domain/local-day.js";
import { formatAmount } from "../src/web/lib/nutrient-format.js";
import { AuthPage } from "./support/auth-page.js";
import { BROWSER_TIME_ZONE, setupBrowser, uniqueName } from "./support/browser.js";
import { HomePage } from "./support/home-page.js";

const b = setupBrowser();
const ZONE = BROWSER_TIME_ZONE;

async function registerNewUser(page: Page): Promise<HomePage> {
  const name = uniqueName("eater");
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
  await page.waitForURL("**/home");
  const home = new HomePage(page);
  await home.tab("Meals");
  await home.foodForm.waitFor();
  return home;
}

describe("micronutrients, from the food database to the day", () => {
  it("logs 1 cup of cottage cheese; the totals and the nutrient panel show it, a typed meal adds nothing invented", async () => {
    const { page } = b;
    const home = await registerNewUser(page);
    const form = home.foodForm;

    // Search, pick, choose the household measure: no grams to type.
    const options = await home.searchFood("cottage cheese", /^Cottage cheese/);
    await options.first().click();
    const pickedName = (await form.getByTestId("selected-food").innerText()).trim();
    const found = (await (await page.request.get("/api/foods?q=cottage%20cheese")).json()) as Food[];
    const cottage = found.find((f) => f.name === pickedName);
    const cup = cottage?.portions.find((p) => p.name === "1 cup");
    if (!cottage || !cup) throw new Error("cottage cheese has no '1 cup' portion");
    await form.getByLabel("Portion").selectOption({ label: `1 cup (${cup.grams} g)` });
    const expected = nutrientsFor(cottage.per100, cup.grams);
    await form.getByTestId("preview-calories").getByText(String(expected.calories)).waitFor();
    // What the cup holds beyond the four numbers, before logging it.
    await form.getByText(/^Vitamins, minerals and more/).click();
    const facts = form.getByTestId("micronutrient-facts");
    await facts.getByText("Calcium").waitFor();
    vexpect(await facts.innerText()).toContain(`${formatAmount(expected.calcium as number)} mg`);
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await home
      .toast("Meal added")
      .filter({ hasText: `${cottage.name} (1 cup): ${expected.calories} kcal` })
      .waitFor();

    // The dashboard: today's totals and the nutrient panel.
    await home.tab("Dashboard");
    await home.totalCard("calories").getByText(String(expected.calories), { exact: true }).waitFor();
    await home.totalCard("proteins").getByText(String(expected.proteins), { exact: true }).waitFor();
    const panel = page.getByTestId("nutrient-panel");
    await panel.getByText("From 1 of 1 meal logged from the food database.").waitFor();
    const calcium = panel.getByTestId("nutrient-calcium");
    await calcium
      .getByTestId("nutrient-amount")
      .getByText(formatAmount(expected.calcium as number))
      .waitFor();
    await panel.getByText(/^Compared with: Daily Values/).waitFor();

    // A meal entered by hand: counted, but it brings no micronutrients.
    await home.tab("Meals");
    await home.addMeal({
      mealType: "dinner",
      food: "Grandma's soup",
      calories: "300",
      proteins: "12",
      carbs: "30",
      fats: "10",
    });
    await home.tab("Dashboard");
    await home
      .totalCard("calories")
      .getByText(String(expected.calories + 300), { exact: true })
      .waitFor();
    await panel
      .getByText("From 1 of 2 meals logged from the food database. 1 entered by hand has no micronutrients.")
      .waitFor();
    vexpect(await calcium.getByTestId("nutrient-amount").innerText()).toBe(formatAmount(expected.calcium as number));
    await calcium.getByText("(some meals do not give this value)").waitFor({ state: "attached" });

    // A day with only a typed meal: every value is "not given", none is 0.
    await home.tab("Meals");
    const yesterday = addDays(localDayOf(new Date(), ZONE), -1);
    await home.addMeal({
      mealType: "lunch",
      food: "Typed salad",
      calories: "200",
      proteins: "5",
      carbs: "10",
      fats: "15",
      when: `${yesterday}T13:00`,
    });
    await home.previousDay();
    await home.mealDay("Yesterday").getByRole("button", { name: "Nutrients of Yesterday" }).click();
    const dialog = page.getByRole("dialog", { name: "Nutrients, Yesterday" });
    await dialog
      .getByText("From 0 of 1 meal logged from the food database. 1 entered by hand has no micronutrients.")
      .waitFor();
    vexpect(await dialog.getByTestId("nutrient-calcium").innerText()).toContain("not given");
    vexpect(await dialog.getByTestId("nutrient-amount").count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });
});
