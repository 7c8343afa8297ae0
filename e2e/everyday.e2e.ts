import type { Locator, Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import type { Food } from "../src/shared/contracts/foods.js";
import { mealMessages } from "../src/shared/contracts/meals.js";
import { nutrientsFor } from "../src/shared/domain/food-math.js";
import { addDays, localDayOf } from "../src/shared/domain/local-day.js";
import { offlineSaveText } from "../src/web/lib/add-meal-error.js";
import { dayHeading } from "../src/web/lib/dates.js";
import { BROWSER_TIME_ZONE, setupBrowser } from "./support/browser.js";
import { signedInHome } from "./support/signed-in-home.js";

const b = setupBrowser();
const ZONE = BROWSER_TIME_ZONE;

async function firstFood(page: Page, query: string): Promise<Food> {
  const response = await page.request.get(`/api/foods?q=${encodeURIComponent(query)}`);
  const [food] = (await response.json()) as Food[];
  if (!food) throw new Error(`no ${query} in the catalog`);
  return food;
}

const mealName = (food: Food) => `${food.name} (${food.portions[0]?.name})`;
const firstPortionKcal = (food: Food) => nutrientsFor(food.per100, food.portions[0]?.grams ?? 100).calories;

/** True when `locator` holds the keyboard focus. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe("logging by keyboard", () => {
  it("logs two foods from the dashboard in 8 key presses (plus the letters of their names)", async () => {
    const { page } = b;
    const { home } = await signedInHome(b, page);
    const banana = await firstFood(page, "banana");
    const apple = await firstFood(page, "apple");

    // Counted: every key press; the characters of the food names typed into the search are not.
    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };

    await press("Tab");
    vexpect(await hasFocus(page.getByRole("link", { name: "Skip to content" }))).toBe(true);
    await press("Enter");
    await press("Tab");
    vexpect(await hasFocus(page.getByRole("button", { name: "Add Today's Meal" }))).toBe(true);
    await press("Enter");
    await home.foodSearch.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");

    for (const food of [banana, apple]) {
      await page.keyboard.type(food === banana ? "banana" : "apple");
      const options = page.getByRole("listbox", { name: "Search food results" }).getByRole("option");
      await options.first().filter({ hasText: food.name }).waitFor();
      await press("Enter"); // picks the first food
      await home.foodForm.getByTestId("selected-food").getByText(food.name).waitFor();
      await press("Enter"); // Add
      await home
        .toast("Meal added")
        .filter({ hasText: `${mealName(food)}: ${firstPortionKcal(food)} kcal` })
        .waitFor();
      // Back in the empty search, ready for the next food.
      await page.waitForFunction(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.getAttribute("role") === "combobox" && active.value === "";
      });
    }

    vexpect(presses).toBe(8);
    const today = home.mealDay("Today");
    await today.getByText(mealName(banana), { exact: true }).waitFor();
    await today.getByText(mealName(apple), { exact: true }).waitFor();
  });

  it("gives the focus back to what opened each dialog when Escape closes it", async () => {
    const { page } = b;
    const { home } = await signedInHome(b, page, { day: true });
    const opensAndCloses = async (opener: Locator, dialog: Locator) => {
      await opener.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await page.waitForFunction(() => document.activeElement !== document.body);
      vexpect(await hasFocus(opener)).toBe(true);
    };

    await home.tab("Meals");
    await opensAndCloses(page.getByRole("button", { name: "Edit Porridge" }), page.getByRole("dialog"));
    await opensAndCloses(page.getByRole("button", { name: "Delete Porridge" }), page.getByRole("alertdialog"));
    await opensAndCloses(page.getByRole("button", { name: "My foods" }), page.getByRole("dialog"));
    await opensAndCloses(home.foodForm.getByRole("button", { name: "Scan barcode" }), page.getByRole("dialog"));
    await home.tab("Goals");
    await opensAndCloses(page.getByRole("button", { name: "View Maintenance" }), page.getByRole("dialog"));
    await home.tab("Profile");
    await opensAndCloses(page.getByRole("button", { name: "Edit Profile" }), page.getByRole("dialog"));
  });
});

describe("quick add and dates", () => {
  it("quick adds 350 kcal without macros, shown as 'macros not given', and refuses a meal dated 2030", async () => {
    const { page } = b;
    const { home } = await signedInHome(b, page);
    await home.tab("Meals");
    // Both ways of adding start from the same meal type (the time of day's).
    const foodType = await home.foodForm.getByLabel("Meal type").inputValue();
    await home.manualEntry();
    const form = home.addMealForm;
    vexpect(await form.getByLabel("Meal type").inputValue()).toBe(foodType);

    await form.getByLabel("Food name").fill("Bar pastry");
    await form.getByLabel("Calories").fill("350");
    await form.getByRole("button", { name: "Add Meal" }).click();
    await home.toast("Meal added").filter({ hasText: "Bar pastry: 350 kcal" }).waitFor();
    const row = home.mealDay("Today").getByRole("listitem").filter({ hasText: "Bar pastry" });
    await row.getByText("macros not given").waitFor();
    vexpect(await row.getByText(/P 0 g/).count()).toBe(0);

    await home.tab("Dashboard");
    await home.totalCard("calories").getByText("350", { exact: true }).waitFor();
    await home.totalCard("proteins").getByText("0", { exact: true }).waitFor();
    const recent = page.getByRole("heading", { name: "Recent Meals" }).locator("xpath=../..");
    await recent.getByText("macros not given").waitFor();

    // A meal dated in 2030: refused by the quick add, the food form and the server alike.
    await home.tab("Meals");
    await home.manualEntry();
    await form.getByLabel("Food name").fill("Future feast");
    await form.getByLabel("Calories").fill("900");
    await form.getByLabel("Date and time").fill("2030-01-01T12:00");
    await form.getByRole("button", { name: "Add Meal" }).click();
    await form.getByText(mealMessages.dateRange, { exact: true }).waitFor();

    await page.getByRole("tab", { name: "From food database" }).click();
    const options = await home.searchFood("banana", /banana/i);
    await options.first().click();
    await home.foodForm.getByLabel("Date and time").fill("2030-01-01T08:00");
    await home.foodForm.getByRole("button", { name: "Add", exact: true }).click();
    await home.foodForm.getByText(mealMessages.dateRange, { exact: true }).waitFor();

    const server = await page.request.post("/api/meals", {
      headers: { Origin: b.baseUrl },
      data: { mealType: "dinner", food: "Future feast", calories: 900, date: "2030-01-01" },
    });
    vexpect(server.status()).toBe(400);
    vexpect((await server.json()).message).toBe(mealMessages.dateRange);
    const meals = (await (await page.request.get("/api/meals")).json()) as { food: string }[];
    vexpect(meals.map((m) => m.food)).toEqual(["Bar pastry"]);
  });
});

describe("quick add without console noise, and offline", () => {
  it("uses the quick add's number fields without a NaN warning", async () => {
    const { page } = b;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
    });
    const { home } = await signedInHome(b, page, { day: true });
    await home.tab("Meals");
    await home.manualEntry();
    // Empty fields, a quick pick, a meal added (the form resets), then the edit dialog of a quick add.
    await home.addMeal({ mealType: "snack", preset: "Apple" });
    await home.addMeal({ mealType: "dinner", food: "Soup", calories: "210" });
    await page.getByRole("button", { name: "Edit Pastry" }).click();
    const edit = page.getByRole("dialog", { name: "Edit meal" });
    vexpect(await edit.getByLabel("Proteins (g)").inputValue()).toBe(""); // not given, not 0
    await edit.getByLabel("Calories").fill("");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByText("Calories are required").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "My foods" }).click();
    await page.getByRole("dialog", { name: "My foods & recipes" }).getByRole("tab", { name: "New food" }).click();
    await page.getByRole("form", { name: "New food" }).getByLabel("Calories (kcal)").fill("12");
    await page.keyboard.press("Escape");
    vexpect(warnings.filter((text) => /cannot be parsed|NaN/.test(text))).toEqual([]);
  });

  it("says so when offline, keeps what was typed, and adds it once back online", async () => {
    const { page, context } = b;
    const { home } = await signedInHome(b, page);
    await home.tab("Meals");

    // The food form: picked, offline, Add.
    const options = await home.searchFood("banana", /banana/i);
    await options.first().click();
    await home.foodForm.getByLabel("Meal type").selectOption("snack");
    await context.setOffline(true);
    const add = home.foodForm.getByRole("button", { name: "Add", exact: true });
    await add.click();
    // Said beside the form: no toast has loaded its code yet on this page, and offline it cannot.
    await home.foodForm.getByRole("alert").getByText(offlineSaveText).waitFor();
    vexpect(await add.isEnabled()).toBe(true);
    await home.foodForm.getByTestId("selected-food").waitFor(); // the pick is kept
    vexpect(await home.foodForm.getByLabel("Meal type").inputValue()).toBe("snack");

    // The quick add: offline, then the same button again once online.
    await home.manualEntry();
    const form = home.addMealForm;
    await form.getByLabel("Meal type").selectOption("lunch");
    await form.getByLabel("Food name").fill("Panino");
    await form.getByLabel("Calories").fill("480");
    await form.getByRole("button", { name: "Add Meal" }).click();
    await form.getByRole("alert").getByText(offlineSaveText).waitFor();
    vexpect(await form.getByRole("button", { name: "Add Meal" }).isEnabled()).toBe(true);
    vexpect(await form.getByLabel("Food name").inputValue()).toBe("Panino");
    vexpect(await form.getByLabel("Calories").inputValue()).toBe("480");

    // Back online, the same button adds it, and toasts (whose code could not load) work again.
    await context.setOffline(false);
    await form.getByRole("button", { name: "Add Meal" }).click();
    await home.toast("Meal added").filter({ hasText: "Panino: 480 kcal" }).waitFor();
    vexpect(await form.getByRole("alert").count()).toBe(0);
    await page.getByRole("tab", { name: "From food database" }).click();
    await add.click();
    await home
      .toast("Meal added")
      .filter({ hasText: /banana/i })
      .waitFor();
    const meals = (await (await page.request.get("/api/meals")).json()) as { food: string }[];
    vexpect(meals).toHaveLength(2);
  });
});

describe("the day by meal", () => {
  it("groups a day in Breakfast, Lunch, Dinner and Snacks, adds to a slot on any day, and clears a cleared pick", async () => {
    const { page } = b;
    const { home } = await signedInHome(b, page);
    const today = localDayOf(new Date(), ZONE);
    const yesterday = addDays(today, -1);
    const banana = await firstFood(page, "banana");
    const apple = await firstFood(page, "apple");
    await home.tab("Meals");

    // '+ Add' on Dinner after the Quick add tab was used: the food form comes back, in view, and
    // its search gets the focus, so what is typed next goes there; the meal type is Dinner.
    await home.manualEntry();
    await home.addMealForm.getByLabel("Food name").fill("half typed");
    await home.mealSlot("Dinner").getByRole("button", { name: "Add to Dinner" }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
    const search = await home.foodSearch.boundingBox();
    const viewport = page.viewportSize();
    vexpect(search && viewport && search.y >= 0 && search.y + search.height <= viewport.height).toBe(true);
    vexpect(await home.foodForm.getByLabel("Meal type").inputValue()).toBe("dinner");
    await page.keyboard.type("banana");
    await page.getByRole("listbox", { name: "Search food results" }).getByRole("option").first().waitFor();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await home
      .toast("Meal added")
      .filter({ hasText: mealName(banana) })
      .waitFor();
    const dinner = home.mealSlot("Dinner");
    await dinner.getByText(mealName(banana), { exact: true }).waitFor();
    await dinner
      .getByText(`${firstPortionKcal(banana)} kcal`)
      .first()
      .waitFor();
    await home.mealSlot("Breakfast").getByText("Nothing logged").waitFor();

    // Yesterday's Breakfast: the form takes that day, at breakfast time.
    await home.previousDay();
    await home.mealSlot("Breakfast").getByRole("button", { name: "Add to Breakfast" }).click();
    vexpect(await home.foodForm.getByLabel("Date and time").inputValue()).toBe(`${yesterday}T08:00`);
    vexpect(await home.foodForm.getByLabel("Meal type").inputValue()).toBe("breakfast");
    const options = await home.searchFood("apple", /apple/i);
    await options.first().click();
    await home.foodForm.getByRole("button", { name: "Add", exact: true }).click();
    await home
      .toast("Meal added")
      .filter({ hasText: mealName(apple) })
      .waitFor();
    await home.mealDay("Yesterday").getByText(mealName(apple), { exact: true }).waitFor();
    await home.backToToday();
    vexpect(await home.mealDay("Today").getByText(mealName(apple)).count()).toBe(0);

    // Any day by its date.
    const longAgo = addDays(today, -40);
    await home.showDay(longAgo);
    await home.mealDay(dayHeading(longAgo, today)).getByText("No meals recorded on this day").waitFor();

    // Clearing the search drops the pick: Add then asks for a food.
    await home.searchFood("banana", /banana/i).then((found) => found.first().click());
    await home.foodForm.getByTestId("selected-food").waitFor();
    await home.foodSearch.fill("");
    vexpect(await home.foodForm.getByTestId("selected-food").count()).toBe(0);
    await home.foodForm.getByRole("button", { name: "Add", exact: true }).click();
    await home.foodForm.getByText("Search for a food and pick it first").waitFor();
  });
});
