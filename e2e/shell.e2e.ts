import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.js";

const b = setupBrowser();

describe("the web shell", () => {
  it("serves the landing page with its feature cards, navigation and footer", async () => {
    const { page } = b;
    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Journey" }).waitFor();
    for (const name of ["Guide", "Pricing", "Install App", "Contact"]) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).first().waitFor();
    }
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacy policy/i })
      .waitFor();
    await page.getByRole("link", { name: "Read User Guide" }).click();
    await page.waitForURL("**/guide");
  });

  it("shows the 404 page with the requested path, two ways out and noindex", async () => {
    const { page } = b;
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByText("/no/such/page").waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await page.getByRole("link", { name: "Try Food Analyzer" }).waitFor();
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("sends a guest pressing Meals to register first", async () => {
    const { page } = b;
    await page.goto("/home?section=dashboard");
    await page.getByRole("heading", { name: "Welcome, Guest" }).waitFor();
    await page.getByRole("tab", { name: "Meals" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/auth" && url.searchParams.get("action") === "register-to-add-meals",
    );
  });

  it("opens the administrator dialog from the hidden key sequence and grants admin with the server's code", async () => {
    const { page } = b;
    const name = `boss${Date.now().toString(36)}`;
    await page.request.post("/api/register", {
      data: { username: name, email: `${name}@example.com`, gender: "other", password: "secret-pass" },
    });
    await page.goto("/");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.type("macrowise");
    const dialog = page.getByRole("dialog", { name: "Administrator Access" });
    await dialog.waitFor();
    const submit = dialog.getByRole("button", { name: "Access System" });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel("Admin Access Code").fill("e2e-admin-code");
    await submit.click();
    await page.getByText("Admin Access Granted").first().waitFor();
    const me = await page.request.get("/api/user");
    expect((await me.json()).isAdmin).toBe(true);
  });

  it("works on a phone-sized screen without sideways scrolling", async () => {
    const phone = await b.browser.newContext({ baseURL: b.baseUrl, viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Pricing" }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR ?? "test-results", "landing-phone.png") });
    await phone.close();
  });
});

describe("the built client", () => {
  it("carries no admin code, API key or server secret", () => {
    const dir = path.resolve(import.meta.dirname, "../dist/web/assets");
    const bundle = fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    for (const secret of ["e2e-admin-code", "ADMIN_ACCESS_CODE", "DATABASE_URL", "AI_API_KEY", "macrowise-local"]) {
      expect(bundle).not.toContain(secret);
    }
  });
});
