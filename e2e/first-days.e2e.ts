import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { phonePage, setupBrowser, uniqueName } from "./support/browser.js";
import { withE2eDatabase } from "./support/database.js";
import { HomePage } from "./support/home-page.js";
import { seedDay, seedUser, settled } from "./support/screens.js";
import { signedInHome } from "./support/signed-in-home.js";

/** A person's first days and a guest's visit (the rest of a day's use: everyday.e2e.ts). */
const b = setupBrowser();

/**
 * The five section tabs, in the spec's order, each whole inside the viewport's width and with
 * its name in sight (nothing hidden off-screen behind a sideways scroll).
 */
async function everySectionInSight(page: Page, width: number) {
  const tabs = page.getByRole("tablist", { name: "Sections" }).getByRole("tab");
  const names = ["Dashboard", "Meals", "Food Analyzer", "Goals", "Profile"];
  vexpect(await tabs.count()).toBe(names.length);
  for (const [index, name] of names.entries()) {
    const tab = tabs.nth(index);
    vexpect(await tab.evaluate((element) => element.textContent)).toBe(name); // its name, not an aria-label
    const box = await tab.boundingBox();
    vexpect(box && box.x >= 0 && box.x + box.width <= width, `${name} at ${JSON.stringify(box)}`).toBe(true);
    const clipped = await tab.evaluate((element) => element.scrollWidth > element.clientWidth);
    vexpect(clipped, `${name}'s label is cut`).toBe(false);
  }
  const list = page.getByRole("tablist", { name: "Sections" });
  vexpect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

describe("first days and guests", () => {
  it("shows next steps instead of charts of zeros, then the charts, calories and grams each on its own axis", async () => {
    const { page } = b;
    const { home } = await signedInHome(b, page);
    await page.getByRole("heading", { name: "Start your day" }).waitFor();
    await page.getByText("Nothing logged in the last 7 days yet.").waitFor();
    await page.getByText("No meals in the last 8 days yet.").waitFor();
    vexpect(await page.locator("svg.recharts-surface").count()).toBe(0);

    await page.getByRole("button", { name: "Log your first meal" }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "combobox");
    const options = await home.searchFood("banana", /banana/i);
    await options.first().click();
    await home.foodForm.getByRole("button", { name: "Add", exact: true }).click();
    await home.toast("Meal added").waitFor();

    await home.tab("Dashboard");
    // The chart loads as it comes into view.
    await page.getByTestId("weekly-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("weekly-chart").locator("svg.recharts-surface").first().waitFor();
    vexpect(await page.getByRole("heading", { name: "Start your day" }).count()).toBe(0);
    for (const part of ["trends-chart-kcal", "trends-chart-grams"]) {
      const chart = page.getByTestId(part);
      await chart.locator(".recharts-yAxis").first().waitFor();
      vexpect(await chart.locator(".recharts-yAxis").count()).toBe(1);
    }
  });

  it("shows a phone today's totals two by two, the sections on one row, and Recent Meals on the first screen", async () => {
    const { context: phone, page } = await phonePage(b, { width: 390, height: 844 }, { timeout: 15_000 });
    await seedUser(page, b.baseUrl, uniqueName("phone"));
    await seedDay(page, b.baseUrl);
    await page.goto("/home");
    const home = new HomePage(page);
    await home.totalCard("calories").getByText("1380", { exact: true }).waitFor();

    const boxes = await Promise.all(
      (["calories", "proteins", "carbs", "fats"] as const).map((key) => home.totalCard(key).boundingBox()),
    );
    const xs = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
    const ys = new Set(boxes.map((box) => Math.round(box?.y ?? -1)));
    vexpect([xs.size, ys.size]).toEqual([2, 2]);

    const tabs = page.getByRole("tablist", { name: "Sections" }).getByRole("tab");
    const tops = new Set(
      await Promise.all((await tabs.all()).map(async (tab) => Math.round((await tab.boundingBox())?.y ?? -1))),
    );
    vexpect(tops.size).toBe(1);
    await everySectionInSight(page, 390);

    const recent = await page.getByRole("heading", { name: "Recent Meals" }).boundingBox();
    vexpect(recent && recent.y + recent.height).toBeLessThanOrEqual(844);
    await phone.close();
  });

  it("shows every section tab at 360 px, and the arrow keys walk them", async () => {
    const { context: phone, page } = await phonePage(b, { width: 360, height: 740 }, { timeout: 15_000 });
    await seedUser(page, b.baseUrl, uniqueName("narrow"));
    await page.goto("/home");
    await page.getByRole("button", { name: "Add Today's Meal" }).waitFor();
    await everySectionInSight(page, 360);

    // Keys reach the tabs once the app has taken the rendered page over (the menu button says when).
    await page.waitForFunction(() => {
      const menu = document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
      return menu !== null && !menu.disabled;
    });
    await page.getByRole("tab", { name: "Dashboard", selected: true }).focus();
    for (const name of ["Meals", "Food Analyzer", "Goals", "Profile"]) {
      await page.keyboard.press("ArrowRight");
      // Waited for: a busy page (charts loading near the viewport) handles the key a moment later.
      await page.getByRole("tab", { name, exact: true }).and(page.locator(":focus")).waitFor();
    }
    await page.keyboard.press("Enter");
    await page.getByRole("tab", { name: "Profile", selected: true }).waitFor();
    await page.getByRole("button", { name: /^(Create|Edit) Profile$/ }).waitFor();
    await phone.close();
  });

  it("offers guests a demo day and sample suggestions; the trial banner shows once; the profile starts from the registration", async () => {
    const { page } = b;
    await page.addInitScript(() => window.localStorage.setItem("macrowise.welcomeShown", "true"));
    await page.goto("/home");
    const suggestions = page.getByRole("list", { name: "Sample meal suggestions" });
    await suggestions.getByRole("article").first().waitFor();
    vexpect(await suggestions.getByRole("article").count()).toBe(4);
    await page.getByRole("link", { name: "See a demo day" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "demo");
    await page.getByText("You are looking at sample data; nothing here is saved.").waitFor();

    const { user, home } = await signedInHome(b, page, { gender: "female" });
    // Three and a half days into the 5-day trial: the warning banner, once.
    await withE2eDatabase((db) =>
      db.query("UPDATE users SET created_at = now() - interval '84 hours' WHERE id = $1", [user.id]),
    );
    // A new session reads the row afresh (a resolved session is remembered for 5 s).
    await page.request.post("/api/login", {
      headers: { Origin: b.baseUrl },
      data: { username: user.username, password: "secret-pass" },
    });
    await page.goto("/home?section=meals");
    await settled(page);
    await page
      .getByText(/Your free trial ends soon/)
      .first()
      .waitFor();
    vexpect(await page.getByText(/Your free trial ends soon/).count()).toBe(1);

    await home.tab("Profile");
    await page.getByRole("button", { name: "Create Profile" }).click();
    const drawer = page.getByRole("dialog", { name: "Create Profile" });
    vexpect(await drawer.getByLabel("Gender").inputValue()).toBe("female");
    vexpect(await drawer.getByLabel("Name").inputValue()).toBe(user.username);
  });
});
