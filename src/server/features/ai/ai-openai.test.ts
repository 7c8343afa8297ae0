import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiMessages } from "../../../shared/contracts/ai.js";
import { createOpenAiProvider } from "../../integrations/ai/openai/provider.js";
import { type FakeOpenAi, startFakeOpenAi, tinyPng } from "../../test/fake-openai-server.js";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app.js";
import { type SignedInClient, signedIn } from "../../test/users.js";

/** The AI routes with the real OpenAI client against a loopback server speaking the OpenAI protocol. */
let fake: FakeOpenAi;
let t: TestApp;
let bea: SignedInClient;

const analysis = {
  foods: [{ name: "Spaghetti al pomodoro", portion: "1 plate", calories: 420, proteins: 13, carbs: 78, fats: 7 }],
  totalCalories: 420,
  totalProteins: 13,
  totalCarbs: 78,
  totalFats: 7,
  benefits: ["Mostly complex carbohydrates"],
  concerns: [],
};

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const provider = createOpenAiProvider({
    baseUrl: fake.url,
    apiKey: "sk-test-secret",
    model: "test-chat-model",
    visionModel: "test-vision-model",
    imageModel: "test-image-model",
    timeoutMs: 400,
  });
  t = await createTestApp({ ai: provider });
  bea = await signedIn(t.app, "bea");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.respondWith(() => undefined);
  fake.requests.length = 0;
});

describe("with an OpenAI-compatible endpoint", () => {
  it("streams the model's answer to the client, carrying the model name and the user's data", async () => {
    fake.respondWith([{ chunks: ["You have ", "eaten ", "no protein ", "yet today."] }]);
    const res = await bea.client.post("/api/ai-chat/stream", { query: "Protein so far?", chatType: "meals" });
    const deltas = res.body.split("\n\n").filter((b) => b.startsWith("event: delta"));
    expect(deltas.length).toBeGreaterThanOrEqual(4);
    expect(res.body).toContain('"answer":"You have eaten no protein yet today."');
    const sent = fake.requests.at(-1);
    expect(sent?.body.model).toBe("test-chat-model");
    expect(sent?.body.stream).toBe(true);
    expect(JSON.stringify(sent?.body.messages)).toContain("Protein so far?");
    expect(sent?.headers.authorization).toBe("Bearer sk-test-secret");
  });

  it("asks for suggestions with the JSON schema and answers the spec's error after a malformed answer twice", async () => {
    fake.respondWith([{ malformed: true }, { malformed: true }]);
    const res = await bea.client.get("/api/recommendations/meals?mealType=lunch&forceNew=true");
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(aiMessages.generationFailed);
    expect(fake.requests).toHaveLength(2);
    const format = fake.requests[0]?.body.response_format as { type: string; json_schema: { name: string } };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.name).toBe("meal_suggestions");
  });

  it("answers a slow model with the chat error, never a hang or a 500", async () => {
    fake.respondWith([{ content: "too late", delayMs: 3000 }]);
    const started = Date.now();
    const res = await bea.client.post("/api/ai-chat", { query: "Anything?", chatType: "goals" });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(aiMessages.chatFailed);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("stores generated images and serves them from the app's own URL", async () => {
    fake.respondWith([{ image: tinyPng }]);
    const res = await bea.client.post("/api/meal-image", {
      mealName: "Caprese salad",
      mealDescription: "Tomato and mozzarella",
    });
    expect(res.json().success).toBe(true);
    expect(fake.requests.at(-1)?.body.model).toBe("test-image-model");
    const served = await bea.client.get(res.json().url);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const requestsBefore = fake.requests.length;
    const same = await bea.client.post("/api/meal-image", {
      mealName: "Caprese salad",
      mealDescription: "Tomato and mozzarella",
    });
    expect(same.json().url).toBe(res.json().url);
    expect(fake.requests.length).toBe(requestsBefore);
    fake.respondWith([{ image: tinyPng }]);
    const fresh = await bea.client.post("/api/meal-image", {
      mealName: "Caprese salad",
      mealDescription: "Tomato and mozzarella",
      regenerate: true,
    });
    expect(fresh.json().url).not.toBe(res.json().url);
    expect(fake.requests.length).toBe(requestsBefore + 1);
    const after = await bea.client.post("/api/meal-image", {
      mealName: "Caprese salad",
      mealDescription: "Tomato and mozzarella",
    });
    expect(after.json().url).toBe(fresh.json().url);
  });

  it("offers photos to the food analyzer, and still answers typed meals from the food database", async () => {
    expect((await new TestClient(t.app).get("/api/food-analyzer")).json()).toEqual({
      photos: true,
      descriptions: true,
    });
    const requestsBefore = fake.requests.length;
    const typed = await bea.client.post("/api/analyze-food-text", { description: "2 eggs" });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().analysis.foods[0]).toMatchObject({ typed: "2 eggs", name: "Egg, whole, raw" });
    expect(fake.requests.length).toBe(requestsBefore);
  });

  it("gives a guest one analysis, enforced by the server, and never blocks a signed-in user", async () => {
    fake.respondWith(() => ({ content: JSON.stringify(analysis) }));
    const photo = { imageBase64: `data:image/png;base64,${tinyPng.toString("base64")}` };
    const ip = "10.55.0.1";
    const first = await new TestClient(t.app, ip).post("/api/analyze-food-image", photo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, analysis: { totalCalories: 420 } });
    expect(fake.requests.at(-1)?.body.model).toBe("test-vision-model");
    expect(JSON.stringify(fake.requests.at(-1)?.body.messages)).toContain("data:image/png;base64,");
    // A fresh browser (no cookies, no local storage) from the same address.
    const second = await new TestClient(t.app, ip).post("/api/analyze-food-image", photo);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ error: "Free Trial Used", message: aiMessages.freeTrialUsed });
    for (let i = 0; i < 3; i++) {
      expect((await bea.client.post("/api/analyze-food-image", photo)).statusCode).toBe(200);
    }
  });
});
