import { describe, it, expect as vexpect } from "vitest";
import { addDays, localDayOf } from "../src/shared/domain/local-day.js";
import { BROWSER_TIME_ZONE, phonePage, setupBrowser } from "./support/browser.js";
import { HomePage } from "./support/home-page.js";
import { registerNewUser } from "./support/register.js";

/** The home page's days beyond the first journey (tracking.e2e.ts): copies, guests, failures, phones. */
const b = setupBrowser();
const ZONE = BROWSER_TIME_ZONE;

describe("copying a day twice", () => {
  it("asks before doubling a day, copies once on a double click, and undoes exactly the copy", async () => {
    const { page } = b;
    const home = new HomePage(page);
    await registerNewUser(page);
    const today = localDayOf(new Date(), ZONE);
    const yesterday = addDays(today, -1);
    const origin = { Origin: b.baseUrl };
    for (const data of [
      { mealType: "lunch", food: "Pasta al pomodoro", calories: 512, proteins: 16, carbs: 90, fats: 9 },
      { mealType: "snack", food: "Apple", calories: 95, proteins: 0, carbs: 25, fats: 0 },
    ]) {
      const res = await page.request.post("/api/meals", { headers: origin, data: { ...data, date: yesterday } });
      vexpect(res.status()).toBe(201);
    }
    const todaysMeals = async () => {
      const res = await page.request.get(`/api/meals?startDate=${today}&endDate=${today}`, {
        headers: { "X-Time-Zone": ZONE },
      });
      return ((await res.json()) as { food: string }[]).map((meal) => meal.food).sort();
    };
    const todayTotal = (kcal: number) =>
      home.mealDay("Today").getByText(`${kcal} kcal`, { exact: true }).first().waitFor();

    // "Copy day to today" from yesterday, with a double click: one copy, no question.
    await home.tab("Meals");
    await home.previousDay();
    await home.mealDay("Yesterday").getByRole("button", { name: "Copy day to today" }).dblclick();
    await home.toast("Day copied to today").filter({ hasText: "2 meals, 607 kcal" }).waitFor();
    await home.backToToday();
    await todayTotal(607);
    vexpect(await todaysMeals()).toEqual(["Apple", "Pasta al pomodoro"]);
    vexpect(await page.getByRole("alertdialog").count()).toBe(0);

    // "Copy yesterday to today" next: today has those meals, so it asks; Cancel copies nothing.
    await page.getByRole("button", { name: "Copy yesterday to today" }).click();
    const ask = page.getByRole("alertdialog", { name: "Today already has these 2 meals" });
    await ask.getByText("Copy again?").waitFor();
    await ask.getByText("Pasta al pomodoro").waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await ask.waitFor({ state: "detached" });
    vexpect(await todaysMeals()).toEqual(["Apple", "Pasta al pomodoro"]);

    // Asked again and confirmed: the day is doubled on purpose, and Undo takes exactly that back.
    await page.getByRole("button", { name: "Copy yesterday to today" }).click();
    await ask.getByRole("button", { name: "Copy anyway" }).click();
    const copied = home.toast("Yesterday copied to today").filter({ hasText: "2 meals, 607 kcal" });
    await copied.waitFor();
    await todayTotal(1214);
    await copied.getByRole("button", { name: "Undo" }).click();
    await home.toast("Copy undone").filter({ hasText: "2 meals removed from today" }).waitFor();
    await todayTotal(607);
    vexpect(await todaysMeals()).toEqual(["Apple", "Pasta al pomodoro"]);

    // Part of a day already there: the others alone can be copied.
    const dinner = await page.request.post("/api/meals", {
      headers: origin,
      data: { mealType: "dinner", food: "Minestrone", calories: 240, proteins: 9, carbs: 30, fats: 8, date: yesterday },
    });
    vexpect(dinner.status()).toBe(201);
    await page.getByRole("button", { name: "Copy yesterday to today" }).click();
    const some = page.getByRole("alertdialog", { name: "Today already has 2 of these 3 meals" });
    await some.getByRole("button", { name: "Copy only the other one" }).click();
    await home.toast("Yesterday copied to today").filter({ hasText: "1 meal, 240 kcal" }).waitFor();
    await todayTotal(847);
    vexpect(await todaysMeals()).toEqual(["Apple", "Minestrone", "Pasta al pomodoro"]);
  });
});

describe("guests and the demo", () => {
  it("shows read-only sample data on /home?view=demo and sends guests to register elsewhere", async () => {
    const { page } = b;
    const home = new HomePage(page);
    await page.goto("/home?view=demo");
    await page.getByText("You are looking at sample data; nothing here is saved.").waitFor();
    await page.getByRole("button", { name: "Manage Goals" }).waitFor();
    await page.getByTestId("trends-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("trends-chart").locator("svg.recharts-surface").first().waitFor();
    await home.tab("Meals");
    vexpect(new URL(page.url()).searchParams.get("view")).toBe("demo");
    await home.mealDay("Today").waitFor();
    vexpect(await page.getByRole("form", { name: "Add Meal" }).count()).toBe(0);
    vexpect(await page.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    await home.tab("Goals");
    await page.getByRole("table", { name: "Goal history" }).waitFor();
    vexpect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    await home.tab("Profile");
    await page.getByTestId("bmi-value").waitFor();
    vexpect(await page.getByRole("button", { name: "Edit Profile" }).count()).toBe(0);

    await page.goto("/home?section=goals");
    await page.getByRole("link", { name: "Register to create goals" }).click();
    await page.waitForURL((url) => url.searchParams.get("action") === "register-to-create-goals");
    await page.goto("/home?section=profile");
    await page.getByRole("link", { name: "Create Your Account" }).click();
    await page.waitForURL((url) => url.searchParams.get("action") === "register-to-complete-profile");
  });
});

describe("failures the user is told about", () => {
  it("shows the spec's texts when the server fails", async () => {
    const { page } = b;
    const home = new HomePage(page);
    const fail = (status: number, message: string) => ({
      status,
      contentType: "application/json",
      body: JSON.stringify({ message }),
    });
    // Before the first page: the dashboard's weight card reads the profile too (for its units), and
    // an answer it cached would be what the Profile tab shows.
    await page.route("**/api/user-profile", (route) => route.fulfill(fail(401, "Authentication required")));
    await registerNewUser(page);

    await page.route("**/api/meals", (route) =>
      route.request().method() === "POST" ? route.fulfill(fail(500, "Database down")) : route.continue(),
    );
    await page.route("**/api/meals?*", (route) => route.fulfill(fail(500, "Database down")));
    await home.tab("Meals");
    await home.toast("Unable to load meals. Please try again later.").waitFor();
    await page.getByText("Failed to fetch meals").waitFor();
    await home.manualEntry();
    await home.addMealForm.getByLabel("Meal type").selectOption("snack");
    await home.addMealForm.getByRole("button", { name: /^Apple ·/ }).click();
    await home.addMealForm.getByRole("button", { name: "Add Meal" }).click();
    await home.toast("Unable to add meal: Database down").waitFor();

    await page.route("**/api/nutrition-goals", (route) => route.fulfill(fail(500, "Database down")));
    await home.tab("Goals");
    await page.getByText("An error occurred while loading goals.").waitFor();
    await home.toast("Unable to retrieve nutrition goals").waitFor();

    await page.route("**/api/trends?*", (route) => route.fulfill(fail(500, "Database down")));
    await home.tab("Dashboard");
    await page.getByRole("group", { name: "Period" }).getByRole("button", { name: "30 days" }).click();
    await home.toast("Unable to retrieve meal data").waitFor();
    await page.getByText("An error occurred while loading data").first().waitFor();

    await page.route("**/api/export-data", (route) => route.fulfill(fail(500, "Database down")));
    await home.tab("Profile");
    await page.getByText("Authentication required").first().waitFor();
    await page.getByRole("button", { name: "Export data (JSON)" }).click();
    await home.toast("Export failed").waitFor();
    await home.toast("Failed to export data").waitFor();
  });
});

describe("on a phone", () => {
  it("fits every tab of a signed-in user's home at 360 px, goal actions in reach", async () => {
    const { context: phone, page } = await phonePage(b, { width: 360, height: 740 });
    const home = new HomePage(page);
    await registerNewUser(page);
    const origin = { Origin: b.baseUrl };
    const goal = await page.request.post("/api/nutrition-goals", {
      headers: origin,
      data: { name: "Maintenance", calories: 2000, proteins: 150, carbs: 250, fats: 65, startDate: "2026-01-01" },
    });
    vexpect(goal.status()).toBe(201);
    const meal = await page.request.post("/api/meals", {
      headers: origin,
      data: { mealType: "lunch", food: "Chicken salad", calories: 420, proteins: 36, carbs: 12, fats: 24 },
    });
    vexpect(meal.status()).toBe(201);

    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.reload();
    await home.totalCard("calories").getByText("420", { exact: true }).waitFor();
    vexpect(await sideways()).toBeLessThanOrEqual(0);
    await home.tab("Meals");
    await home.mealDay("Today").getByText("Chicken salad", { exact: true }).waitFor();
    vexpect(await sideways()).toBeLessThanOrEqual(0);
    await home.tab("Goals");
    const actions = page.getByRole("button", { name: "Actions for Maintenance" });
    await actions.waitFor();
    vexpect(await sideways()).toBeLessThanOrEqual(0);
    const box = await actions.boundingBox();
    vexpect(box && box.x + box.width).toBeLessThanOrEqual(360);
    vexpect(await page.getByRole("button", { name: "Edit Maintenance" }).count()).toBe(0); // the wide-screen buttons
    await actions.click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const form = page.getByRole("heading", { name: "Edit Goal" });
    await form.waitFor();
    await page.waitForFunction(() => {
      const heading = [...document.querySelectorAll("h1, h2, h3, h4")].find((h) => h.textContent === "Edit Goal");
      const top = heading?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight;
    });
    vexpect(await home.goalForm.getByLabel("Name").inputValue()).toBe("Maintenance");
    await home.tab("Profile");
    await page.getByRole("button", { name: "Create Profile" }).waitFor();
    vexpect(await sideways()).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
