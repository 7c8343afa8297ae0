import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassMerges } from "../../web/entry-server.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { TestClient } from "../test/test-app.js";
import { createTestDatabase, type TestDatabase } from "../test/test-database.js";

const TEMPLATE =
  '<!doctype html><head><title>app</title><script type="module" src="/assets/index-abc123.js"></script></head><div id="root"></div>';
/** Vite's manifest: the entry loads the app chunk dynamically; the app chunk imports one more. */
const MANIFEST = {
  "main.tsx": { file: "assets/index-abc123.js", isEntry: true, dynamicImports: ["app/start.tsx"] },
  "app/start.tsx": { file: "assets/start-def456.js", isDynamicEntry: true, imports: ["_react-789.js"] },
  "_react-789.js": { file: "assets/react-789.js" },
  "app/pages/home/home-route.tsx": { file: "assets/home-route-aaa.js", imports: ["_react-789.js", "_tabs-bbb.js"] },
  "_tabs-bbb.js": { file: "assets/tabs-bbb.js" },
};
const HOME_PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/home-route-aaa.js"><link rel="modulepreload" crossorigin href="/assets/tabs-bbb.js">';
const PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/start-def456.js"><link rel="modulepreload" crossorigin href="/assets/react-789.js">';

/** The built SPA as the server hands it out: what a service worker may cache, and what it must not. */
let dist: string;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), "macrowise-dist-"));
  await fs.mkdir(path.join(dist, "assets"));
  await fs.writeFile(path.join(dist, "index.html"), TEMPLATE);
  await fs.writeFile(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  await fs.writeFile(path.join(dist, "assets", "index-abc123.js.br"), zlib.brotliCompressSync("console.log(1)"));
  await fs.writeFile(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
  await fs.writeFile(path.join(dist, "manifest.webmanifest"), "{}");
  await fs.mkdir(path.join(dist, ".vite"));
  await fs.writeFile(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  database = await createTestDatabase();
  app = await buildApp({ config: { ...loadConfig({ NODE_ENV: "test" }), webDistDir: dist }, database, serveWeb: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });
const serverState = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="server-state">(.*?)<\/script>/)?.[1] ?? "null");

/** A rendered page's state without its class merges, and how many of those are class lists in its markup. */
function renderedState(html: string) {
  const { classMerges, ...state } = serverState(html);
  const classLists = (classMerges as ClassMerges).map((entry) => (typeof entry === "string" ? entry : entry[1]));
  const inMarkup = classLists.filter((classes) => html.includes(`class="${classes}"`));
  return { state, classMergesInMarkup: inMarkup.length };
}

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
    const client = new TestClient(app);
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

  it("renders a page in the reader's language, and a page the specification wrote in Italian in Italian until English is chosen", async () => {
    const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
    // (This test's index.html has no <html lang> to set: e2e/i18n.e2e.ts sees it on the built app.)
    const italian = await page("/pricing", { "accept-language": "it-IT,it;q=0.9" });
    expect(italian.headers["content-language"]).toBe("it");
    expect(italian.body).toContain("<title>Prezzi");
    expect(italian.headers.vary).toContain("Accept-Language");
    expect(italian.body).toMatch(/<link rel="alternate" hreflang="it" href="http:\/\/[^"]+\/it\/pricing">/);
    expect((await page("/it/pricing")).headers["content-language"]).toBe("it");
    expect((await page("/en/pricing", { cookie: "lang=it" })).headers["content-language"]).toBe("en");

    const about = await page("/about", { "accept-language": "en-US" });
    expect(about.headers["content-language"]).toBe("en");
    expect(about.body).toContain("Chi siamo");
    for (const chosen of [page("/about", { cookie: "lang=en" }), page("/en/about")]) {
      const english = await chosen;
      expect(english.body).toContain("About us");
      expect(english.body).not.toContain("Chi siamo");
    }
  });

  it("renders /home for a guest like a public page: the guest's welcome, the same for every guest", async () => {
    const res = await get("/home");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<title>Home | Macrowise</title>");
    expect(res.body).toContain("Welcome, Guest");
    expect(res.body).not.toContain("modulepreload");
    expect(renderedState(res.body).state).toEqual({
      paymentsConfig: { provider: "local", mode: "test" },
      locale: "en",
      user: null,
    });
  });

  it("renders /home for the person signed in, with their day and the answers the API gives them, kept from shared caches", async () => {
    const client = new TestClient(app);
    await client.register("homeuser");
    const meal = { food: "Porridge with figs", mealType: "breakfast", calories: 410, proteins: 12, carbs: 70, fats: 8 };
    expect((await client.post("/api/meals", { ...meal, timestamp: new Date().toISOString() })).statusCode).toBe(201);
    const page = await client.get("/home");
    expect(page.headers["cache-control"]).toBe("private, no-cache");
    expect(page.body).toContain("Welcome, homeuser");
    expect(page.body).toContain("Porridge with figs");
    const state = serverState(page.body);
    expect(state.user).toEqual((await client.get("/api/session")).json().user);
    expect(state.trialStatus).toEqual((await client.get("/api/trial-status")).json());
    const answers = Object.fromEntries(
      state.pageData.answers.map((answer: { key: unknown[]; data: unknown }) => [
        JSON.stringify(answer.key),
        answer.data,
      ]),
    );
    expect(answers).toEqual({
      '["dashboard","today"]': (await client.get("/api/dashboard/today")).json(),
      '["trends",7]': (await client.get("/api/trends?days=7")).json(),
      '["nutrients","today"]': (await client.get("/api/nutrients/day")).json(),
      // No profile yet: the API's 404 ("none") arrives as null, so the browser does not ask again.
      '["profile"]': null,
    });
    expect((await client.get("/api/user-profile")).statusCode).toBe(404);
    // The days those answers count (today and the 7 before) begin at UTC midnights, and today ends at the last.
    const starts = state.pageData.dayStarts as { at: number; offsetMinutes: number }[];
    expect(starts).toHaveLength(9);
    expect(starts.every(({ at, offsetMinutes }) => offsetMinutes === 0 && at % 86_400_000 === 0)).toBe(true);
    const now = Date.now();
    expect(starts.at(-2)?.at).toBeLessThanOrEqual(now);
    expect(starts.at(-1)?.at).toBeGreaterThan(now);

    // Rendered per request: the next person sees their own page, never the one before.
    const other = new TestClient(app);
    await other.register("otheruser");
    const theirs = await other.get("/home");
    expect(theirs.body).toContain("Welcome, otheruser");
    expect(theirs.body).not.toContain("homeuser");
    expect(theirs.body).not.toContain("Porridge with figs");
    // A public page is the same for everyone: it never carries the user.
    const landing = await client.get("/");
    expect(landing.body).not.toContain("homeuser");
    expect(serverState(landing.body)).not.toHaveProperty("user");
  });

  it("sends the shell instead when the person's page cannot be rendered with them (a query string)", async () => {
    const client = new TestClient(app);
    await client.register("shelluser");
    const shell = await client.get("/home?section=goals");
    expect(shell.headers["cache-control"]).toBe("private, no-cache");
    expect(shell.body).toContain('<div id="root"></div>');
    expect(serverState(shell.body).user).toEqual((await client.get("/api/session")).json().user);
  });
});

describe("compression", () => {
  it("sends a built file's Brotli copy to a browser that takes it, still cached for a year", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe("console.log(1)");
  });

  it("compresses a rendered page and a JSON answer made per request", async () => {
    const page = await app.inject({ method: "GET", url: "/guide", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain("User Guide");
    const spec = await app.inject({
      method: "GET",
      url: "/api/v1/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(spec.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(spec.rawPayload).toString()).openapi).toMatch(/^3\.1/);
  });
});
