import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/accounts.js";
import { BROWSER_ZONE_HEADER, setupBrowser, uniqueName } from "./support/browser.js";

const b = setupBrowser();

/** Registers a user through the API (the browser context keeps the session cookie). */
async function registerUser(page: Page, prefix: string): Promise<string> {
  const name = uniqueName(prefix);
  const res = await page.request.post("/api/register", {
    headers: BROWSER_ZONE_HEADER,
    data: { username: name, email: `${name}@example.com`, gender: "other", password: "secret-pass" },
  });
  expect(res.status()).toBe(201);
  return name;
}

/**
 * A subscriber for the journeys: the e2e server runs with ADMIN_ACCESS_CODE=e2e-admin-code, and an
 * admin's plan is `unlimited`, which includes api-access, so an admin made through /api/admin-access
 * stands in for a paying subscriber (no checkout needed). Admin access is limited to 5 attempts per
 * 15 minutes per address, and every journey comes from 127.0.0.1, so this file makes one admin and
 * signs it in for each test (each test cleans up the keys it made).
 */
let subscriber: string | null = null;
async function signInSubscriber(page: Page): Promise<void> {
  if (subscriber) {
    const res = await page.request.post("/api/login", { data: { username: subscriber, password: "secret-pass" } });
    expect(res.status()).toBe(200);
  } else {
    const name = await registerUser(page, "apisub");
    const res = await page.request.post("/api/admin-access", { data: { code: "e2e-admin-code" } });
    expect(res.status()).toBe(200);
    subscriber = name;
  }
  for (const key of await (await page.request.get("/api/api-keys")).json()) {
    await page.request.delete(`/api/api-keys/${key.id}`);
  }
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

const callApi = (key: string) => fetch(`${b.baseUrl}/api/v1/nutrition-goals`, { headers: { "X-Api-Key": key } });

describe("API keys for a subscriber", () => {
  it("creates a key shown once, calls the API with it, sees last use, revokes it (401) and deletes it", async () => {
    const { page, context } = b;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: b.baseUrl });
    await signInSubscriber(page);
    await page.goto("/api-keys");
    await page.getByRole("heading", { name: "API Keys", level: 1 }).waitFor();
    await page.getByText("No API keys yet").waitFor();
    await page.getByText(`curl -H "X-Api-Key: YOUR_API_KEY" ${b.baseUrl}/api/v1/nutrition-goals`).waitFor();
    await page.getByRole("heading", { name: "Connect your assistant" }).waitFor();
    await expectAccessible(page, "api keys 1");

    await page.getByRole("button", { name: "Create API Key" }).click();
    const dialog = page.getByRole("dialog");
    const create = dialog.getByRole("button", { name: "Create", exact: true });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel("Key name").fill("   ");
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel("Key name").fill("Curl script");
    await create.click();
    await dialog.getByRole("heading", { name: "API key created" }).waitFor();
    await toast(page, "API key created").waitFor();
    const key = (await dialog.locator("code").first().textContent()) ?? "";
    expect(key).toMatch(/^mw_live_[0-9A-Za-z]{49}$/);
    await dialog.getByRole("button", { name: "Copy API key" }).click();
    await toast(page, "Copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.content()).not.toContain(key);

    const row = page.getByRole("row", { name: /Curl script/ });
    await row
      .getByText(`${key.slice(0, 12)}…${key.slice(-4)}`)
      .filter({ visible: true })
      .waitFor();
    await row.getByText("Never").first().waitFor();
    await row.getByText("Active").filter({ visible: true }).waitFor();

    const answer = await callApi(key);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([]);

    await page.reload();
    await page
      .getByRole("row", { name: /Curl script/ })
      .getByText("less than a minute ago")
      .waitFor();

    await page.getByRole("button", { name: "Revoke Curl script" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await toast(page, "API key revoked").waitFor();
    await page
      .getByRole("row", { name: /Curl script/ })
      .getByText("Revoked")
      .filter({ visible: true })
      .waitFor();
    const refused = await callApi(key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "Unauthorized", message: "Invalid API key" });

    await page.getByRole("button", { name: "Delete Curl script" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "API key deleted").waitFor();
    await page.getByText("No API keys yet").waitFor();
    expect(await page.getByRole("row", { name: /Curl script/ }).count()).toBe(0);
  });

  it("refuses a sixth key: the button says why, and the server answers 409", async () => {
    const { page } = b;
    await signInSubscriber(page);
    for (let i = 1; i <= 5; i++) {
      expect((await page.request.post("/api/api-keys", { data: { name: `Key ${i}` } })).status()).toBe(201);
    }
    await page.goto("/api-keys");
    await page.getByText("You have 5 active keys, the most you can have.").waitFor();
    expect(await page.getByRole("button", { name: "Create API Key" }).isDisabled()).toBe(true);
    const sixth = await page.request.post("/api/api-keys", { data: { name: "Sixth" } });
    expect(sixth.status()).toBe(409);
    expect((await sixth.json()).message).toContain("at most 5 active API keys");
  });

  it("reads the documentation: overview with this instance's URL, authentication, endpoints with examples", async () => {
    const { page } = b;
    await signInSubscriber(page);
    await page.goto("/api-docs");
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    await page.getByText(`${b.baseUrl}/api/v1`, { exact: true }).waitFor();
    await page
      .getByText(/requests per minute/)
      .first()
      .waitFor();
    await expectAccessible(page, "api keys 2");
    await page.getByRole("tab", { name: "Authentication" }).click();
    await page.getByText("X-Api-Key", { exact: true }).first().waitFor();
    await page.getByRole("tab", { name: "Endpoints" }).click();
    const goals = page.getByRole("article", { name: "/nutrition-goals" }).first();
    await goals.getByText("Requires auth").waitFor();
    await goals.getByText(`'${b.baseUrl}/api/v1/nutrition-goals'`, { exact: false }).waitFor();
    await expectAccessible(page, "api keys 3");
  });

  it("says when the documentation cannot be loaded, and loads it on Refresh", async () => {
    const { page } = b;
    await signInSubscriber(page);
    // The network drops the docs request (the server is not involved): the page must say so.
    await page.route("**/api/docs", (route) => route.abort("connectionreset"));
    await page.goto("/api-docs");
    await page.getByText("Unable to load API documentation").waitFor({ timeout: 20_000 });
    await page.unroute("**/api/docs");
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
  });

  it("fits a phone screen without sideways scrolling", async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    await signInSubscriber(page);
    await page.request.post("/api/api-keys", { data: { name: "A".repeat(100) } });
    for (const path of ["/api-keys", "/api-docs"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("heading", { level: 2 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

describe("API keys for others", () => {
  it("shows a trial user the upsell; the server refuses them a key and the docs", async () => {
    const { page } = b;
    await registerUser(page, "apitrial");
    await page.goto("/api-keys");
    await page.getByRole("heading", { name: "Premium API Access" }).waitFor();
    await expectAccessible(page, "api keys 4");
    await page.getByRole("link", { name: "Upgrade to Premium" }).click();
    await page.waitForURL("**/pricing");
    const refused = await page.request.post("/api/api-keys", { data: { name: "Sneaky" } });
    expect(refused.status()).toBe(402);
    await page.goto("/api-docs");
    await page.getByRole("heading", { name: "Access Restricted" }).waitFor();
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Profile" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "API Keys" }).count()).toBe(0);
  });

  it("sends a guest to sign in first", async () => {
    const { page } = b;
    await page.goto("/api-keys");
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === "/api-keys");
    await page.goto("/api-docs");
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === "/api-docs");
  });
});
