import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiMessages } from "../../../../shared/contracts/ai.js";
import { type FakeOpenAi, type FakeOpenAiRequest, startFakeOpenAi, tinyPng } from "../../../test/fake-openai-server.js";
import { AiProviderError, type NutritionContext } from "../provider.js";
import type { OpenAiConfig } from "./config.js";
import { createOpenAiProvider } from "./provider.js";

const apiKey = "sk-test-secret-0123456789";

const context: NutritionContext = {
  username: "ada",
  timeZone: "Pacific/Honolulu",
  today: "2025-03-09",
  localTime: "12:30",
  totalsToday: { calories: 500, proteins: 30, carbs: 60, fats: 15 },
  mealsToday: [
    { food: "Oatmeal with berries", mealType: "breakfast", calories: 500, proteins: 30, carbs: 60, fats: 15 },
  ],
  activeGoal: { name: "Lean bulk", calories: 2500, proteins: 150, carbs: 300, fats: 80 },
  profile: { age: 34, gender: "female", weight: 62, height: 170, activityLevel: "moderate" },
  weekAverage: { calories: 2100, proteins: 110, carbs: 250, fats: 70, daysLogged: 5 },
};

const suggestion = {
  name: "Chicken rice bowl",
  description: "Grilled chicken, rice and greens.",
  mealType: "lunch",
  calories: 650.4,
  proteins: 45.6,
  carbs: 70,
  fats: 18,
  fiber: 6,
  ingredients: [{ name: "chicken breast", grams: 150 }],
};

const recommendation = (title: string) => ({
  title,
  description: "A steady target.",
  calories: 2200,
  proteins: 130,
  carbs: 250,
  fats: 70,
  reason: "Your estimated daily energy need is about 2200 kcal.",
});

const analysis = {
  foods: [{ name: "Apple", portion: "1 medium", calories: 95, proteins: 0.5, carbs: 25, fats: 0.3 }],
  totalCalories: 95,
  totalProteins: 0.5,
  totalCarbs: 25,
  totalFats: 0.3,
  benefits: ["fibre"],
  concerns: [],
};

let fake: FakeOpenAi;
let config: OpenAiConfig;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.respondWith(() => undefined);
  config = {
    baseUrl: fake.url,
    apiKey,
    model: "text-model-x",
    visionModel: "vision-model-y",
    imageModel: "image-model-z",
    timeoutMs: 2_000,
  };
});

async function failureOf(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

/** Every object node of a strict schema lists all its properties as required and allows no others. */
function expectStrict(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) expectStrict(item);
    return;
  }
  if (!node || typeof node !== "object") return;
  const schema = node as Record<string, unknown>;
  for (const banned of ["default", "$schema", "minLength"]) expect(schema).not.toHaveProperty(banned);
  if (schema.type === "object") {
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(Object.keys(schema.properties as object));
  }
  for (const value of Object.values(schema)) expectStrict(value);
}

const chatRequests = () => fake.requests.filter((request) => request.path === "/v1/chat/completions");
const userText = (request: FakeOpenAiRequest | undefined) =>
  JSON.stringify(request?.body.messages?.filter((message) => message.role === "user"));

describe("OpenAI provider: structured answers", () => {
  it("asks for meal suggestions with the model, a strict json_schema and the meal's remaining budget", async () => {
    fake.respondWith([
      { content: JSON.stringify({ suggestions: [suggestion, { ...suggestion, mealType: "dinner" }] }) },
    ]);
    const provider = createOpenAiProvider(config);
    expect(provider.name).toBe("openai");

    const suggestions = await provider.mealSuggestions(context, "lunch");

    expect(suggestions).toHaveLength(2);
    // Decimals rounded to the contract's integers; the requested meal type is kept.
    expect(suggestions[0]).toMatchObject({ name: "Chicken rice bowl", calories: 650, proteins: 46, mealType: "lunch" });
    expect(suggestions[1]?.mealType).toBe("lunch");
    const [request] = chatRequests();
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.body.model).toBe("text-model-x");
    expect(request?.body.stream).toBeFalsy();
    const format = request?.body.response_format;
    expect(format?.type).toBe("json_schema");
    expect(format?.json_schema?.name).toBe("meal_suggestions");
    expect(format?.json_schema?.strict).toBe(true);
    expectStrict(format?.json_schema?.schema);
    const schema = format?.json_schema?.schema as { properties: { suggestions: { items: { required: string[] } } } };
    const suggestionItem = schema.properties.suggestions.items;
    expect(suggestionItem.required).toContain("ingredients");
    // 2000 kcal left after breakfast; lunch takes 35 / (35 + 30 + 10) of it.
    expect(userText(request)).toContain("Remaining today against the active goal");
    expect(userText(request)).toContain("2000 kcal");
    expect(userText(request)).toContain("about 933 kcal");
  });

  it("passes an empty suggestion list back to the caller", async () => {
    fake.respondWith([{ content: '{"suggestions": []}' }]);
    await expect(createOpenAiProvider(config).mealSuggestions(context, null)).resolves.toEqual([]);
    // Without a meal type: one per meal type not logged yet, each with its share of what is left.
    const prompt = userText(chatRequests()[0]);
    expect(prompt).toContain("one per meal type: lunch, dinner, snack");
    expect(prompt).toContain("dinner budget, its share of what is left today: about 800 kcal");
    expect(prompt).not.toContain("breakfast budget");
  });

  it("asks for goal recommendations with a strict schema and returns three", async () => {
    const four = ["Maintain", "Cut", "Build", "Extra"].map(recommendation);
    fake.respondWith([{ content: `\`\`\`json\n${JSON.stringify({ recommendations: four })}\n\`\`\`` }]);

    const recommendations = await createOpenAiProvider(config).goalRecommendations(context);

    expect(recommendations.map((item) => item.title)).toEqual(["Maintain", "Cut", "Build"]);
    const [request] = chatRequests();
    expect(request?.body.model).toBe("text-model-x");
    expect(request?.body.response_format?.json_schema?.name).toBe("goal_recommendations");
    expect(request?.body.response_format?.json_schema?.strict).toBe(true);
    expectStrict(request?.body.response_format?.json_schema?.schema);
    expect(userText(request)).toContain("basal metabolic rate");
  });

  it("retries a malformed answer once and then succeeds", async () => {
    fake.respondWith([{ malformed: true }, { content: JSON.stringify({ suggestions: [suggestion] }) }]);

    const suggestions = await createOpenAiProvider(config).mealSuggestions(context, "lunch");

    expect(suggestions.map((item) => item.name)).toEqual(["Chicken rice bowl"]);
    const requests = chatRequests();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.model).toBe("text-model-x");
    expect(requests[1]?.body.response_format?.json_schema?.name).toBe("meal_suggestions");
    expect(JSON.stringify(requests[1]?.body.messages)).toContain("not valid JSON");
  });

  it("retries an answer that is JSON but not the contract's shape", async () => {
    fake.respondWith([
      { content: JSON.stringify({ recommendations: [{ title: "No numbers" }] }) },
      { content: JSON.stringify({ recommendations: [recommendation("Maintain")] }) },
    ]);
    const recommendations = await createOpenAiProvider(config).goalRecommendations(context);
    expect(recommendations).toHaveLength(1);
    expect(chatRequests()).toHaveLength(2);
  });

  it("fails with kind malformed after two malformed answers", async () => {
    fake.respondWith(() => ({ malformed: true }));

    const error = await failureOf(createOpenAiProvider(config).mealSuggestions(context, "dinner"));

    expect(error.kind).toBe("malformed");
    expect(error.message).toBe(aiMessages.generationFailed);
    expect(chatRequests()).toHaveLength(2);
  });

  it("sends the photo as a data URL to the vision model", async () => {
    fake.respondWith([{ content: JSON.stringify(analysis) }]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

    const result = await createOpenAiProvider(config).analyzeFoodImage({ mimeType: "image/jpeg", bytes: jpeg });

    expect(result).toMatchObject({ totalCalories: 95, foods: [{ name: "Apple", portion: "1 medium" }] });
    const [request] = chatRequests();
    expect(request?.body.model).toBe("vision-model-y");
    expect(request?.body.response_format?.json_schema?.name).toBe("food_analysis");
    expectStrict(request?.body.response_format?.json_schema?.schema);
    const user = request?.body.messages?.find((message) => message.role === "user");
    expect(user?.content).toEqual([
      { type: "text", text: expect.any(String) },
      { type: "image_url", image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}` } },
    ]);
  });
});

describe("OpenAI provider: chat", () => {
  it("streams the pieces in order, the first before the last is sent", async () => {
    const chunks = ["You have ", "2000 kcal ", "left ", "today."];
    fake.respondWith([{ chunks, chunkDelayMs: 100 }]);
    const provider = createOpenAiProvider(config);
    const history = [
      { role: "user" as const, content: "Hi" },
      { role: "assistant" as const, content: "Hello!" },
      { role: "user" as const, content: "How much is left?" },
    ];

    const received: string[] = [];
    let sentWhenFirstArrived = -1;
    for await (const piece of provider.chat({ chatType: "meals", context, history })) {
      if (received.length === 0) sentWhenFirstArrived = fake.requests[0]?.chunksSent ?? -1;
      received.push(piece);
    }

    expect(received).toEqual(chunks);
    expect(sentWhenFirstArrived).toBeGreaterThanOrEqual(1);
    expect(sentWhenFirstArrived).toBeLessThan(chunks.length);
    const [request] = chatRequests();
    expect(request?.body.model).toBe("text-model-x");
    expect(request?.body.stream).toBe(true);
    const messages = request?.body.messages ?? [];
    expect(messages[0]?.role).toBe("system");
    expect(messages[0]?.content).toContain("Nutrition Consultant");
    expect(messages[0]?.content).toContain("Lean bulk");
    expect(messages.slice(1)).toEqual(history);
  });

  it("uses the goals consultant for goal chats", async () => {
    fake.respondWith([{ content: "Your goal looks realistic." }]);
    const pieces = await collect(
      createOpenAiProvider(config).chat({
        chatType: "goals",
        context,
        history: [{ role: "user", content: "Is it ok?" }],
      }),
    );
    expect(pieces.join("")).toBe("Your goal looks realistic.");
    expect(chatRequests()[0]?.body.messages?.[0]?.content).toContain("Nutritional Goals Consultant");
  });

  it("times out when the stream stalls between pieces", async () => {
    fake.respondWith([{ chunks: ["one ", "two"], chunkDelayMs: 5_000 }]);
    const provider = createOpenAiProvider({ ...config, timeoutMs: 300 });
    const received: string[] = [];
    const started = Date.now();

    const error = await failureOf(
      (async () => {
        for await (const piece of provider.chat({
          chatType: "meals",
          context,
          history: [{ role: "user", content: "?" }],
        })) {
          received.push(piece);
        }
      })(),
    );

    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(aiMessages.chatFailed);
    expect(received.join("")).not.toContain("two");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("ends the request when the caller aborts", async () => {
    fake.respondWith([{ content: "late", delayMs: 5_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const error = await failureOf(
      collect(
        createOpenAiProvider(config).chat(
          { chatType: "meals", context, history: [{ role: "user", content: "?" }] },
          controller.signal,
        ),
      ),
    );
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("OpenAI provider: failures", () => {
  it("times out on a slow answer within bounded time", async () => {
    fake.respondWith(() => ({ content: '{"suggestions": []}', delayMs: 5_000 }));
    const started = Date.now();

    const error = await failureOf(
      createOpenAiProvider({ ...config, timeoutMs: 300 }).mealSuggestions(context, "lunch"),
    );

    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(aiMessages.generationFailed);
    expect(String(error.cause)).toContain("did not answer in time");
    // A time-out is not retried. (At most one: a stalled event loop may abort it before the server reads it.)
    expect(chatRequests().length).toBeLessThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("maps HTTP 500 to upstream, and never shows the API key", async () => {
    fake.respondWith(() => ({
      status: 500,
      body: { error: { message: `Internal error for key ${apiKey}`, type: "server_error", code: null } },
    }));
    const provider = createOpenAiProvider(config);

    const suggestionsError = await failureOf(provider.mealSuggestions(context, "lunch"));
    const chatError = await failureOf(collect(provider.chat({ chatType: "meals", context, history: [] })));
    const imageError = await failureOf(provider.mealImage({ name: "Soup", description: "" }));

    for (const [error, message] of [
      [suggestionsError, aiMessages.generationFailed],
      [chatError, aiMessages.chatFailed],
      [imageError, aiMessages.imageFailed],
    ] as const) {
      expect(error.kind).toBe("upstream");
      expect(error.message).toBe(message);
      const cause = error.cause as Error;
      expect(cause.message).toContain("HTTP 500");
      expect(`${error.message} ${cause.message} ${error.stack} ${cause.stack}`).not.toContain(apiKey);
    }
    expect(fake.requests.every((request) => request.headers.authorization === `Bearer ${apiKey}`)).toBe(true);
  });

  it("maps an unreachable endpoint to upstream", async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const error = await failureOf(createOpenAiProvider({ ...config, baseUrl: gone.url }).goalRecommendations(context));
    expect(error.kind).toBe("upstream");
  });

  it("sends a placeholder key when none is configured (Ollama, LM Studio)", async () => {
    fake.respondWith([{ content: '{"suggestions": []}' }]);
    await createOpenAiProvider({ ...config, apiKey: "" }).mealSuggestions(context, null);
    expect(chatRequests()[0]?.headers.authorization).toBe("Bearer not-needed");
  });
});

describe("OpenAI provider: meal images", () => {
  it("returns the PNG bytes of a b64_json answer", async () => {
    const image = await createOpenAiProvider(config).mealImage({
      name: "Chicken rice bowl",
      description: "Grilled chicken, rice and greens",
      ingredients: ["chicken", "rice"],
    });

    expect(image.mimeType).toBe("image/png");
    expect(image.bytes.equals(tinyPng)).toBe(true);
    const [request] = fake.requests;
    expect(request?.path).toBe("/v1/images/generations");
    expect(request?.body).toMatchObject({ model: "image-model-z", size: "1024x1024", n: 1 });
    expect(request?.body.prompt).toContain("Chicken rice bowl");
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it("downloads an image answered as a URL", async () => {
    fake.respondWith([{ imageUrl: fake.pngUrl }]);
    const image = await createOpenAiProvider(config).mealImage({ name: "Soup", description: "" });
    expect(image.mimeType).toBe("image/png");
    expect(image.bytes.equals(tinyPng)).toBe(true);
    expect(fake.requests.map((request) => request.path)).toEqual(["/v1/images/generations", "/files/tiny.png"]);
  });

  it("refuses a download beyond the size bound and bytes that are no image", async () => {
    fake.respondWith([{ imageUrl: fake.pngUrl }, { malformed: true }]);
    const provider = createOpenAiProvider(config, { maxImageBytes: 10 });
    expect((await failureOf(provider.mealImage({ name: "Soup", description: "" }))).kind).toBe("upstream");
    expect((await failureOf(provider.mealImage({ name: "Soup", description: "" }))).kind).toBe("malformed");
  });

  it("is unavailable when image generation is switched off", async () => {
    const error = await failureOf(
      createOpenAiProvider({ ...config, imageModel: null }).mealImage({ name: "Soup", description: "" }),
    );
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(aiMessages.imageFailed);
    expect(fake.requests).toHaveLength(0);
  });
});
