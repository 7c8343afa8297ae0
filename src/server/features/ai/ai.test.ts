import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMessages, CHAT_QUERY_MAX_LENGTH, chatQueryTooLong } from "../../../shared/contracts/ai.js";
import { controlCharactersMessage } from "../../../shared/contracts/text.js";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/** The AI routes with the built-in offline engine (the default, no configuration). */
let t: TestApp;
let ana: SignedInClient;
const png1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      auth: { max: 1000, timeWindowMs: 60_000 },
      adminAccess: { max: 5, timeWindowMs: 60_000 },
      ai: { max: 1000, timeWindowMs: 60_000 },
      contact: { max: 5, timeWindowMs: 60_000 },
    },
  });
  ana = await signedIn(t.app, "ana", "Europe/Rome");
  const now = new Date().toISOString();
  await ana.client.post("/api/meals", {
    food: "Eggs",
    calories: 300,
    proteins: 25,
    carbs: 2,
    fats: 20,
    mealType: "breakfast",
    timestamp: now,
  });
  await ana.client.post("/api/meals", {
    food: "Chicken salad",
    calories: 450,
    proteins: 42,
    carbs: 10,
    fats: 25,
    mealType: "lunch",
    timestamp: now,
  });
  await ana.client.post("/api/nutrition-goals", {
    name: "Maintenance",
    calories: 2000,
    proteins: 150,
    carbs: 200,
    fats: 65,
    startDate: now.slice(0, 10),
    isActive: true,
  });
});
afterAll(() => t.close());

/** Parses a text/event-stream body into its events. */
function events(body: string) {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

describe("chat", () => {
  it("answers how much protein was eaten today with the right number, and keeps the history", async () => {
    const res = await ana.client.post("/api/ai-chat", {
      query: "How much protein have I eaten today?",
      chatType: "meals",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer).toContain("67 g");
    expect(Number.isNaN(Date.parse(res.json().timestamp))).toBe(false);
    const history = (await ana.client.get("/api/ai-chat/history?chatType=meals")).json();
    expect(history.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect((await ana.client.get("/api/ai-chat/history?chatType=goals")).json()).toEqual([]);
  });

  it("streams the answer as server-sent events, piece by piece, then done", async () => {
    const res = await ana.client.post("/api/ai-chat/stream", { query: "What's left for today?", chatType: "meals" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    const received = events(res.body);
    const deltas = received.filter((e) => e.event === "delta");
    const done = received.at(-1);
    expect(deltas.length).toBeGreaterThan(1);
    expect(done?.event).toBe("done");
    expect(deltas.map((d) => d.data.text).join("")).toBe(done?.data.answer);
    // 2000 - 750 kcal left.
    expect(done?.data.answer).toContain("1,250 kcal");
  });

  it("refuses a question with a NUL with 400 before answering or streaming anything", async () => {
    for (const url of ["/api/ai-chat", "/api/ai-chat/stream"]) {
      const res = await ana.client.post(url, { query: "protein\u0000today?", chatType: "meals" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(controlCharactersMessage);
    }
  });

  it("refuses a blank question and a guest", async () => {
    const blank = await ana.client.post("/api/ai-chat", { query: "   ", chatType: "meals" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(aiMessages.query);
    expect((await new TestClient(t.app).post("/api/ai-chat", { query: "hi" })).statusCode).toBe(401);
    expect((await ana.client.post("/api/ai-chat", { query: "hi", userId: ana.id + 1 })).statusCode).toBe(403);
  });

  it("takes a question of exactly the maximum length and refuses one character more on both routes", async () => {
    const longest = `${"a".repeat(CHAT_QUERY_MAX_LENGTH - 1)}?`;
    expect((await ana.client.post("/api/ai-chat", { query: longest, chatType: "meals" })).statusCode).toBe(200);
    for (const url of ["/api/ai-chat", "/api/ai-chat/stream"]) {
      const res = await ana.client.post(url, { query: `${longest}x`, chatType: "meals" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(chatQueryTooLong);
    }
  });
});

describe("meal suggestions and images", () => {
  it("fit the remaining budget of the day and come with images served by the app", async () => {
    const res = await ana.client.get("/api/recommendations/meals?mealType=dinner&forceNew=true");
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) {
      expect(s.mealType).toBe("dinner");
      expect(s.calories).toBeLessThanOrEqual(1250);
      expect(s.ingredients.length).toBeGreaterThan(0);
    }
    const cached = await ana.client.get("/api/recommendations/meals?mealType=dinner");
    expect(cached.json().suggestions).toEqual(suggestions);

    const image = await ana.client.post("/api/meal-image", {
      mealName: suggestions[0].name,
      mealDescription: suggestions[0].description,
    });
    expect(image.json()).toMatchObject({ success: true, error: null });
    const url: string = image.json().url;
    expect(url).toMatch(/^\/api\/meal-images\/[0-9a-f-]{36}$/);
    const served = await ana.client.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.body.startsWith("<svg")).toBe(true);
    const again = await ana.client.post("/api/meal-image", {
      mealName: suggestions[0].name,
      mealDescription: suggestions[0].description,
    });
    expect(again.json().url).toBe(url);
    const stranger = await signedIn(t.app, "stranger");
    expect((await stranger.client.get(url)).statusCode).toBe(404);
  });
});

describe("goal recommendations", () => {
  it("follow the profile and are cached per user until asked anew", async () => {
    await ana.client.post("/api/user-profile", {
      name: "Ana",
      age: 30,
      gender: "female",
      weight: 60,
      height: 165,
      activityLevel: "moderate",
    });
    const res = await ana.client.get("/api/recommendations/nutrition-goals?forceNew=true");
    expect(res.statusCode, res.body).toBe(200);
    const { recommendations } = res.json();
    const bmr = 447.593 + 9.247 * 60 + 3.098 * 165 - 4.33 * 30;
    const tdee = Math.round(bmr * 1.55);
    expect(recommendations.some((r: { calories: number }) => r.calories === tdee)).toBe(true);
    for (const r of recommendations) expect(r.reason.length).toBeGreaterThan(0);
    expect((await ana.client.get("/api/recommendations/nutrition-goals")).json()).toEqual(res.json());
  });
});

describe("premium gating", () => {
  it("answers 402 with the feature name on every AI route once the trial and its 7-day grace have ended", async () => {
    const late = await signedIn(t.app, "late");
    await t.database.db.update(users).set({ createdAt: sql`now() - interval '13 days'` }).where(eq(users.id, late.id));
    const calls = [
      ["ai-nutrition-chatbot", late.client.post("/api/ai-chat", { query: "hi" })],
      ["ai-nutrition-chatbot", late.client.post("/api/ai-chat/stream", { query: "hi" })],
      ["ai-nutrition-chatbot", late.client.get("/api/ai-chat/history")],
      ["ai-meal-recommendations", late.client.get("/api/recommendations/meals")],
      ["ai-meal-recommendations", late.client.post("/api/meal-image", { mealName: "Soup" })],
      ["ai-goal-recommendations", late.client.get("/api/recommendations/nutrition-goals")],
      [
        "advanced-meal-suggestions",
        late.client.post("/api/analyze-food-image", {
          imageBase64: `data:image/png;base64,${png1x1.toString("base64")}`,
        }),
      ],
    ] as const;
    for (const [feature, call] of calls) {
      const res = await call;
      expect(res.statusCode, feature).toBe(402);
      expect(res.json().feature).toBe(feature);
    }
  });

  it("lets a paid plan through after the trial", async () => {
    const paid = await signedIn(t.app, "paid");
    await t.database.db
      .update(users)
      .set({
        createdAt: sql`now() - interval '60 days'`,
        paidPlan: "premium-monthly",
        paidUntil: sql`now() + interval '20 days'`,
      })
      .where(eq(users.id, paid.id));
    expect((await paid.client.post("/api/ai-chat", { query: "hello" })).statusCode).toBe(200);
  });
});

describe("food photo analysis", () => {
  const upload = (client: TestClient, bytes: Buffer, mime = "image/png") =>
    client.post("/api/analyze-food-image", { imageBase64: `data:${mime};base64,${bytes.toString("base64")}` });

  it("says plainly that the built-in engine needs a vision model", async () => {
    const res = await upload(ana.client, png1x1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, analysis: null, needsVisionModel: true });
    expect(res.json().error).toMatch(/vision model/);
  });

  it("refuses text dressed as a PNG and a 20 MB image with 4xx", async () => {
    const text = await upload(ana.client, Buffer.from("definitely not an image"));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(aiMessages.invalidImage);
    const huge = await upload(ana.client, Buffer.concat([png1x1, Buffer.alloc(20 * 1024 * 1024)]));
    expect([413]).toContain(huge.statusCode);
  });
});
