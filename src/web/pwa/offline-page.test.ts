// @vitest-environment happy-dom
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The offline page the service worker serves, and its script, as the browser gets them. */
const publicDir = path.resolve(import.meta.dirname, "../public");
const html = fs.readFileSync(path.join(publicDir, "offline.html"), "utf8");
const script = fs.readFileSync(path.join(publicDir, "offline.js"), "utf8");

const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the language switch's cookie, as the page reads it
  document.cookie = cookie;
};

/** Opens the offline page at `address` (the worker answers any navigation with it) and runs its script. */
function openOffline(address: string, { cookie = "", languages = ["en-US"] } = {}) {
  window.history.replaceState(null, "", address);
  setCookie("lang=; max-age=0");
  if (cookie) setCookie(cookie);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  const parsed = new DOMParser().parseFromString(html, "text/html");
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  // The page's own script tag is run below, not fetched.
  for (const tag of parsed.body.querySelectorAll("script")) tag.remove();
  document.body.innerHTML = parsed.body.innerHTML;
  new Function(script)();
}

const text = (id: string) => document.getElementById(id)?.textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setCookie("lang=; max-age=0");
  window.history.replaceState(null, "", "/");
  // The unit tier shares one document per worker (isolate: false): the next file must not find this page.
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  document.documentElement.lang = "en";
});

describe("the offline page", () => {
  it("is English for an English reader, as it is written", () => {
    vi.useFakeTimers();
    openOffline("/home");
    expect(document.documentElement.lang).toBe("en");
    expect(text("offline-heading")).toBe("You are offline");
    expect(text("offline-retry")).toBe("Try again");
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
  });

  it("is Italian at an /it address, whatever the browser says", () => {
    vi.useFakeTimers();
    openOffline("/it/home");
    expect(document.documentElement.lang).toBe("it");
    expect(document.title).toBe("Offline | Macrowise");
    expect(text("offline-heading")).toBe("Sei offline");
    expect(text("offline-body")).toContain("I tuoi dati sono al sicuro sul server");
    expect(text("offline-status")).toBe("Verifica della connessione…");
    expect(text("offline-retry")).toBe("Riprova");
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.it.webmanifest");
  });

  it("follows the person's choice, then the browser's languages", () => {
    vi.useFakeTimers();
    openOffline("/home", { cookie: "lang=it", languages: ["en-US"] });
    expect(text("offline-heading")).toBe("Sei offline");
    openOffline("/home", { cookie: "lang=en", languages: ["it-IT"] });
    expect(text("offline-heading")).toBe("You are offline");
    openOffline("/home", { languages: ["de-DE", "it-IT", "en"] });
    expect(text("offline-heading")).toBe("Sei offline");
    openOffline("/en/home", { languages: ["it-IT"] });
    expect(text("offline-heading")).toBe("You are offline");
  });

  it("counts its checks in Italian while the server stays away", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    openOffline("/it/pricing");
    await vi.advanceTimersByTimeAsync(1000);
    expect(text("offline-status")).toBe("Ancora offline. Verificato 1 volta; nuovo tentativo a breve.");
    await vi.advanceTimersByTimeAsync(3000);
    expect(text("offline-status")).toBe("Ancora offline. Verificato 2 volte; nuovo tentativo a breve.");
  });
});
