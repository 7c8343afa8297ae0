import { describe, expect, it } from "vitest";
import { becomeAdmin, expectAccessible, signUp } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";

const b = setupBrowser();

describe("the admin dashboard", () => {
  it("sends a signed-in user who is not an admin home with 'Access Denied'", async () => {
    const { page } = b;
    await signUp(page, "plain");
    await page.goto("/admin");
    await page.getByText("Access Denied").first().waitFor();
    await page.getByText("You don't have permission to access the admin dashboard.").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/home");
    expect((await page.request.get("/api/admin/status")).status()).toBe(403);
  });

  it("sends a guest to sign in first", async () => {
    await b.page.goto("/admin");
    await b.page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === "/admin");
  });

  it("shows payments, status figures that match the server's data, users and messages", async () => {
    const { page } = b;
    const me = await signUp(page, "boss");
    await becomeAdmin(page);
    await page.request.post("/api/meals", {
      data: { mealType: "lunch", food: "Pasta", calories: 500, proteins: 15, carbs: 90, fats: 8 },
    });
    await page.request.post("/api/email-response", {
      data: { email: "visitor@example.com", subject: "Dashboard check", message: "Does the admin see this?" },
    });

    await page.goto("/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    // /api/payments/config belongs to the payments feature: the card says 'unknown' without it.
    const paymentsConfig = await page.request.get("/api/payments/config");
    if (!paymentsConfig.ok()) await page.getByText("Payments: unknown").waitFor();
    await page.getByRole("link", { name: "Stripe Settings" }).waitFor();

    const status = await (await page.request.get("/api/admin/status")).json();
    const row = (label: string) =>
      page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
    await row("Users").getByText(`${status.counts.users} (`).waitFor();
    await row("Meals").getByText(String(status.counts.meals), { exact: true }).waitFor();
    await row("Contact messages").getByText(String(status.counts.contactMessages), { exact: true }).waitFor();
    await row("Migrations")
      .getByText(`${status.database.migrationsApplied} of ${status.database.migrationsTotal} applied`)
      .waitFor();
    await row("Database").getByText("Embedded PostgreSQL").waitFor();
    await row("Version").getByText(status.version).waitFor();
    await row("Mail").getByText("not configured").waitFor();
    // The figures /metrics gives: this instance's requests and pool, the database's sessions.
    await row("Signed-in sessions").getByText(String(status.activeSessions), { exact: true }).waitFor();
    await row("Database connections").getByText(`in use of ${status.databasePool.max}`).waitFor();
    await row("Requests \\(this instance\\)")
      .getByText(/mean [0-9.]+ ms, 95% within [0-9.]+ ms/)
      .waitFor();
    if (process.env.E2E_SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/admin-status.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/admin-status-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // The user count is the users list's total.
    const users = await (await page.request.get("/api/admin/users")).json();
    expect(users.total).toBe(status.counts.users);
    await expectAccessible(page, "admin overview");

    // Users: find someone, make them an admin after confirming, and they are one.
    const other = await signUpElsewhere(b, "helper");
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Search by name or email").fill(other);
    const table = page.getByRole("table", { name: "Users" });
    await table.getByText(other, { exact: true }).waitFor();
    await table.getByRole("button", { name: `Make ${other} an admin` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Make admin?" });
    await dialog.getByRole("button", { name: "Make admin" }).click();
    await page.getByText("Admin granted").first().waitFor();
    await table.getByRole("button", { name: `Remove admin from ${other}` }).waitFor();
    await expectAccessible(page, "admin users");

    // Removing oneself while others are admins is allowed; the last admin is kept (server test).
    await page.getByLabel("Search by name or email").fill(me.username);
    await table.getByRole("button", { name: `Remove admin from ${me.username}` }).waitFor();

    await page.getByRole("tab", { name: "Messages" }).click();
    await page.getByRole("heading", { name: "Dashboard check" }).first().waitFor();
    await page.getByText("Does the admin see this?").first().waitFor();
    await expectAccessible(page, "admin messages");
  });

  it("switches the payment mode from the Stripe settings after a confirm dialog, and back", async () => {
    const { page } = b;
    await signUp(page, "moder");
    await becomeAdmin(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Stripe Settings" }).click();
    await page.getByRole("heading", { name: "Stripe Settings" }).waitFor();
    await page.getByText(/Stripe is not in use yet/).waitFor();
    await page.getByRole("tab", { name: "Production Mode" }).click();
    await page.getByRole("button", { name: "Switch to Production Mode" }).click();
    const dialog = page.getByRole("alertdialog", { name: /Switch Stripe to Production Mode/ });
    await dialog.getByRole("button", { name: "Switch mode" }).click();
    await page.getByText("Stripe is now in production mode").first().waitFor();
    expect((await (await page.request.get("/api/stripe-mode")).json()).mode).toBe("production");
    await page.getByRole("button", { name: "Refresh Mode" }).click();
    await page.getByRole("tab", { name: "Test Mode" }).click();
    await page.getByRole("button", { name: "Switch to Test Mode" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Switch mode" }).click();
    await page.getByText("Stripe is now in test mode").first().waitFor();
    await expectAccessible(page, "stripe settings");
    await page.getByRole("link", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  });

  it("restarts the server after confirming; the page reloads after 5 s and the server answers", async () => {
    const { page } = b;
    await signUp(page, "restarter");
    await becomeAdmin(page);
    await page.goto("/admin");
    const before = await (await page.request.get("/api/admin/status")).json();
    await page.getByText(/starts again inside the same process/).waitFor();
    await page.getByRole("button", { name: "Restart Server" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Restart the server?" });
    const navigated = page.waitForEvent("framenavigated", { timeout: 15_000 });
    const clicked = Date.now();
    await dialog.getByRole("button", { name: "Restart Server" }).click();
    await page.getByText("Server Restarting").first().waitFor();
    await navigated;
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(4500);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor({ timeout: 20_000 });
    const after = await (await page.request.get("/api/admin/status")).json();
    expect(Date.parse(after.appStartedAt)).toBeGreaterThan(Date.parse(before.appStartedAt));
    expect(after.processStartedAt).toBe(before.processStartedAt);
  });
});

/** Registers another user in a separate context (so the page's session stays the admin's). */
async function signUpElsewhere(fixture: typeof b, prefix: string): Promise<string> {
  const context = await fixture.browser.newContext({ baseURL: fixture.baseUrl });
  const page = await context.newPage();
  const { username } = await signUp(page, prefix);
  await context.close();
  return username;
}
