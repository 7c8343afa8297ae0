import { describe, expect, it } from "vitest";
import { openAiConfigFromEnv } from "./config.js";

describe("openAiConfigFromEnv", () => {
  it("defaults to OpenAI with gpt-4o-mini and gpt-image-1", () => {
    expect(openAiConfigFromEnv({})).toEqual({
      baseUrl: "https://api.openai.com/v1",
      apiKey: "",
      model: "gpt-4o-mini",
      visionModel: "gpt-4o-mini",
      imageModel: "gpt-image-1",
      timeoutMs: 30_000,
    });
  });

  it("reads every setting; the vision model follows AI_MODEL unless set", () => {
    const env = {
      AI_BASE_URL: "http://localhost:11434/v1/",
      AI_API_KEY: " key ",
      AI_MODEL: "llama3.2",
      AI_IMAGE_MODEL: "dall-e-3",
      AI_TIMEOUT_MS: "5000",
    };
    expect(openAiConfigFromEnv(env)).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: "key",
      model: "llama3.2",
      visionModel: "llama3.2",
      imageModel: "dall-e-3",
      timeoutMs: 5000,
    });
    expect(openAiConfigFromEnv({ ...env, AI_VISION_MODEL: "llava" }).visionModel).toBe("llava");
  });

  it("switches image generation off with an empty value or 'none'", () => {
    expect(openAiConfigFromEnv({ AI_IMAGE_MODEL: "" }).imageModel).toBeNull();
    expect(openAiConfigFromEnv({ AI_IMAGE_MODEL: "None" }).imageModel).toBeNull();
  });

  it("rejects a bad URL or time-out", () => {
    expect(() => openAiConfigFromEnv({ AI_BASE_URL: "ftp://example.com" })).toThrow(/AI_BASE_URL/);
    expect(() => openAiConfigFromEnv({ AI_TIMEOUT_MS: "soon" })).toThrow(/AI_TIMEOUT_MS/);
  });
});
