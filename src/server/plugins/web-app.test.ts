import { describe, expect, it } from "vitest";
import { TestClient } from "../test/test-app.js";
import { HOME_PRELOADS, PRELOADS, renderedState, serverState, serveTestWebApp } from "../test/web-app-fixture.js";

const web = serveTestWebApp();
const { get } = web;

describe("serving the web app", () => {
  it("serves pages as the app, never cached without asking", async () => {
    for (const url of ["/", "/home", "/guide?from=x", "/api/reset-trial?key=x"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year, and asks every time for the worker and the manifest", async () => {
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const url of ["/sw.js", "/manifest.webmanifest"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    expect((await get("/manifest.webmanifest")).headers["content-type"]).toContain("application/manifest+json");
  });

  it("answers a missing file with 404, never the app's HTML", async () => {
    for (const url of ["/assets/index-old999.js", "/assets/style.css", "/icons/missing.png", "/old-sw.js"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).not.toContain("text/html");
    }
  });

  it("keeps /api answers for the API (a JSON 404), and refuses a broken path", async () => {
    const api = await get("/api/no-such-route");
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/not found/);
    expect((await get("/%E0%A4%A")).statusCode).toBe(400);
  });

  it("keeps /metrics for Prometheus beside the app's pages: 401 to a guest, never the app's HTML", async () => {
    const metrics = await get("/metrics");
    expect(metrics.statusCode).toBe(401);
    expect(metrics.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("public pages rendered by the server", () => {
  it("sends the landing page, pricing and the guide with their content and title, and the state they were rendered with", async () => {
    const cases = [
      ["/", "Know what you eat. Reach your nutrition goals.", "Macrowise: nutrition tracking made simple"],
      ["/pricing", "Transparent Pricing", "Pricing | Macrowise"],
      ["/guide", "User Guide", "User Guide | Macrowise"],
    ] as const;
    for (const [url, heading, title] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain(heading);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      const rendered = renderedState(res.body);
      expect(rendered.state, url).toEqual({ paymentsConfig: { provider: "local", mode: "test" }, locale: "en" });
      expect(rendered.classMergesInMarkup, url).toBeGreaterThan(5);
      expect(res.body, url).not.toContain("modulepreload");
    }
  });

  it("leaves other app pages and addresses with a query string to the browser, with the app preloaded", async () => {
    for (const url of ["/home?section=meals", "/install?platform=android", "/?from=mail", "/auth", "/food-analyzer"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      const pagePreloads = url.startsWith("/home") ? HOME_PRELOADS : "";
      // A public page's address also names its other languages (hreflang), before </head>.
      const withoutAlternates = res.body.replace(/<link rel="alternate"[^>]*>/g, "");
      expect(withoutAlternates, url).toContain(`${PRELOADS}${pagePreloads}</head><div id="root"></div><noscript>`);
      expect(serverState(res.body), url).toEqual({
        paymentsConfig: { provider: "local", mode: "test" },
        locale: "en",
        user: null,
      });
    }
  });

  it("says on every page the browser renders that it needs JavaScript, with links to the pages that do not", async () => {
    const shellPages = [
      "/auth",
      "/food-analyzer",
      "/test-payment?session=x",
      "/simple-stripe-test",
      "/home?section=goals",
    ];
    for (const url of shellPages) {
      const noscript = (await get(url)).body.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? "";
      expect(noscript, url).toContain("This page needs JavaScript");
      for (const href of ["/", "/pricing", "/guide", "/install", "/contatti", "/privacy-policy", "/terms-of-service"]) {
        expect(noscript, `${url} links ${href}`).toContain(`href="${href}"`);
      }
    }
    // The pages the server renders show their content without script: nothing to apologise for.
    for (const url of ["/", "/pricing", "/guide", "/home"])
      expect((await get(url)).body, url).not.toContain("<noscript>");
  });

  it("answers 404 for a path the app has no page for: the not-found page, out of search engines, readable without script", async () => {
    for (const url of ["/no-such-page", "/pricingg", "/guide/more", "/a/b/c?x=1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).toContain("<title>Page Not Found</title>");
      const noscript = res.body.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? "";
      expect(noscript, url).toContain("Page Not Found");
      expect(noscript, url).toContain(url.split("?")[0]);
      expect(noscript, url).toContain('href="/food-analyzer"');
      // The browser still gets the app, which renders the same page.
      expect(res.body, url).toContain(`${PRELOADS}</head><div id="root"></div><noscript>`);
      expect(serverState(res.body), url).toEqual({
        paymentsConfig: { provider: "local", mode: "test" },
        locale: "en",
        user: null,
      });
    }
    const hostile = await get("/%3Cscript%3Ealert(1)%3C/script%3E\"'");
    expect(hostile.statusCode).toBe(404);
    expect(hostile.body).not.toMatch(/<script>alert/i);
    // Under a guarded path the guard speaks first (a guest signs in), as the browser's RouteGuard does;
    // a signed-in person then gets the 404.
    expect((await get("/home/extra")).statusCode).toBe(302);
    const client = new TestClient(web.app);
    await client.register("lostuser");
    const lost = await client.get("/home/extra");
    expect(lost.statusCode).toBe(404);
    expect(lost.headers["cache-control"]).toBe("private, no-cache");
  });

  it("keeps 200 for every page the app's router knows, guarded ones included", async () => {
    const pages = [
      "/",
      "/home?section=profile",
      "/auth?mode=login",
      "/food-analyzer",
      "/pricing",
      "/guide",
      "/install",
      "/contatti",
      "/about",
      "/info",
      "/privacy-policy",
      "/terms-of-service",
      "/login",
      "/logout-page",
      "/admin-login",
      "/api/reset-trial",
      "/test-payment",
      "/simple-stripe-test",
      "/basic-stripe-checkout",
    ];
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
    // Guarded pages send a guest to sign in first: known pages, never a 404.
    for (const url of ["/api-docs", "/api-keys", "/profile", "/admin", "/account/subscription", "/subscribe"]) {
      expect((await get(url)).statusCode, url).toBe(302);
    }
  });
});
