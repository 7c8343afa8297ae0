import type { Page } from "playwright-core";
import { describe, it, expect as vexpect } from "vitest";
import { addDays, localDayOf } from "../src/shared/domain/local-day.js";
import { expectAccessible, signUp } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";
import { painted } from "./support/screens.js";

const b = setupBrowser({ viewport: { width: 360, height: 780 } });
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const day = (offset: number) => addDays(localDayOf(new Date(), "Europe/Rome"), offset);
/** A generic CSV of three meals over two days, one with a row that cannot be read. */
const csv = [
  "Date,Meal,Food,Calories,Protein,Carbs,Fat",
  `${day(-2)},Breakfast,Porridge,320,12,48,8`,
  `${day(-2)},Lunch,Chicken salad,450,38,12,27`,
  `${day(-1)},Dinner,Risotto,650,15,90,20`,
  `${day(-1)},Snack,Apple,lots,,,`,
].join("\n");

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await painted(page);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: "dark" });
  await painted(page);
  await page.screenshot({ path: `${SHOTS}/${name}-360-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });
}

const mealsOf = async (page: Page) =>
  (await (await page.request.get(`/api/meals?startDate=${day(-5)}&endDate=${day(0)}`)).json()) as { food: string }[];

describe("importing a history on a 360 px phone", () => {
  it("uploads a file, previews it, imports it, lists it and undoes it", async () => {
    const { page } = b;
    await signUp(page, "importer");
    await page.goto("/profile");
    await page.getByRole("link", { name: "Import your history" }).click();
    await page.getByRole("heading", { name: "Import your history" }).waitFor();
    await page.getByText("No imports yet").waitFor();
    await expectAccessible(page, "/import, empty");
    await shoot(page, "import-empty");
    vexpect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Pick the file with the keyboard-reachable input (the drop zone is its label).
    await page.getByLabel("Drop a file here, or choose one").setInputFiles({
      name: "my-meals.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("heading", { name: "What the file holds" }).waitFor();
    vexpect(new URL(page.url()).searchParams.get("id")).toBeTruthy();
    const summary = page.locator("dl");
    await summary.getByText("Spreadsheet (CSV)").waitFor();
    await vexpect.poll(() => summary.innerText()).toMatch(/Meals\s+3/);
    await page.getByText("1 row could not be read").click();
    await page.getByText("line 5").waitFor();
    await expectAccessible(page, "/import, preview");
    await shoot(page, "import-preview");
    vexpect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    vexpect(await mealsOf(page)).toEqual([]);

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("heading", { name: "Imported" }).waitFor();
    await page.getByText("Stored 3 meals").first().waitFor();
    await shoot(page, "import-done");
    vexpect((await mealsOf(page)).map((m) => m.food).sort()).toEqual(["Chicken salad", "Porridge", "Risotto"]);

    // The list keeps it, and undo removes exactly it.
    await page.getByRole("button", { name: "Import another file" }).click();
    await page.getByRole("button", { name: "Undo this import" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Undo this import?" });
    await shoot(page, "import-undo-dialog");
    await dialog.getByRole("button", { name: "Undo import" }).click();
    await page.getByText("Undone", { exact: true }).waitFor();
    vexpect(await mealsOf(page)).toEqual([]);
    await expectAccessible(page, "/import, undone");
    await shoot(page, "import-history");
  });

  it("a file it cannot read says why, and stores nothing", async () => {
    const { page } = b;
    await signUp(page, "badfile");
    await page.goto("/import");
    await page.getByLabel("Drop a file here, or choose one").setInputFiles({
      name: "photo.zip",
      mimeType: "application/zip",
      buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(500, 1)]),
    });
    const alert = page.getByRole("alert").filter({ hasText: /./ });
    await alert.first().waitFor();
    vexpect((await alert.first().innerText()).length).toBeGreaterThan(10);
    await shoot(page, "import-error");
    vexpect(await mealsOf(page)).toEqual([]);
  });
});
