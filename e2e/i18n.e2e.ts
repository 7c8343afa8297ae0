import { describe, expect, it } from "vitest";
import { setupBrowser } from "./support/browser.js";
import { painted } from "./support/screens.js";

/** Issue 28: the page's language, from the address, the choice or the browser, in the server's HTML and in the app. */
const PUBLIC_PAGES = ["/", "/pricing", "/guide", "/install", "/contatti"];

describe("the server's pages in each language", () => {
  const b = setupBrowser();

  it("answers an Italian browser in Italian, with lang, hreflang and each language at its own address", async () => {
    for (const path of PUBLIC_PAGES) {
      const italian = await b.page.request.get(path, { headers: { "Accept-Language": "it-IT,it;q=0.9" } });
      const html = await italian.text();
      expect(html, path).toContain('<html lang="it"');
      expect(italian.headers()["content-language"], path).toBe("it");
      expect(html, path).toContain('hreflang="it"');
      expect(html, path).toContain(`href="${b.baseUrl}/it${path === "/" ? "" : path}"`);
      expect(html, path).toContain('hreflang="x-default"');
      expect(html, path).toContain(">Prezzi<");

      const english = await (await b.page.request.get(`/en${path === "/" ? "" : path}`)).text();
      expect(english, path).toContain('<html lang="en"');
      expect(english, path).toContain(">Pricing<");
      const pinned = await (
        await b.page.request.get(`/it${path === "/" ? "" : path}`, { headers: { "Accept-Language": "en-US" } })
      ).text();
      expect(pinned, path).toContain('<html lang="it"');
    }
  });
});

describe("the language switch", () => {
  const b = setupBrowser({ viewport: { width: 390, height: 844 }, locale: "it-IT" });

  it("starts in the browser's Italian, switches to English, and the choice stays on the next visit", async () => {
    const { page } = b;
    await page.goto("/");
    expect(await page.getAttribute("html", "lang")).toBe("it");
    // The app has taken the page over (the phone menu's button is enabled then): before that, the
    // switch is a plain link to the /en page, which does not keep the choice.
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')?.disabled,
    );
    const language = page.getByRole("list", { name: "Lingua" });
    await language.getByRole("link", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await painted(page);
    await page.getByRole("list", { name: "Language" }).waitFor();
    await page.goto("/pricing");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    // An Italian address is Italian whatever was chosen; its links keep the prefix.
    await page.goto("/it/guide");
    expect(await page.getAttribute("html", "lang")).toBe("it");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
