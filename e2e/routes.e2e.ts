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
  await page.goto(route);
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

  it("shows the 404 page for a path no spec names", async () => {
    await b.page.goto("/no-such-page");
    await b.page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });
});
