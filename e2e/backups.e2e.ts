import fs from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { becomeAdmin, expectAccessible, signUp } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";

const b = setupBrowser();

describe("the admin's backups", () => {
  it("lists the server's backups, makes one now and downloads it", async () => {
    const { page } = b;
    await signUp(page, "keeper");
    await becomeAdmin(page);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Backups" }).waitFor();
    await page.getByText(/A backup is made every day/).waitFor();
    const list = page.getByRole("list", { name: "Backups, newest first" });
    // The daily backup the server made when it started.
    await list.getByText("daily").first().waitFor();
    const before = await list.getByRole("listitem").count();

    await page.getByRole("button", { name: "Back up now" }).click();
    await page.getByText("Backup made").first().waitFor();
    await list.getByText("manual").first().waitFor();
    expect(await list.getByRole("listitem").count()).toBe(before + 1);
    await expectAccessible(page, "admin backups");

    const newest = list.getByRole("listitem").first();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      newest.getByRole("link", { name: /^Download the backup of / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^macrowise-manual-\d{8}T\d{6}Z\.backup$/);
    const file = await download.path();
    const text = gunzipSync(await fs.readFile(file)).toString("utf8");
    expect(text.startsWith("MACROWISE BACKUP 1\n")).toBe(true);
  });
});
