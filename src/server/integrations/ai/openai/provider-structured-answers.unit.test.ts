import { describe, expect, it } from "vitest";
import { aiMessages } from "../../../../shared/contracts/ai.js";
import { createOpenAiProvider } from "./provider.js";
import {
  analysis,
  apiKey,
  context,
  expectStrict,
  failureOf,
  recommendation,
  setupFakeOpenAi,
  suggestion,
  userText,
} from "./test-support.js";

const openAi = setupFakeOpenAi();

describe("OpenAI provider: structured answers", () => {
  it("asks for meal suggestions with the model, a strict json_schema and the meal's remaining budget", async () => {
    openAi.fake.respondWith([
      { content: JSON.stringify({ suggestions: [suggestion, { ...suggestion, mealType: "dinner" }] }) },
    ]);
    const provider = createOpenAiProvider(openAi.config);
    expect(provider.name).toBe("openai");

    const suggestions = await provider.mealSuggestions(context, "lunch");

    expect(suggestions).toHaveLength(2);
    // Decimals rounded to the contract's integers; the requested meal type is kept.
    expect(suggestions[0]).toMatchObject({ name: "Chicken rice bowl", calories: 650, proteins: 46, mealType: "lunch" });
    expect(suggestions[1]?.mealType).toBe("lunch");
    const [request] = openAi.chatRequests();
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
    openAi.fake.respondWith([{ content: '{"suggestions": []}' }]);
    await expect(createOpenAiProvider(openAi.config).mealSuggestions(context, null)).resolves.toEqual([]);
    // Without a meal type: one per meal type not logged yet, each with its share of what is left.
    const prompt = userText(openAi.chatRequests()[0]);
    expect(prompt).toContain("one per meal type: lunch, dinner, snack");
    expect(prompt).toContain("dinner budget, its share of what is left today: about 800 kcal");
    expect(prompt).not.toContain("breakfast budget");
  });

  it("asks for goal recommendations with a strict schema and returns three", async () => {
    const four = ["Maintain", "Cut", "Build", "Extra"].map(recommendation);
    openAi.fake.respondWith([{ content: `\`\`\`json\n${JSON.stringify({ recommendations: four })}\n\`\`\`` }]);

    const recommendations = await createOpenAiProvider(openAi.config).goalRecommendations(context);

    expect(recommendations.map((item) => item.title)).toEqual(["Maintain", "Cut", "Build"]);
    const [request] = openAi.chatRequests();
    expect(request?.body.model).toBe("text-model-x");
    expect(request?.body.response_format?.json_schema?.name).toBe("goal_recommendations");
    expect(request?.body.response_format?.json_schema?.strict).toBe(true);
    expectStrict(request?.body.response_format?.json_schema?.schema);
    expect(userText(request)).toContain("basal metabolic rate");
  });

  it("retries a malformed answer once and then succeeds", async () => {
    openAi.fake.respondWith([{ malformed: true }, { content: JSON.stringify({ suggestions: [suggestion] }) }]);

    const suggestions = await createOpenAiProvider(openAi.config).mealSuggestions(context, "lunch");

    expect(suggestions.map((item) => item.name)).toEqual(["Chicken rice bowl"]);
    const requests = openAi.chatRequests();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.model).toBe("text-model-x");
    expect(requests[1]?.body.response_format?.json_schema?.name).toBe("meal_suggestions");
    expect(JSON.stringify(requests[1]?.body.messages)).toContain("not valid JSON");
  });

  it("retries an answer that is JSON but not the contract's shape", async () => {
    openAi.fake.respondWith([
      { content: JSON.stringify({ recommendations: [{ title: "No numbers" }] }) },
      { content: JSON.stringify({ recommendations: [recommendation("Maintain")] }) },
    ]);
    const recommendations = await createOpenAiProvider(openAi.config).goalRecommendations(context);
    expect(recommendations).toHaveLength(1);
    expect(openAi.chatRequests()).toHaveLength(2);
  });

  it("fails with kind malformed after two malformed answers", async () => {
    openAi.fake.respondWith(() => ({ malformed: true }));

    const error = await failureOf(createOpenAiProvider(openAi.config).mealSuggestions(context, "dinner"));

    expect(error.kind).toBe("malformed");
    expect(error.message).toBe(aiMessages.generationFailed);
    expect(openAi.chatRequests()).toHaveLength(2);
  });

  it("sends the photo as a data URL to the vision model", async () => {
    openAi.fake.respondWith([{ content: JSON.stringify(analysis) }]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

    const result = await createOpenAiProvider(openAi.config).analyzeFoodImage({ mimeType: "image/jpeg", bytes: jpeg });

    expect(result).toMatchObject({ totalCalories: 95, foods: [{ name: "Apple", portion: "1 medium" }] });
    const [request] = openAi.chatRequests();
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
