import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import type { Expenditure } from "../src/shared/contracts/expenditure.js";
import { addDays, localDayOf, localTimeOnDay } from "../src/shared/domain/local-day.js";
import { expectAccessible } from "./support/accounts.js";
import { BROWSER_TIME_ZONE, setupBrowser, uniqueName } from "./support/browser.js";
import { painted, seedDay, seedUser, settled } from "./support/screens.js";

const ZONE = BROWSER_TIME_ZONE;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/**
 * Four weeks of a steady cut before today: two meals a day (2,000 kcal) and a weigh-in on 5 days
 * of 7, losing 0.5 kg a week from 80 kg. The measured expenditure is then about 2,550 kcal.
 */
async function seedMonth(page: Page, baseUrl: string, today: string) {
  const headers = { Origin: baseUrl };
  for (let back = 28; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    const writes = [900, 1100].map((calories, slot) =>
      page.request.post("/api/meals", {
        headers,
        data: {
          mealType: slot === 0 ? "lunch" : "dinner",
          food: slot === 0 ? "Lunch" : "Dinner",
          calories,
          proteins: 50,
          carbs: 100,
          fats: 30,
          timestamp: localTimeOnDay(date, 12 + slot * 7, 0, ZONE).toISOString(),
        },
      }),
    );
    if (back % 7 !== 3 && back % 7 !== 5) {
      const weightKg = Math.round((80 - (0.5 / 7) * (28 - back)) * 100) / 100;
      writes.push(page.request.post("/api/weights", { headers, data: { date, weightKg } }));
    }
    for (const response of await Promise.all(writes)) vexpect(response.ok(), await response.text()).toBe(true);
  }
}

/** Nothing on the page is wider than the viewport. */
async function fitsWidth(page: Page, width: number, label: string) {
  vexpect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(width);
}

/** The whole page, and at 390 px the cards one by one (a full phone page is too tall to read). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await painted(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (page.viewportSize()?.width !== 390) return;
  for (const id of ["weight-trend-card", "expenditure-card", "check-in-card"]) {
    const card = page.getByTestId(id);
    if ((await card.count()) > 0) await card.screenshot({ path: `${SHOTS}/${name}-${id}.png` });
  }
}

describe.each([390, 1280])("body & energy at %i px", (width) => {
  const b = setupBrowser({ viewport: { width, height: 900 } });

  it("logs weigh-ins, draws the trend, measures the expenditure, accepts a check-in, goes imperial, hides the scale", async () => {
    const { page } = b;
    const today = localDayOf(new Date(), ZONE);
    await seedUser(page, b.baseUrl, uniqueName("body"));
    await seedDay(page, b.baseUrl); // a 2,000 kcal goal and a profile (62 kg, 170 cm)

    // The menu leads to the page.
    await page.goto("/home");
    await settled(page); // hydrated: a press on the server's markup before that opens nothing
    await page.getByRole("button", { name: /User menu/ }).click();
    await page.getByRole("menuitem", { name: "Body & energy" }).click();
    await page.waitForURL("**/body");
    await page.getByRole("heading", { name: "Body & energy", level: 1 }).waitFor();

    // First visit: the expenditure is collecting, the trend has no weigh-in yet.
    const card = page.getByTestId("expenditure-card");
    await card.getByTestId("expenditure-collecting").waitFor();
    await page.getByText("No weigh-ins in this range yet.").waitFor();
    await settled(page);
    await shot(page, `body-empty-${width}`);
    await expectAccessible(page, `body empty ${width}`);

    // A weigh-in through the form: refused at 10 kg with the contract's message, then logged.
    const form = page.getByRole("form", { name: "Log a weigh-in" });
    await form.getByLabel("Weight (kg)").fill("10");
    await form.getByRole("button", { name: "Log weigh-in" }).click();
    await form.getByText("Weight must be at least 20 kg").waitFor();
    await form.getByLabel("Weight (kg)").fill("66.2");
    await form.getByLabel("Note").fill("morning, before breakfast");
    await form.getByRole("button", { name: "Log weigh-in" }).click();
    await toast(page, "Weigh-in logged: 66.2 kg").waitFor();
    await page.getByTestId("trend-weight").getByText("66.2 kg").waitFor();
    await page.getByTestId("weigh-in-row").first().getByText("morning, before breakfast").waitFor();

    // A month of data: the chart draws its dots and dashed gaps, the expenditure measures.
    await seedMonth(page, b.baseUrl, today);
    await page.reload();
    const chart = page.getByTestId("weight-chart");
    await chart.waitFor();
    await card.getByTestId("expenditure-updating").waitFor();
    const measured = (await (await page.request.get("/api/expenditure")).json()) as Expenditure;
    vexpect(measured.status).toBe("updating");
    await card.getByTestId("expenditure-value").getByText(measured.expenditure.toLocaleString("en-US")).waitFor();
    await card
      .getByText(
        `Based on ${measured.completeDays} complete days, ${measured.weighIns} weigh-ins in ${measured.windowDays} days.`,
        {
          exact: false,
        },
      )
      .waitFor();
    await page.getByTestId("expenditure-chart").waitFor();
    vexpect(await chart.locator('[data-part="dots"]').getAttribute("d")).toMatch(/^M/);
    vexpect(await chart.locator('[data-part="estimated"]').getAttribute("d")).toMatch(/^M/);
    // Every range draws each series as one path: "All" is every day since the first weigh-in.
    await page.getByRole("button", { name: "All" }).click();
    const all = await (await page.request.get(`/api/weights/trend?from=${addDays(today, -1826)}&to=${today}`)).json();
    await page.locator(`[data-testid="weight-chart"][data-days="${all.points.length}"]`).waitFor();
    vexpect(await chart.locator("svg path").count()).toBeLessThanOrEqual(5);
    // The keyboard reads the chart day by day.
    await chart.getByRole("slider").focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    vexpect(await chart.getByRole("slider").getAttribute("aria-valuetext")).toMatch(/trend \d+\.\d kg/);
    await page.getByRole("button", { name: "3 months" }).click();
    await page.getByTestId("change-week").getByText(/kg$/).waitFor();
    await settled(page);
    await fitsWidth(page, width, "body with a month of data");
    await shot(page, `body-month-${width}`);
    await expectAccessible(page, `body with data ${width}`);

    // The goal: lose 0.5 kg a week, check in today; the check-in proposes, accepting makes the goal.
    const settings = page.getByRole("form", { name: "Body and check-in settings" });
    await settings.getByLabel("Goal", { exact: true }).selectOption("lose");
    await settings.getByLabel("Rate (kg a week)").fill("0.5");
    await settings.getByLabel("Goal weight (kg)").fill("60");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await toast(page, "Preferences saved").waitFor();
    const checkIn = page.getByTestId("check-in-card");
    await checkIn.getByText("Goal: lose 0.50 kg a week").waitFor();
    const proposed = Number((await checkIn.getByTestId("check-in-calories").innerText()).replace(/,/g, ""));
    vexpect(Math.abs(proposed - 2000)).toBeLessThanOrEqual(150);
    await checkIn.getByTestId("check-in-why").waitFor();
    await chart.locator('[data-part="reference"]').getByText("Goal 60.0 kg").waitFor();
    await shot(page, `body-check-in-${width}`);
    await checkIn.getByRole("button", { name: /^Accept/ }).click();
    // The goal made is the proposal as the server computes it when Accept arrives (the card may have
    // refetched it after the settings changed), and the toast, the history and the dashboard agree.
    const made = toast(page, /^New goal: [\d,]+ kcal a day/);
    await made.waitFor({ timeout: 20_000 });
    const goal = Number((/New goal: ([\d,]+) kcal/.exec(await made.innerText())?.[1] ?? "").replace(/,/g, ""));
    vexpect(Math.abs(goal - 2000)).toBeLessThanOrEqual(150);
    await checkIn.getByTestId("check-in-done").waitFor();
    await checkIn.getByTestId("check-in-history").getByText("accepted").waitFor();
    await page.goto("/home");
    await page.getByTestId("total-calories").getByText(`Goal: ${goal} kcal`).waitFor();
    // Today's weight and its trend beside the calories.
    await page.getByTestId("today-weight").getByText("Today").waitFor();
    await page
      .getByTestId("today-weight")
      .getByText(/^Trend/)
      .waitFor();

    // The day diary marks a day fasted; the rule's explanation follows the mark.
    await page.goto("/home?section=meals");
    const dayStatus = page.getByTestId("day-status");
    await dayStatus.getByRole("button", { name: "Fasted" }).click();
    await dayStatus.getByText("Counted as fasted: 0 kcal, as you marked it.").waitFor();
    await dayStatus.getByRole("button", { name: "Automatic" }).click();
    await dayStatus.getByText(/^Counted as (complete|not logged)/).waitFor();

    // Imperial everywhere: the form, the trend, the list and the profile speak pounds and inches.
    await page.goto("/body");
    await settings.getByLabel("Units").selectOption("imperial");
    await settings.getByLabel("Goal weight (lb)").waitFor();
    vexpect(await settings.getByLabel("Goal weight (lb)").inputValue()).toBe("132.3");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await toast(page, "Preferences saved").waitFor();
    await page.getByRole("form", { name: "Log a weigh-in" }).getByLabel("Weight (lb)").waitFor();
    await page.getByTestId("trend-weight").getByText(/ lb$/).waitFor();
    await page
      .getByTestId("weigh-in-row")
      .first()
      .getByText(/\d lb$/)
      .waitFor();
    await page.getByText("Add measurements").click();
    await page.getByRole("form", { name: "Body measurements" }).getByLabel("Waist (in)").fill("32");
    await page
      .getByRole("form", { name: "Body measurements" })
      .getByRole("button", { name: "Save measurements" })
      .click();
    await toast(page, "Measurements saved").waitFor();
    await page.getByTestId("measurement-row").first().getByText("32.0 in").waitFor();
    await settled(page);
    await fitsWidth(page, width, "body in imperial");
    await shot(page, `body-imperial-${width}`);
    await page.goto("/profile");
    await page
      .getByText(/^\d+\.\d lb$/)
      .first()
      .waitFor();
    await page.getByText("66.9 in").waitFor();

    // The scale hidden: no number and no chart; the expenditure and check-in keep working.
    await page.goto("/body");
    await settings.getByLabel("Weight display").selectOption("hidden");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await page.getByTestId("weight-hidden").waitFor();
    vexpect(await page.getByTestId("weight-chart").count()).toBe(0);
    vexpect(await page.getByTestId("weigh-in-row").first().innerText()).not.toMatch(/\d+\.\d (lb|kg)/);
    await card.getByTestId("expenditure-value").waitFor();
    await page.getByTestId("check-in-card").waitFor();
    await settled(page);
    await shot(page, `body-hidden-${width}`);
    await expectAccessible(page, `body hidden ${width}`);
    await page.goto("/profile");
    await page
      .getByRole("definition")
      .filter({ hasText: /^Hidden$/ })
      .waitFor();

    // Dark mode.
    await page.goto("/body");
    await page.emulateMedia({ colorScheme: "dark" });
    await settled(page);
    await shot(page, `body-dark-${width}`);
    await expectAccessible(page, `body dark ${width}`);
  }, 240_000);
});
