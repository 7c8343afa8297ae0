import { describe, expect, it } from "vitest";
import { aiMessages } from "../../../../shared/contracts/ai.js";
import { startFakeOpenAi } from "../../../test/fake-openai-server.js";
import { createOpenAiProvider } from "./provider.js";
import { apiKey, collect, context, failureOf, setupFakeOpenAi } from "./test-support.js";

const openAi = setupFakeOpenAi();

describe("OpenAI provider: failures", () => {
  it("times out on a slow answer within bounded time", async () => {
    openAi.fake.respondWith(() => ({ content: '{"suggestions": []}', delayMs: 5_000 }));
    const started = Date.now();

    const error = await failureOf(
      createOpenAiProvider({ ...openAi.config, timeoutMs: 300 }).mealSuggestions(context, "lunch"),
    );

    expect(error.kind).toBe("timeout");
    expect(error.message).toBe(aiMessages.generationFailed);
    expect(String(error.cause)).toContain("did not answer in time");
    // A time-out is not retried. (At most one: a stalled event loop may abort it before the server reads it.)
    expect(openAi.chatRequests().length).toBeLessThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("maps HTTP 500 to upstream, and never shows the API key", async () => {
    openAi.fake.respondWith(() => ({
      status: 500,
      body: { error: { message: `Internal error for key ${apiKey}`, type: "server_error", code: null } },
    }));
    const provider = createOpenAiProvider(openAi.config);

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
    expect(openAi.fake.requests.every((request) => request.headers.authorization === `Bearer ${apiKey}`)).toBe(true);
  });

  it("maps an unreachable endpoint to upstream", async () => {
    const gone = await startFakeOpenAi();
    await gone.close();
    const error = await failureOf(
      createOpenAiProvider({ ...openAi.config, baseUrl: gone.url }).goalRecommendations(context),
    );
    expect(error.kind).toBe("upstream");
  });

  it("sends a placeholder key when none is configured (Ollama, LM Studio)", async () => {
    openAi.fake.respondWith([{ content: '{"suggestions": []}' }]);
    await createOpenAiProvider({ ...openAi.config, apiKey: "" }).mealSuggestions(context, null);
    expect(openAi.chatRequests()[0]?.headers.authorization).toBe("Bearer not-needed");
  });
});
