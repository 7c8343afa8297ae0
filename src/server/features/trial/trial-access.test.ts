import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPaymentsConfig } from "../../config.js";
import { testClock } from "../../test/payments.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { grantPlan, signedIn, signInAgain } from "../../test/users.js";

/**
 * Trial (5 days), its 7-day grace, then 402 and /pricing; the route guard before any HTML. The
 * clock is the app's injected one; users register at real time and the tests move it forward.
 */
const clock = testClock();
/** A 1x1 PNG. */
const tinyPng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "macrowise-guard-"));
fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Macrowise</title>");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, serveWeb: true, webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Every route gated by a premium feature, with a request that would otherwise succeed. */
const premiumRoutes: { method: "GET" | "POST"; url: string; body?: unknown; feature: string }[] = [
  { method: "POST", url: "/api/ai-chat", body: { query: "hi", chatType: "meals" }, feature: "ai-nutrition-chatbot" },
  {
    method: "POST",
    url: "/api/ai-chat/stream",
    body: { query: "hi", chatType: "goals" },
    feature: "ai-nutrition-chatbot",
  },
  { method: "GET", url: "/api/ai-chat/history?chatType=meals", feature: "ai-nutrition-chatbot" },
  { method: "GET", url: "/api/recommendations/meals", feature: "ai-meal-recommendations" },
  { method: "GET", url: "/api/recommendations/nutrition-goals", feature: "ai-goal-recommendations" },
  {
    method: "POST",
    url: "/api/meal-image",
    body: { mealName: "Salad", mealDescription: "Greens" },
    feature: "ai-meal-recommendations",
  },
  {
    method: "POST",
    url: "/api/analyze-food-image",
    body: { imageBase64: tinyPng },
    feature: "advanced-meal-suggestions",
  },
];
const guardedPages = ["/home", "/profile", "/api-keys", "/api-docs", "/admin", "/admin/stripe-settings"];

const status = async (client: TestClient) => (await client.get("/api/trial-status")).json();
const meal = { mealType: "lunch", food: "Pasta", calories: 500, proteins: 20, carbs: 80, fats: 10 };

describe("the trial, its grace and after", () => {
  it("gives 5 days from registration, warns at 2, then 7 days of grace in which everything still works", async () => {
    const { client } = await signedIn(t.app, "trial-days");
    expect(await status(client)).toMatchObject({
      trialActive: true,
      trialDaysLeft: 5,
      graceActive: false,
      trialGranted: true,
    });
    clock.advanceDays(3.5);
    expect((await status(client)).trialDaysLeft).toBe(2);
    clock.advanceDays(2);
    const grace = await status(client);
    expect(grace).toMatchObject({ trialActive: false, trialDaysLeft: 0, graceActive: true, graceDaysLeft: 7 });
    expect((await client.post("/api/ai-chat", { query: "hi", chatType: "meals" })).statusCode).toBe(200);
    expect((await client.get("/home")).statusCode).toBe(200);
    expect((await client.get("/api/user")).json()).toMatchObject({ trialActive: false, isPremium: false });
    clock.advanceDays(-5.5);
  });

  it("after the grace (trial ended 8 days ago): 402 from every premium route, /pricing from every guarded page, data intact", async () => {
    const { client } = await signedIn(t.app, "trial-over");
    const created = await client.post("/api/meals", meal);
    expect(created.statusCode).toBe(201);
    clock.advanceDays(13);
    expect(await status(client)).toMatchObject({ trialActive: false, graceActive: false, isPremium: false });
    for (const route of premiumRoutes) {
      const res = await client.request(route.method, route.url, route.body);
      expect(res.statusCode, route.url).toBe(402);
      expect(res.json().feature, route.url).toBe(route.feature);
    }
    for (const page of guardedPages) {
      const res = await client.get(page);
      expect(res.statusCode, page).toBe(302);
      expect(res.headers.location, page).toBe("/pricing");
    }
    for (const open of [
      "/pricing",
      "/account/subscription",
      "/checkout?planId=premium-monthly",
      "/subscribe",
      "/payment-success",
    ]) {
      expect((await client.get(open)).statusCode, open).toBe(200);
    }
    // The data stays readable, exportable and deletable: never a dead end.
    const meals = (await client.get("/api/meals")).json();
    expect(meals.map((m: { food: string }) => m.food)).toEqual(["Pasta"]);
    const json = await client.get("/api/export-data");
    expect(json.statusCode).toBe(200);
    expect(json.json().meals).toHaveLength(1);
    const csv = await client.get("/api/export-data/meals.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Pasta");
    // Buying a plan opens everything again.
    const checkout = await client.post("/api/create-payment-intent", { planId: "premium-monthly" });
    const session = new URL(checkout.json().url, "http://x").searchParams.get("session");
    await client.post(`/api/payments/local/sessions/${session}/pay`, { cardNumber: "4242424242424242" });
    expect((await client.post("/api/ai-chat", { query: "hi", chatType: "meals" })).statusCode).toBe(200);
    expect((await client.get("/home")).statusCode).toBe(200);
    clock.advanceDays(-13);
  });

  it("keeps a granted plan (grantPlan) after the trial and ends it on its date", async () => {
    const user = await signedIn(t.app, "trial-granted");
    await grantPlan(t, user.id, "premium-yearly", new Date(clock.now().getTime() + 20 * 86_400_000));
    clock.advanceDays(15);
    expect(await status(user.client)).toMatchObject({ subscriptionPlan: "premium-yearly", isPremium: true });
    clock.advanceDays(6);
    expect(await status(user.client)).toMatchObject({ subscriptionPlan: "trial", isPremium: false });
    clock.advanceDays(-21);
  });
});

describe("the route guard on the server", () => {
  it("lets guests see /home and demo views, and sends them from other guarded pages to /auth with the way back", async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get("/home")).statusCode).toBe(200);
    expect((await guest.get("/profile?view=demo")).statusCode).toBe(200);
    const profile = await guest.get("/profile");
    expect(profile.statusCode).toBe(302);
    expect(profile.headers.location).toBe("/auth?redirect=%2Fprofile");
    const checkout = await guest.get("/checkout?planId=premium-yearly");
    expect(checkout.headers.location).toBe("/auth?redirect=%2Fcheckout%3FplanId%3Dpremium-yearly");
    expect((await guest.get("/pricing")).statusCode).toBe(200);
    expect((await guest.get("/test-payment")).statusCode).toBe(200);
  });

  it("renders every guarded page for a user on trial", async () => {
    const { client } = await signedIn(t.app, "trial-pages");
    for (const page of guardedPages) expect((await client.get(page)).statusCode, page).toBe(200);
  });
});

describe("PAYMENTS_PROVIDER=off", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({
      now: clock.now,
      payments: loadPaymentsConfig({ PAYMENTS_PROVIDER: "off" }),
      serveWeb: true,
      webDistDir: webDir,
    });
  });
  afterAll(() => off.close());

  it("gives every signed-in user every paid feature, for good, and hides every payment route", async () => {
    const { client } = await signedIn(off.app, "off-user");
    clock.advanceDays(40);
    await signInAgain(client, "off-user");
    expect(await status(client)).toMatchObject({ subscriptionPlan: "unlimited", isPremium: true });
    for (const route of premiumRoutes) {
      const res = await client.request(route.method, route.url, route.body);
      expect(res.statusCode, route.url).not.toBe(402);
    }
    expect((await client.get("/home")).statusCode).toBe(200);
    expect((await client.get("/api/payments/config")).json()).toEqual({ provider: "off", mode: "test" });
    for (const [method, url, body] of [
      ["POST", "/api/create-payment-intent", { planId: "premium-monthly" }],
      ["POST", "/api/verify-payment", { sessionId: "ps_whatever" }],
      ["GET", "/api/stripe-mode", undefined],
      ["GET", "/api/stripe-public-key", undefined],
      ["POST", "/api/subscription/cancel", {}],
      ["POST", "/api/subscription/portal", {}],
    ] as const) {
      expect((await client.request(method, url, body)).statusCode, url).toBe(404);
    }
    expect((await client.get("/api/subscription")).json()).toEqual({
      provider: "off",
      manage: "none",
      subscription: null,
    });
    clock.advanceDays(-40);
  });
});
