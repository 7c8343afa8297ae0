import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { TestClient } from "../test/test-app.js";
import { renderedState, serverState, serveTestWebApp } from "../test/web-app-fixture.js";

const web = serveTestWebApp();
const { get } = web;

/** Pages per person and per language, and compression (the pages themselves: web-app.test.ts). */
describe("public pages rendered by the server, per reader", () => {
  it("renders a page in the reader's language, and a page the specification wrote in Italian in Italian until English is chosen", async () => {
    const page = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: "GET", url, headers });
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
    const client = new TestClient(web.app);
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
    const other = new TestClient(web.app);
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
    const client = new TestClient(web.app);
    await client.register("shelluser");
    const shell = await client.get("/home?section=goals");
    expect(shell.headers["cache-control"]).toBe("private, no-cache");
    expect(shell.body).toContain('<div id="root"></div>');
    expect(serverState(shell.body).user).toEqual((await client.get("/api/session")).json().user);
  });
});

describe("compression", () => {
  it("sends a built file's Brotli copy to a browser that takes it, still cached for a year", async () => {
    const res = await web.app.inject({
      method: "GET",
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe("console.log(1)");
  });

  it("compresses a rendered page and a JSON answer made per request", async () => {
    const page = await web.app.inject({ method: "GET", url: "/guide", headers: { "accept-encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain("User Guide");
    const spec = await web.app.inject({
      method: "GET",
      url: "/api/v1/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(spec.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(spec.rawPayload).toString()).openapi).toMatch(/^3\.1/);
  });
});
