import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { SESSION_IDLE_MS } from "./service.js";

/**
 * The session's 30-day idle expiry on the app's clock, seen as a browser sees it: the browser keeps
 * the cookie until the `expires` it was last sent and not a moment longer.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
let time = Date.parse("2031-03-01T08:00:00Z");
const clock = { now: () => new Date(time), advanceDays: (days: number) => (time += days * DAY_MS) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** A browser's cookie jar for the session cookie, judged on the app's clock. */
class Browser {
  private token: string | null = null;
  expires = 0;
  renewals = 0;

  /** The cookie the browser would send now, if it still has one. */
  cookie(): string | undefined {
    return this.token && this.expires > time ? this.rawCookie() : undefined;
  }

  /** The cookie as last received, whatever its expiry: what a client that ignores expiry would send. */
  rawCookie(): string {
    return `macrowise_session=${this.token}`;
  }

  async request(method: "GET" | "POST", url: string, payload?: object): Promise<LightMyRequestResponse> {
    const cookie = this.cookie();
    const response = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    const set = response.cookies.find((c) => c.name === "macrowise_session");
    if (set) {
      if (this.token === set.value) this.renewals += 1;
      this.token = set.value;
      this.expires = set.expires ? new Date(set.expires).getTime() : 0;
    }
    return response;
  }
}

describe("the session's idle expiry, on the app's clock", () => {
  it("keeps a person who uses the app every day signed in for 40 days, with the cookie renewed", async () => {
    const browser = new Browser();
    const registered = await browser.request("POST", "/api/register", {
      username: "daily",
      email: "daily@example.com",
      gender: "other",
      password: "secret-pass",
    });
    expect(registered.statusCode).toBe(201);
    const firstExpiry = registered.cookies.find((c) => c.name === "macrowise_session")?.expires;
    expect(new Date(firstExpiry ?? 0).getTime()).toBe(time + SESSION_IDLE_MS);

    for (let day = 1; day <= 40; day++) {
      clock.advanceDays(1);
      const me = await browser.request("GET", "/api/user");
      expect(me.statusCode, `day ${day}`).toBe(200);
      // Later requests of the same day neither write the session again nor resend the cookie.
      const again = await browser.request("GET", "/api/dashboard/today");
      expect(again.statusCode, `day ${day}`).toBe(200);
      expect(
        again.cookies.find((c) => c.name === "macrowise_session"),
        `day ${day}`,
      ).toBeUndefined();
    }
    // The same token, renewed at most once a day (a day after the last renewal, here every other
    // day), so the browser's expiry stays about 30 days ahead of the person's last visit.
    expect(browser.renewals).toBe(20);
    expect(browser.expires - time).toBeGreaterThan(SESSION_IDLE_MS - 2 * DAY_MS);
  });

  it("refuses a session idle for 31 days, even when the cookie is sent anyway", async () => {
    const browser = new Browser();
    await browser.request("POST", "/api/register", {
      username: "idle",
      email: "idle@example.com",
      gender: "other",
      password: "secret-pass",
    });
    clock.advanceDays(29);
    expect((await browser.request("GET", "/api/user")).statusCode).toBe(200);
    clock.advanceDays(31);
    expect(browser.cookie()).toBeUndefined(); // the browser has dropped it
    const kept = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: browser.rawCookie() } });
    expect(kept.statusCode).toBe(401);
    expect(kept.cookies.find((c) => c.name === "macrowise_session")).toBeUndefined();
  });
});
