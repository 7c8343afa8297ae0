import { describe, expect, it } from "vitest";
import { aiMessages } from "../../../../shared/contracts/ai.js";
import { tinyPng } from "../../../test/fake-openai-server.js";
import { createOpenAiProvider } from "./provider.js";
import { apiKey, failureOf, setupFakeOpenAi } from "./test-support.js";

const openAi = setupFakeOpenAi();

describe("OpenAI provider: meal images", () => {
  it("returns the PNG bytes of a b64_json answer", async () => {
    const image = await createOpenAiProvider(openAi.config).mealImage({
      name: "Chicken rice bowl",
      description: "Grilled chicken, rice and greens",
      ingredients: ["chicken", "rice"],
    });

    expect(image.mimeType).toBe("image/png");
    expect(image.bytes.equals(tinyPng)).toBe(true);
    const [request] = openAi.fake.requests;
    expect(request?.path).toBe("/v1/images/generations");
    expect(request?.body).toMatchObject({ model: "image-model-z", size: "1024x1024", n: 1 });
    expect(request?.body.prompt).toContain("Chicken rice bowl");
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it("downloads an image answered as a URL", async () => {
    openAi.fake.respondWith([{ imageUrl: openAi.fake.pngUrl }]);
    const image = await createOpenAiProvider(openAi.config).mealImage({ name: "Soup", description: "" });
    expect(image.mimeType).toBe("image/png");
    expect(image.bytes.equals(tinyPng)).toBe(true);
    expect(openAi.fake.requests.map((request) => request.path)).toEqual(["/v1/images/generations", "/files/tiny.png"]);
  });

  it("refuses a download beyond the size bound and bytes that are no image", async () => {
    openAi.fake.respondWith([{ imageUrl: openAi.fake.pngUrl }, { malformed: true }]);
    const provider = createOpenAiProvider(openAi.config, { maxImageBytes: 10 });
    expect((await failureOf(provider.mealImage({ name: "Soup", description: "" }))).kind).toBe("upstream");
    expect((await failureOf(provider.mealImage({ name: "Soup", description: "" }))).kind).toBe("malformed");
  });

  it("is unavailable when image generation is switched off", async () => {
    const error = await failureOf(
      createOpenAiProvider({ ...openAi.config, imageModel: null }).mealImage({ name: "Soup", description: "" }),
    );
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe(aiMessages.imageFailed);
    expect(openAi.fake.requests).toHaveLength(0);
  });
});
