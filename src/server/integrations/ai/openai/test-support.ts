/** Test helpers for the OpenAI provider's tests: a fake endpoint per test file, the provider's config aimed at it, fixtures. */
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { type FakeOpenAi, type FakeOpenAiRequest, startFakeOpenAi } from "../../../test/fake-openai-server.js";
import { AiProviderError, type NutritionContext } from "../provider.js";
import type { OpenAiConfig } from "./config.js";

export const apiKey = "sk-test-secret-0123456789";

export const context: NutritionContext = {
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

export const suggestion = {
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

export const recommendation = (title: string) => ({
  title,
  description: "A steady target.",
  calories: 2200,
  proteins: 130,
  carbs: 250,
  fats: 70,
  reason: "Your estimated daily energy need is about 2200 kcal.",
});

export const analysis = {
  foods: [{ name: "Apple", portion: "1 medium", calories: 95, proteins: 0.5, carbs: 25, fats: 0.3 }],
  totalCalories: 95,
  totalProteins: 0.5,
  totalCarbs: 25,
  totalFats: 0.3,
  benefits: ["fibre"],
  concerns: [],
};

/**
 * A test file's fake OpenAI-compatible endpoint and the provider's config aimed at it; the requests
 * and canned answers are reset before each test. Fields are set in beforeAll, like setupStripeApp.
 */
export function setupFakeOpenAi() {
  const h = {
    fake: undefined as unknown as FakeOpenAi,
    config: undefined as unknown as OpenAiConfig,
    chatRequests: () => h.fake.requests.filter((request) => request.path === "/v1/chat/completions"),
  };
  beforeAll(async () => {
    h.fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await h.fake.close();
  });
  beforeEach(() => {
    h.fake.requests.length = 0;
    h.fake.respondWith(() => undefined);
    h.config = {
      baseUrl: h.fake.url,
      apiKey,
      model: "text-model-x",
      visionModel: "vision-model-y",
      imageModel: "image-model-z",
      timeoutMs: 2_000,
    };
  });
  return h;
}

export async function failureOf(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

export async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

/** Every object node of a strict schema lists all its properties as required and allows no others. */
export function expectStrict(node: unknown): void {
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

export const userText = (request: FakeOpenAiRequest | undefined) =>
  JSON.stringify(request?.body.messages?.filter((message) => message.role === "user"));
