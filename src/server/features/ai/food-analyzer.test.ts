import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { MEAL_DESCRIPTION_MAX_LENGTH, mealDescriptionMessages } from "../../../shared/contracts/meal-description.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { loadConfig } from "../../config.js";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { signedIn } from "../../test/users.js";

/** The food analyzer's routes on a default install: the built-in engine, no vision model. */
let t: TestApp;
let addresses = 0;
/** A new guest: a fresh browser from an address of its own (a guest's free analysis is counted per address). */
const guest = () => new TestClient(t.app, `10.77.0.${++addresses}`);
const describeMeal = (client: TestClient, description: unknown) =>
  client.post("/api/analyze-food-text", { description });
const photo = {
  imageBase64: `data:image/png;base64,${Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ).toString("base64")}`,
};

beforeAll(async () => {
  const defaults = loadConfig({ NODE_ENV: "test" }).rateLimits;
  t = await createTestApp({
    rateLimits: { ...defaults, auth: { max: 1000, timeWindowMs: 60_000 }, ai: { max: 1000, timeWindowMs: 60_000 } },
  });
});
afterAll(async () => t.close());

describe("GET /api/food-analyzer", () => {
  it("says photos need a vision model this install lacks, and descriptions always work", async () => {
    const res = await guest().get("/api/food-analyzer");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photos: false, descriptions: true });
  });
});

describe("POST /api/analyze-food-text", () => {
  it("answers a guest's description from the food database, with per-item and total figures", async () => {
    const res = await describeMeal(guest(), "2 eggs, a slice of toast with butter, unicorn steak");
    expect(res.statusCode, res.body).toBe(200);
    const { success, analysis, error } = res.json();
    expect({ success, error }).toEqual({ success: true, error: null });
    expect(analysis.foods.map((f: { typed: string }) => f.typed)).toEqual(["2 eggs", "a slice of toast", "butter"]);
    expect(analysis.unrecognised).toEqual([{ typed: "unicorn steak", reason: "Not found in the food database." }]);
    const sum = (key: string) =>
      analysis.foods.reduce((total: number, f: Record<string, number>) => total + (f[key] as number), 0);
    expect(analysis.totalCalories).toBe(sum("calories"));
    expect(analysis.totalProteins).toBe(sum("proteins"));
    expect(analysis.totalCalories).toBeGreaterThan(150);
  });

  it("gives a guest one analysis, typed or photo: the next is 'Free Trial Used'", async () => {
    const ip = "10.78.0.1";
    expect((await describeMeal(new TestClient(t.app, ip), "an apple")).statusCode).toBe(200);
    // A fresh browser from the same address: the server keeps the count, not the browser.
    const again = await describeMeal(new TestClient(t.app, ip), "a banana");
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: "Free Trial Used", message: aiMessages.freeTrialUsed });
    const photoAfter = await new TestClient(t.app, ip).post("/api/analyze-food-image", photo);
    expect(photoAfter.statusCode).toBe(403);
  });

  it("does not use up a guest's analysis when nothing was recognised", async () => {
    const client = guest();
    const nothing = await describeMeal(client, "unicorn steak and moon dust");
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().analysis).toMatchObject({ foods: [], totalCalories: 0 });
    expect(nothing.json().analysis.unrecognised.length).toBeGreaterThan(0);
    expect((await describeMeal(client, "a banana")).statusCode).toBe(200);
    expect((await describeMeal(client, "a banana")).statusCode).toBe(403);
  });

  it("never blocks a signed-in person, and finds their own foods", async () => {
    const cara = await signedIn(t.app, "cara");
    const own = await cara.client.post("/api/foods", {
      name: "Nonna Rosa's lasagne",
      referenceGrams: 100,
      calories: 180,
      proteins: 10,
      carbs: 15,
      fats: 9,
    });
    expect(own.statusCode, own.body).toBe(201);
    for (let i = 0; i < 3; i++) {
      const res = await describeMeal(cara.client, "300 g nonna rosa's lasagne");
      expect(res.statusCode).toBe(200);
      expect(res.json().analysis.foods[0]).toMatchObject({ foodId: own.json().id, grams: 300, calories: 540 });
    }
    // Another person's own food is not theirs to find.
    const dan = await signedIn(t.app, "dan");
    const theirs = await describeMeal(dan.client, "300 g nonna rosa's lasagne");
    expect(theirs.json().analysis.foods.map((f: { foodId: number }) => f.foodId)).not.toContain(own.json().id);
  });

  it("answers 402 with the feature once a trial and its grace have ended", async () => {
    const late = await signedIn(t.app, "late");
    await t.database.db.update(users).set({ createdAt: sql`now() - interval '13 days'` }).where(eq(users.id, late.id));
    const res = await describeMeal(late.client, "2 eggs");
    expect(res.statusCode).toBe(402);
    expect(res.json().feature).toBe("advanced-meal-suggestions");
  });

  it("refuses bad input with 400 and the field's message, without using a guest's analysis", async () => {
    const client = guest();
    const refusals: [unknown, string][] = [
      [undefined, mealDescriptionMessages.empty],
      ["", mealDescriptionMessages.empty],
      ["   \n ", mealDescriptionMessages.empty],
      [42, mealDescriptionMessages.empty],
      [null, mealDescriptionMessages.empty],
      ["x".repeat(10_000), mealDescriptionMessages.tooLong],
      ["2 eggs".padEnd(MEAL_DESCRIPTION_MAX_LENGTH + 1, "s"), mealDescriptionMessages.tooLong],
      ["2 eggs\u0000", controlCharactersMessage],
      ["2 eggs\u0007 and toast", controlCharactersMessage],
      [Array.from({ length: 21 }, (_, i) => `${i + 1} g rice`).join(", "), mealDescriptionMessages.tooManyFoods],
      ["200 g, ;", mealDescriptionMessages.noFood],
    ];
    for (const [description, message] of refusals) {
      const res =
        description === undefined
          ? await client.post("/api/analyze-food-text", {})
          : await describeMeal(client, description);
      expect(res.statusCode, JSON.stringify(description)?.slice(0, 40)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const notJson = await client.post("/api/analyze-food-text", "2 eggs", { "content-type": "text/plain" });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    // None of them counted: the guest's one analysis is still there.
    expect((await describeMeal(client, "2 eggs")).statusCode).toBe(200);
  });

  it("takes exactly the longest description allowed", async () => {
    const text = `2 eggs, ${"a".repeat(MEAL_DESCRIPTION_MAX_LENGTH - 8)}`;
    expect(text.length).toBe(MEAL_DESCRIPTION_MAX_LENGTH);
    const res = await describeMeal(guest(), text);
    expect(res.statusCode).toBe(200);
    expect(res.json().analysis.foods[0].typed).toBe("2 eggs");
  });
});

describe("POST /api/analyze-food-image on the built-in engine", () => {
  it("says photos need a vision model and keeps the guest's analysis for a description", async () => {
    const client = guest();
    const res = await client.post("/api/analyze-food-image", photo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, needsVisionModel: true });
    expect(res.json().error).toMatch(/vision model.*Describe your meal/);
    expect((await describeMeal(client, "2 eggs")).statusCode).toBe(200);
  });
});
