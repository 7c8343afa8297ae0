import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { AuthPage } from "./support/auth-page.js";
import { setupBrowser, uniqueName } from "./support/browser.js";

const b = setupBrowser({ viewport: { width: 412, height: 823 } });

/** A new person, signed in on `page` (browser zone Europe/Rome), with one meal logged today. */
async function personWithAMeal(page: Page, food: string): Promise<string> {
  const name = uniqueName("early");
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
  await page.waitForURL("**/home");
  const meal = { food, mealType: "lunch", calories: 480, proteins: 30, carbs: 50, fats: 14 };
  const logged = await page.request.post("/api/meals", {
    data: { ...meal, timestamp: new Date().toISOString() },
    headers: { origin: b.baseUrl, "x-time-zone": "Europe/Rome" },
  });
  expect(logged.status()).toBe(201);
  return name;
}

describe("/home rendered by the server", () => {
  it("shows a signed-in person's welcome and day before any script runs", async () => {
    const name = await personWithAMeal(b.page, "Lentil soup");
    const noScript = await b.browser.newContext({
      baseURL: b.baseUrl,
      javaScriptEnabled: false,
      storageState: await b.context.storageState(),
      timezoneId: "Europe/Rome",
    });
    try {
      const page = await noScript.newPage();
      await page.goto("/home");
      await page.getByRole("heading", { name: `Welcome, ${name}` }).waitFor();
      await page.getByText("Lentil soup").first().waitFor();
      await page.getByRole("heading", { name: "Nutrients today" }).waitFor();
    } finally {
      await noScript.close();
    }
  });

  it("answers a tap made before the app has started", async () => {
    const { page } = b;
    await personWithAMeal(page, "Rice salad");
    // The app's code is held back, as on a slow phone: the rendered page is there, React is not,
    // until the tap has been made.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto("/home", { waitUntil: "domcontentloaded" });
    await page.getByRole("tab", { name: "Meals", exact: true }).click();
    release();
    await page.getByRole("tab", { name: "Meals", exact: true, selected: true }).waitFor();
    await page.waitForURL("**/home?section=meals");
  });

  it("asks again for its day when the browser is in another zone than the one stored", async () => {
    await personWithAMeal(b.page, "Pear");
    const abroad = await b.browser.newContext({
      baseURL: b.baseUrl,
      storageState: await b.context.storageState(),
      timezoneId: "Pacific/Auckland",
    });
    try {
      const page = await abroad.newPage();
      const recount = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/dashboard/today") && request.headers()["x-time-zone"] === "Pacific/Auckland",
      );
      await page.goto("/home");
      await recount;
    } finally {
      await abroad.close();
    }
  });
});
