import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it, expect as vexpect } from "vitest";
import { AuthPage } from "./support/auth-page.js";
import { launchChromium, uniqueName } from "./support/browser.js";
import { type E2eServer, startE2eServer } from "./support/server.js";

/** PAYMENTS_PROVIDER=off: no billing anywhere, every feature for every account. */
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2eServer({ PAYMENTS_PROVIDER: "off" }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a self-hosted server without billing", () => {
  it("shows no pricing link, upgrade button or payment entry, and every premium feature works", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, timezoneId: "Europe/Rome" });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const name = uniqueName("selfhost");
    const auth = new AuthPage(page);
    await auth.open();
    await auth.register({ username: name, email: `${name}@example.com`, password: "secret-pass" });
    await page.waitForURL("**/home");

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Guide" }).first().waitFor();
    vexpect(await nav.getByRole("link", { name: "Pricing" }).count()).toBe(0);
    vexpect(await page.getByText(/free trial/i).count()).toBe(0);

    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "API Keys" }).waitFor();
    for (const entry of ["Subscription", "Test Direct Payment", "Stripe Settings"]) {
      vexpect(await page.getByRole("menuitem", { name: entry }).count(), entry).toBe(0);
    }
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByText("Billing is off on this server: every feature is included.").waitFor();
    vexpect(await page.getByRole("link", { name: /View plans|View Pricing|Manage subscription/ }).count()).toBe(0);

    // Premium features answer, with no trial involved.
    const chat = await page.request.post("/api/ai-chat", { data: { query: "How am I doing?", chatType: "meals" } });
    vexpect(chat.status()).toBe(200);
    vexpect(
      (await page.request.post("/api/create-payment-intent", { data: { planId: "premium-monthly" } })).status(),
    ).toBe(404);

    // A remembered link to /pricing is not a dead end.
    await page.goto("/pricing");
    await page.getByRole("heading", { name: "Every feature is included" }).waitFor();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/home");
    await context.close();
  });
});
