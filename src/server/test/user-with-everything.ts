import { expect } from "vitest";
import { addDays, localDayOf } from "../../shared/domain/local-day.js";
import { loadConfig } from "../config.js";
import { stripeCustomers, trialNotices } from "../db/schema/index.js";
import { multipart } from "../features/imports/test-support.js";
import type { TestApp } from "./test-app.js";
import { type SignedInClient, signedIn } from "./users.js";

/** Limits out of the way for a test that makes one of everything. */
export const generousRateLimits = {
  rateLimits: {
    ...loadConfig({ NODE_ENV: "test" }).rateLimits,
    auth: { max: 1000, timeWindowMs: 60_000 },
    ai: { max: 1000, timeWindowMs: 60_000 },
    contact: { max: 1000, timeWindowMs: 60_000 },
  },
};

/**
 * A user with a row in every table a user's data lives in, made through the app's own routes
 * wherever a route makes it (a direct insert only for the Stripe customer and the trial notice,
 * which need Stripe or a clock two days before the trial ends): profile, goal, own food with a
 * portion, a recipe of that food and a built-in one, meals from both and by hand, a chat, meal
 * suggestions and their picture, a paid local checkout (subscription and receipt), an API key
 * and a contact message.
 */
export async function userWithEverything(t: TestApp, username: string): Promise<SignedInClient> {
  const user = await signedIn(t.app, username, "Europe/Rome");
  const { client } = user;
  const ok = async (response: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(status);
    return JSON.parse(res.body || "null");
  };

  await ok(
    client.post("/api/user-profile", {
      name: `${username} full`,
      age: 35,
      gender: "other",
      weight: 70,
      height: 175,
      activityLevel: "moderate",
    }),
    201,
  );
  await ok(
    client.post("/api/nutrition-goals", { name: "Steady", calories: 2100, proteins: 120, carbs: 230, fats: 70 }),
    201,
  );
  // Issue 26: a weigh-in, a day's measurements, a marked day and a declined check-in.
  const yesterday = addDays(localDayOf(t.app.now(), "Europe/Rome"), -1);
  await ok(client.post("/api/weights", { date: yesterday, weightKg: 70.4, note: "morning" }), 201);
  await ok(client.post("/api/measurements", { date: yesterday, waistCm: 82, bodyFatPercent: 21 }), 201);
  await ok(client.request("PUT", `/api/day-status/${yesterday}`, { status: "fasted" }));
  await ok(client.post("/api/check-in", { accept: false }), 201);
  const granola = await ok(
    client.post("/api/foods", {
      name: `${username} granola`,
      basis: "g",
      referenceGrams: 45,
      portionName: "1 bowl",
      calories: 200,
      proteins: 5,
      carbs: 30,
      fats: 7,
      fiber: 4,
    }),
    201,
  );
  const [oats] = await ok(client.get("/api/foods?q=oats&limit=1"));
  expect(oats.isOwn).toBe(false);
  const recipe = await ok(
    client.post("/api/recipes", {
      name: `${username} porridge`,
      servings: 2,
      ingredients: [
        { foodId: granola.id, grams: 90 },
        { foodId: oats.id, grams: 60 },
      ],
    }),
    201,
  );
  await ok(client.post("/api/meals/from-food", { foodId: granola.id, grams: 45, mealType: "breakfast" }), 201);
  await ok(client.post("/api/meals/from-food", { foodId: recipe.id, grams: 200, mealType: "lunch" }), 201);
  await ok(client.post("/api/meals/from-food", { foodId: oats.id, grams: 50, mealType: "snack" }), 201);
  await ok(
    client.post("/api/meals", {
      food: "Soup, hot",
      mealType: "dinner",
      calories: 300,
      proteins: 10,
      carbs: 30,
      fats: 8,
      notes: "=cmd|' /C calc'!A0",
    }),
    201,
  );
  // Issue 27: an imported meal (a generic CSV, confirmed): an import and its imported row.
  const csv = `Date,Meal,Food,Calories,Protein,Carbs,Fat\n${addDays(yesterday, -1)},Lunch,Imported salad,350,12,20,22\n`;
  const { body, headers } = multipart("meals.csv", csv);
  const uploaded = await ok(client.post("/api/imports", body, headers), 201);
  await ok(client.post(`/api/imports/${uploaded.id}/confirm`, {}));
  await ok(client.post("/api/ai-chat", { query: "How much protein did I eat today?", chatType: "meals" }));
  const { suggestions } = await ok(client.get("/api/recommendations/meals?mealType=lunch"));
  const [suggestion] = suggestions;
  await ok(client.post("/api/meal-image", { mealName: suggestion.name, mealDescription: suggestion.description }));

  const checkout = await ok(client.post("/api/create-payment-intent", { planId: "premium-monthly" }));
  const session = new URL(checkout.url, "http://x").searchParams.get("session");
  await ok(client.post(`/api/payments/local/sessions/${session}/pay`, { cardNumber: "4242424242424242" }));
  await ok(client.post("/api/api-keys", { name: "Spreadsheet sync", scopes: ["read"] }), 201);
  await ok(
    client.post("/api/email-response", {
      email: `${username}@example.com`,
      subject: "A question",
      message: "How do I export my recipes?",
    }),
  );

  const db = t.database.db;
  await db.insert(stripeCustomers).values({ userId: user.id, mode: "test", customerId: `cus_${username}` });
  await db.insert(trialNotices).values({ userId: user.id });
  return user;
}
