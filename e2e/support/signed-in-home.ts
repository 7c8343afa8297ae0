import type { Page } from "playwright-core";
import type { BrowserFixture } from "./browser.js";
import { uniqueName } from "./browser.js";
import { HomePage } from "./home-page.js";
import { seedDay, seedUser } from "./screens.js";

/** A new person (seeded through the API) on their home page, with a day of meals when `day` says so. */
export async function signedInHome(b: BrowserFixture, page: Page, options: { gender?: string; day?: boolean } = {}) {
  const user = await seedUser(page, b.baseUrl, uniqueName("day"), options);
  if (options.day) await seedDay(page, b.baseUrl);
  await page.goto("/home");
  await page.getByRole("button", { name: "Add Today's Meal" }).waitFor();
  return { user, home: new HomePage(page) };
}
