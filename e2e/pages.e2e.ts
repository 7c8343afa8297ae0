import { describe, expect, it } from "vitest";
import { becomeAdmin, expectAccessible, signUp } from "./support/accounts.js";
import { setupBrowser } from "./support/browser.js";

const b = setupBrowser();

describe("the reset page at /api/reset-trial", () => {
  it("clears the browser's trial flag and goes to the food analyzer after 2 s", async () => {
    const { page } = b;
    await page.goto("/food-analyzer");
    await page.evaluate(() => localStorage.setItem("foodAnalyzerTrialUsed", "true"));
    const started = Date.now();
    await page.goto("/api/reset-trial");
    await page.getByText("The free trial flag in this browser was cleared.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("foodAnalyzerTrialUsed"))).toBeNull();
    await page.waitForURL((url) => url.pathname === "/food-analyzer");
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it("takes key and redirectTo, and never leaves the site", async () => {
    const { page } = b;
    await page.goto("/guide");
    await page.evaluate(() => sessionStorage.setItem("foodAnalyzerVisited", "true"));
    await page.goto("/api/reset-trial?key=foodAnalyzerVisited&redirectTo=%2Fpricing");
    await page.waitForURL((url) => url.pathname === "/pricing");
    expect(await page.evaluate(() => sessionStorage.getItem("foodAnalyzerVisited"))).toBeNull();

    await page.evaluate(() => localStorage.setItem("macrowise-other", "kept"));
    await page.goto("/api/reset-trial?key=macrowise-other&redirectTo=https%3A%2F%2Fevil.example%2F");
    await page.getByText('Nothing to reset: "macrowise-other" is not a trial flag.').waitFor();
    await page.waitForURL((url) => url.pathname === "/food-analyzer" && url.host === new URL(b.baseUrl).host);
    expect(await page.evaluate(() => localStorage.getItem("macrowise-other"))).toBe("kept");
  });

  it("clears the flag with ?reset_trial=true on the analyzer", async () => {
    const { page } = b;
    await page.goto("/food-analyzer");
    await page.evaluate(() => localStorage.setItem("foodAnalyzerTrialUsed", "true"));
    await page.goto("/food-analyzer?reset_trial=true");
    await page.waitForURL((url) => !url.searchParams.has("reset_trial"));
    expect(await page.evaluate(() => localStorage.getItem("foodAnalyzerTrialUsed"))).toBeNull();
  });
});

describe("the remaining pages", () => {
  it("about: Italian, back to / and start to sign in", async () => {
    const { page } = b;
    await page.goto("/about");
    await page.getByRole("heading", { name: "Chi siamo" }).waitFor();
    expect(await page.locator('[lang="it"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, "about");
    await page.getByRole("link", { name: "Inizia ora" }).click();
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("mode") === "login");
    await page.goto("/about");
    await page.getByRole("link", { name: "Torna alla home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("/login is the sign-in tab of /auth", async () => {
    const { page } = b;
    await page.goto("/login?redirect=%2Fguide");
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("mode") === "login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/guide");
    expect(await page.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
  });

  it("/profile asks a guest to sign in, and shows a user's profile and plan", async () => {
    const { page } = b;
    await page.goto("/profile");
    await page.getByText("Authentication required").first().waitFor();
    await page.getByText("Please login to view your profile").first().waitFor();
    await page.waitForURL((url) => url.pathname === "/auth" && url.searchParams.get("redirect") === "/profile");

    await signUp(page, "profiled");
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Your Profile" }).waitFor();
    await page.getByRole("button", { name: "Create Profile" }).waitFor();
    await page
      .getByText(/Free Trial: \d+ days? left/)
      .first()
      .waitFor();
    await expectAccessible(page, "profile");
  });

  it("legal pages: dated April 20, 2025, under 16, cancellation any time without partial refunds", async () => {
    const { page } = b;
    await page.goto("/privacy-policy");
    await page.getByText("Last updated April 20, 2025").waitFor();
    await page.getByText(/not intended for children under 16/).waitFor();
    await page.goto("/terms-of-service");
    await page.getByText("Last updated April 20, 2025").waitFor();
    await page.getByText(/cancel at any time/).waitFor();
    await page.getByText(/no partial\s+refunds/).waitFor();
    await expectAccessible(page, "terms");
  });

  it("guide: the quick-navigation anchors lead to their sections", async () => {
    const { page } = b;
    await page.goto("/guide");
    const nav = page.getByRole("navigation", { name: "Guide sections" });
    for (const [label, id] of [
      ["Welcome", "welcome"],
      ["Key features", "features"],
      ["Food Analyzer", "food-analyzer"],
      ["Free trial", "trial"],
      ["Getting started", "getting-started"],
      ["Support", "support"],
    ] as const) {
      expect(await nav.getByRole("link", { name: label }).getAttribute("href")).toBe(`#${id}`);
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    await nav.getByRole("link", { name: "Support" }).click();
    await page.waitForURL((url) => url.hash === "#support");
    expect(await page.locator("section#support").isVisible()).toBe(true);
    await page.getByRole("link", { name: "View Pricing" }).waitFor();
    await page.getByRole("link", { name: "Create Your Account" }).waitFor();
  });

  it("admin-login: the development shortcut explains itself where it does not exist", async () => {
    const { page } = b;
    await page.goto("/admin-login");
    await page.getByText(/test and development shortcut/).waitFor();
    await page.getByRole("button", { name: "Sign in as administrator" }).click();
    await page.getByText("Errore di accesso").first().waitFor();
    await page
      .getByRole("alert")
      .getByText(/solo quando il server è in modalità sviluppo/)
      .waitFor();
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  it("footer: guide, privacy policy, terms of service and contact", async () => {
    const { page } = b;
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, path] of [
      ["User Guide", "/guide"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Contact", "/contatti"],
    ]) {
      expect(await footer.getByRole("link", { name }).getAttribute("href")).toBe(path);
    }
  });
});

describe("the user menu", () => {
  const entries = async () => {
    const { page } = b;
    await page.goto("/home");
    await page.getByRole("button", { name: "User menu" }).click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const names = await menu.getByRole("menuitem").allTextContents();
    return { menu, names: names.map((n) => n.trim()) };
  };

  it("shows a trial user Profile, Body & energy, Subscription and Log out only (the test payment is the admins')", async () => {
    await signUp(b.page, "menu");
    const { menu, names } = await entries();
    expect(names).toEqual(["Profile", "Body & energy", "Subscription", "Log out"]);
    expect(await menu.getByRole("menuitem", { name: "Body & energy" }).getAttribute("href")).toBe("/body");
    expect(await menu.getByRole("menuitem", { name: "Profile" }).getAttribute("href")).toBe("/profile");
    expect(await menu.getByRole("menuitem", { name: "Subscription" }).getAttribute("href")).toBe(
      "/account/subscription",
    );
  });

  it("adds API Keys, API Documentation, Admin Dashboard and Stripe Settings for an admin", async () => {
    await signUp(b.page, "menuadmin");
    await becomeAdmin(b.page);
    const { menu, names } = await entries();
    expect(await menu.getByRole("menuitem", { name: "Test Direct Payment" }).getAttribute("href")).toBe(
      "/checkout?amount=999",
    );
    expect(names).toEqual([
      "Profile",
      "Body & energy",
      "Subscription",
      "Test Direct Payment",
      "API Keys",
      "API Documentation",
      "Admin Dashboard",
      "Stripe Settings",
      "Log out",
    ]);
    await menu.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await b.page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  });
});
