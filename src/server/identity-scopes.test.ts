import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KeyHolder, subscriberWithKey } from "./test/api-keys.js";
import { createTestApp, type TestApp } from "./test/test-app.js";

/**
 * Each identity's hook runs only in its scope (app.ts): the session plugin for the web app's routes
 * and pages, the API key plugin for /api/v1 and /mcp. Seen from outside: a session that is due to
 * slide sends its cookie again on the first web request, never on /api/v1, where it is not read.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let time = Date.now();
let t: TestApp;
let ann: KeyHolder;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(time) });
  ann = await subscriberWithKey(t, "ann");
  cookie = ann.client.cookie as string;
  time += 2 * DAY_MS; // past the daily slide: the next request the session plugin sees renews the cookie
});
afterAll(() => t.close());

const sessionCookieOf = (response: { cookies: { name: string }[] }) =>
  response.cookies.find((set) => set.name === "macrowise_session");

describe("identity by scope", () => {
  it("does not read the session on /api/v1 or /mcp, even when a cookie comes with the key", async () => {
    const v1 = await t.app.inject({ method: "GET", url: "/api/v1/meals", headers: { cookie, "x-api-key": ann.key } });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(sessionCookieOf(v1)).toBeUndefined();
    const mcp = await t.app.inject({
      method: "POST",
      url: "/mcp",
      headers: { cookie, "x-api-key": ann.key, accept: "application/json, text/event-stream" },
      payload: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    expect(mcp.statusCode, mcp.body).toBe(200);
    expect(sessionCookieOf(mcp)).toBeUndefined();

    // The same cookie on a web route is read, and slides.
    const web = await t.app.inject({ method: "GET", url: "/api/meals", headers: { cookie } });
    expect(web.statusCode, web.body).toBe(200);
    expect(sessionCookieOf(web)).toBeDefined();
  });

  it("does not read an API key on the web app's routes: a key alone is a guest there", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/meals", headers: { "x-api-key": ann.key } });
    expect(res.statusCode).toBe(401);
    const key = await t.app.inject({ method: "GET", url: "/api/session", headers: { "x-api-key": ann.key } });
    expect(key.json()).toEqual({ user: null });
  });
});
