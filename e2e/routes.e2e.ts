import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { becomeAdmin, signUp } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";

/**
 * Every route named in either spec document renders its page, never 'Page Not Found'. Signed in
 * as an admin, so guarded and admin routes render too.
 */
const b = setupBrowser();

/** Routes of this issue and the ones before it. /logout-page is last: it signs out. */
const routes = [
  "/",
  "/home",
  "/home?section=dashboard",
  "/home?section=meals",
  "/home?section=goals",
  "/home?section=profile",
  "/home?view=demo",
  "/food-analyzer",
  "/pricing",
  "/auth",
  "/auth?mode=login",
  "/auth?mode=register",
  "/info",
  "/about",
  "/login",
  "/privacy-policy",
  "/terms-of-service",
  "/guide",
  "/install",
  "/contatti",
  "/profile",
  "/admin",
  "/admin-login",
  "/api/reset-trial",
  "/logout-page",
];

/** Routes the payments issue (11) and the public API issue (12) build. */
const otherIssuesRoutes = [
  "/subscribe",
  "/subscribe?plan=premium-yearly",
  "/checkout?planId=premium-monthly",
  "/checkout?amount=999",
  "/payment-success?session_id=cs_test&plan=premium-monthly",
  "/subscription-success",
  "/test-payment",
  "/simple-stripe-test",
  "/basic-stripe-checkout",
  "/account/subscription",
  "/admin/stripe-settings",
  "/api-keys",
  "/api-docs",
];

async function expectRendered(page: Page, route: string) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await page.waitForLoadState("networkidle");
  await page.locator("main h1, main h2").first().waitFor({ state: "attached" });
  expect(await page.getByRole("heading", { name: "Page Not Found" }).count(), route).toBe(0);
}

async function signInAsAdmin(page: Page) {
  await signUp(page, "routes");
  await becomeAdmin(page);
}

describe("every route of the specs", () => {
  it("renders every page of this issue and the ones before it", async () => {
    await signInAsAdmin(b.page);
    for (const route of routes) await expectRendered(b.page, route);
  }, 180_000);

  it("routes built by the payments and API issues", async () => {
    await signInAsAdmin(b.page);
    const missing: string[] = [];
    for (const route of otherIssuesRoutes) {
      await expectRendered(b.page, route).catch(() => missing.push(route));
    }
    expect(missing).toEqual([]);
  }, 180_000);

  it("answers 404 with the 404 page for a path no spec names, kept out of search engines", async () => {
    const response = await b.page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await b.page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await b.page.getByText("/no-such-page", { exact: true }).waitFor();
    expect(await b.page.locator('meta[name="robots"][content="noindex"]').count()).toBeGreaterThan(0);
    expect(await b.page.title()).toBe("Page Not Found");
    await b.page.getByRole("link", { name: "Try Food Analyzer" }).click();
    await b.page.getByRole("heading", { name: "Food Analyzer", level: 1 }).waitFor();
  });
});

describe("without JavaScript", () => {
  const screenshots = process.env.NOSCRIPT_SCREENSHOTS;

  it("says so on every page the browser renders, and links to the pages that work without it", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await b.browser.newContext({
        baseURL: b.baseUrl,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
        colorScheme,
      });
      const page = await context.newPage();
      for (const route of ["/auth", "/food-analyzer", "/test-payment?session=x", "/simple-stripe-test"]) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await page.getByRole("heading", { name: "This page needs JavaScript" }).waitFor();
        await page.getByRole("link", { name: "User guide" }).waitFor();
      }
      if (screenshots) await page.screenshot({ path: `${screenshots}/noscript-${colorScheme}.png` });
      const missing = await page.goto("/no-such-page");
      expect(missing?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await page.getByText("/no-such-page", { exact: true }).waitFor();
      if (screenshots) await page.screenshot({ path: `${screenshots}/noscript-404-${colorScheme}.png` });
      // The links lead to pages the server renders: readable with script off.
      await page.getByRole("link", { name: "Pricing" }).click();
      await page.getByRole("heading", { name: "Transparent Pricing" }).waitFor();
      await context.close();
    }
  });
});
