import type { Browser, Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { AuthPage } from "./support/auth-page.js";
import { setupBrowser, uniqueName } from "./support/browser.js";
import { withE2eDatabase } from "./support/database.js";
import { HomePage } from "./support/home-page.js";
import { painted, screensFor, seedUser, settled } from "./support/screens.js";

const b = setupBrowser({ viewport: { width: 390, height: 844 } });

/** What a person (or a paste) can put in a text box. */
const hostile = {
  word200: "Supercalifragilistic".repeat(10),
  word10k: "y".repeat(10_000),
  emoji: "🍕🍔🌮👨‍👩‍👧‍👦🏳️‍🌈".repeat(12),
  rtl: "سلطة الدجاج مع الخبز שלום עולם \u202Eevil override\u202C mixed",
};

/** The page is exactly as wide as the screen: nothing typed widened it. */
async function fits(page: Page, where: string) {
  await painted(page);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  vexpect(scrollWidth, `${where}: ${scrollWidth} px wide at ${innerWidth} px`).toBe(innerWidth);
}

/** No blank space below the footer: nothing invisible (screen-reader text) lengthens the page. */
async function endsAtFooter(page: Page, where: string) {
  const [height, footerBottom] = await page.evaluate(() => [
    document.documentElement.scrollHeight,
    Math.round((document.querySelector("footer")?.getBoundingClientRect().bottom ?? 0) + window.scrollY),
  ]);
  vexpect(
    Math.abs(height - footerBottom),
    `${where}: page ${height} px, footer ends at ${footerBottom} px`,
  ).toBeLessThanOrEqual(2);
}

async function phone(browser: Browser, width = 390) {
  const context = await browser.newContext({
    baseURL: b.baseUrl,
    viewport: { width, height: 844 },
    timezoneId: "Europe/Rome",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

describe("hostile text at 390 px", () => {
  it("leaves the sign-in and register forms as wide as the screen", async () => {
    const { page } = b;
    const auth = new AuthPage(page);
    await auth.open();
    await auth.login(hostile.word10k, hostile.word200);
    await page.getByText("Username must be at most 50 characters").first().waitFor();
    await fits(page, "login");
    await auth.fillRegister({
      username: hostile.word200,
      email: `${hostile.word200}@${hostile.word200}.example`,
      password: hostile.emoji,
      confirmPassword: hostile.rtl,
    });
    await page.getByRole("form", { name: "Register" }).getByRole("button", { name: "Register" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await fits(page, "register");
  }, 120_000);

  it("keeps every form and what it saves within the screen: meals, foods, recipes, goals, profile, chats", async () => {
    const { page } = b;
    await seedUser(page, b.baseUrl, uniqueName("hostile"));
    const home = new HomePage(page);
    await page.goto("/home?section=meals");
    await home.foodForm.waitFor();

    // Food search: a 10,000-character query and a 200-letter word.
    for (const text of [hostile.word10k, hostile.word200, hostile.rtl]) {
      await home.foodSearch.fill(text);
      await page.getByRole("listbox", { name: "Search food results" }).waitFor({ state: "attached" });
      await fits(page, "food search");
    }
    await home.foodSearch.fill("");

    // Quick add: every field hostile, then each allowed text saved.
    await home.manualEntry();
    const form = home.addMealForm;
    await form.getByLabel("Food name").fill(hostile.word10k);
    await form.getByLabel("Calories").fill("-5");
    await form.getByLabel("Notes").fill(hostile.word10k);
    await form.getByRole("button", { name: "Add Meal" }).click();
    await form.getByText("Food name must be at most 200 characters").waitFor();
    await fits(page, "quick add refused");
    for (const [food, notes] of [
      [hostile.word200, hostile.rtl],
      [hostile.emoji, hostile.word200],
      [hostile.rtl, hostile.emoji],
    ] as const) {
      await form.getByLabel("Notes").fill(notes);
      await home.addMeal({ mealType: "lunch", food, calories: "321" });
    }
    await home.mealDay("Today").getByText(hostile.word200, { exact: true }).first().waitFor();
    await fits(page, "meals with hostile names");

    // Own food and recipe, with 120-letter names (the limit) and a refused longer one.
    await page.getByRole("button", { name: "My foods" }).click();
    const dialog = page.getByRole("dialog", { name: "My foods & recipes" });
    await dialog.getByRole("tab", { name: "New food" }).click();
    const foodForm = dialog.getByRole("form", { name: "New food" });
    await foodForm.getByLabel("Food name").fill(hostile.word10k);
    for (const [label, value] of [
      ["Calories (kcal)", "100"],
      ["Protein (g)", "1"],
      ["Carbs (g)", "2"],
      ["Fat (g)", "3"],
      ["Fiber (g)", "0"],
    ] as const) {
      await foodForm.getByLabel(label, { exact: true }).fill(value);
    }
    await foodForm.getByRole("button", { name: "Create food" }).click();
    await fits(page, "own food refused");
    await foodForm.getByLabel("Food name").fill(hostile.word200.slice(0, 120));
    await foodForm.getByRole("button", { name: "Create food" }).click();
    await home.toast("Food created").waitFor();
    await fits(page, "own food picked");
    await page.getByRole("button", { name: "My foods" }).click();
    await dialog.getByRole("tab", { name: "New recipe" }).click();
    const recipeForm = dialog.getByRole("form", { name: "New recipe" });
    await recipeForm.getByLabel("Recipe name").fill(hostile.word10k);
    await recipeForm.getByRole("combobox", { name: "Add an ingredient" }).fill(hostile.word200);
    await fits(page, "recipe form");
    await recipeForm.getByLabel("Recipe name").fill(hostile.rtl);
    await recipeForm.getByRole("combobox", { name: "Add an ingredient" }).fill("oats");
    await dialog.getByRole("listbox", { name: "Add an ingredient results" }).getByRole("option").first().click();
    await recipeForm.getByRole("button", { name: "Create recipe" }).click();
    await home.toast("Recipe created").waitFor();
    await page.getByRole("button", { name: "My foods" }).click();
    await dialog.getByRole("list", { name: "Your foods and recipes" }).waitFor();
    await fits(page, "my foods list");
    await page.keyboard.press("Escape");

    // Goals: a refused name and description, then long allowed ones in the history table.
    await home.tab("Goals");
    await home.goalForm.getByLabel("Name").fill(hostile.word10k);
    await home.goalForm.getByLabel("Description").fill(hostile.word10k);
    await home.goalForm.getByRole("button", { name: "Create Goal" }).click();
    await fits(page, "goal form refused");
    await home.goalForm.getByLabel("Name").fill(hostile.word200.slice(0, 100));
    await home.goalForm.getByLabel("Description").fill(`${hostile.word200} ${hostile.emoji} ${hostile.rtl}`);
    await home.goalForm.getByRole("button", { name: "Create Goal" }).click();
    await home.toast("Goal created").waitFor();
    await fits(page, "goal history");
    await home.tab("Dashboard");
    await fits(page, "dashboard with hostile meals and goal");

    // Profile: a long word as the name.
    await home.tab("Profile");
    await page.getByRole("button", { name: "Create Profile" }).click();
    const drawer = page.getByRole("dialog", { name: "Create Profile" });
    await drawer.getByLabel("Name").fill(hostile.word10k);
    await drawer.getByRole("button", { name: "Save Profile" }).click();
    await fits(page, "profile refused");
    await drawer.getByLabel("Name").fill(hostile.word200.slice(0, 100));
    await drawer.getByRole("button", { name: "Save Profile" }).click();
    await home.toast("Profile created").waitFor();
    await fits(page, "profile card");

    // Both chats: the box stops at the limit; what is sent comes back in the log.
    for (const [tab, chat] of [
      ["Meals", "Ask the Nutrition Consultant"],
      ["Goals", "Ask the Nutritional Goals Consultant"],
    ] as const) {
      await home.tab(tab);
      const box = page.getByRole("textbox", { name: chat });
      await box.fill(hostile.word10k);
      vexpect((await box.inputValue()).length).toBe(2000);
      await page.getByText("Limit of 2000 characters reached").waitFor();
      await box.press("Enter");
      await page
        .getByRole("log")
        .getByText(/^y{2000}$/)
        .waitFor();
      await box.fill(`${hostile.emoji} ${hostile.rtl}`);
      await box.press("Enter");
      await fits(page, `${tab} chat`);
    }
  }, 240_000);

  it("renders a stored 10,000-character chat message without widening the phone or lengthening the desktop page", async () => {
    const { page } = b;
    const user = await seedUser(page, b.baseUrl, uniqueName("longchat"));
    // Older than today's limit: only the database can hold it now.
    await withE2eDatabase((db) =>
      db.query(
        `INSERT INTO chat_messages (user_id, chat_type, role, content)
         VALUES ($1, 'meals', 'user', $2), ($1, 'meals', 'assistant', $3)`,
        [user.id, hostile.word10k, `${hostile.word10k.slice(0, 5000)} ${hostile.rtl}`],
      ),
    );
    await page.goto("/home?section=meals");
    await page
      .getByRole("log")
      .getByText(/^y{10000}$/)
      .waitFor();
    await fits(page, "meals tab with a 10,000-character message");
    await endsAtFooter(page, "meals tab at 390 px");

    const desktop = await b.browser.newContext({
      baseURL: b.baseUrl,
      viewport: { width: 1280, height: 900 },
      storageState: await b.context.storageState(),
    });
    const wide = await desktop.newPage();
    await wide.goto("/home?section=meals");
    await wide
      .getByRole("log")
      .getByText(/^y{10000}$/)
      .waitFor();
    await settled(wide);
    await fits(wide, "meals tab at 1280 px");
    await endsAtFooter(wide, "meals tab at 1280 px");
    await desktop.close();
  }, 120_000);

  it("fits every screen at 390 px, signed in and as a guest", async () => {
    for (const who of ["guest", "user"] as const) {
      const { context, page } = await phone(b.browser);
      if (who === "user") await seedUser(page, b.baseUrl, uniqueName("fit"));
      for (const screen of screensFor(who)) {
        await page.goto(screen.path);
        await settled(page);
        if (screen.open) await screen.open(page);
        await fits(page, `${screen.name} (${who})`);
      }
      await context.close();
    }
  }, 240_000);
});
